import type { HTMLAttributes } from "react";

/**
 * A box that scrolls sideways on small screens (a wide table, a chart): a named region the keyboard can
 * focus, so it can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  labelledBy,
  ...rest
}: HTMLAttributes<HTMLElement> & { label?: string; labelledBy?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
    <section aria-label={label} aria-labelledby={labelledBy} tabIndex={0} {...rest} />
  );
}
