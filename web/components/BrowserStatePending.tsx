import { Spinner } from "./Spinner.tsx";

/**
 * What a page built on the browser's own state (the cart, the favourites) shows while it is rendered ahead of the
 * browser and hydrated (lib/rendered-ahead.ts): a spinner holding the screen's height, so the footer stays below the
 * fold and nothing on screen moves when the real content takes its place.
 */
export function BrowserStatePending({ label }: { label: string }) {
  return (
    <div className="route-pending">
      <Spinner label={label} />
    </div>
  );
}
