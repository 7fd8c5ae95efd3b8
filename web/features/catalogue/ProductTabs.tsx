import { type KeyboardEvent, useId, useRef, useState } from "react";

export interface TabContent {
  label: string;
  /** A list of entries, or paragraphs of text. */
  items: readonly string[];
  kind: "list" | "text";
}

/**
 * WAI-ARIA tabs (automatic activation): ←/→ move between tabs, Home/End jump to the first/last one.
 * An empty tab says 'No hay información' (SPEC section 2).
 */
export function ProductTabs({ tabs, label }: { tabs: readonly TabContent[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? selected === last
          ? 0
          : selected + 1
        : event.key === "ArrowLeft"
          ? selected === 0
            ? last
            : selected - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className="tabs__panel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content is reachable with Tab.
          tabIndex={0}
        >
          <TabBody tab={tab} />
        </div>
      ))}
    </div>
  );
}

function TabBody({ tab }: { tab: TabContent }) {
  const items = tab.items.map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) return <p className="tabs__empty">No hay información</p>;
  if (tab.kind === "text") {
    return (
      <div className="tabs__text">
        {items.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <ul className="tabs__items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
