import type { OrderView } from "../../../domain/api/orders.ts";
import { montevideoLocalTime } from "../../../domain/dates.ts";
import { SvgIcon } from "../../components/Icon.tsx";

type TimelineStep = OrderView["timeline"][number];

const two = (n: number) => String(n).padStart(2, "0");

/** 'dd/mm/aaaa, hh:mm' (24 h) in Montevideo, whatever the browser's locale and time zone; null if unreadable. */
export function formatStepTime(iso: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const { date, hour, minute } = montevideoLocalTime(at);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, ${two(hour)}:${two(minute)}`;
}

function Marker({ step, done, position }: { step: TimelineStep["step"]; done: boolean; position: number }) {
  if (!done) return <span className="order-timeline__number">{position}</span>;
  return (
    <SvgIcon size={16} strokeWidth={3}>
      {step === "cancelled" ? <path d="M7 7l10 10M17 7 7 17" /> : <path d="m5.5 12.5 4 4 9-9.5" />}
    </SvgIcon>
  );
}

/**
 * The order's way from placed to collected or delivered (or cancelled), as the server lists it: the steps
 * reached with their date and time in Montevideo, the current one marked (aria-current="step"), the ones
 * still ahead muted. A vertical list on narrow screens, a horizontal stepper where there is room.
 */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const current = steps.findLastIndex((s) => s.done);
  return (
    <ol className="order-timeline">
      {steps.map((s, index) => {
        const state = index === current ? "current" : s.done ? "done" : "todo";
        const when = s.done && s.at ? formatStepTime(s.at) : null;
        return (
          <li
            key={s.step}
            className={`order-timeline__step order-timeline__step--${state} order-timeline__step--${s.step}`}
            aria-current={index === current ? "step" : undefined}
          >
            <span className="order-timeline__marker" aria-hidden="true">
              <Marker step={s.step} done={s.done} position={index + 1} />
            </span>
            <span className="order-timeline__text">
              <span className="order-timeline__label">{s.label}</span>
              {when && s.at ? (
                <time className="order-timeline__date" dateTime={s.at}>
                  {when}
                </time>
              ) : (
                !s.done && <span className="visually-hidden">(todavía no)</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
