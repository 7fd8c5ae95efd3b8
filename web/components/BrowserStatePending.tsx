import { Spinner } from "./Spinner.tsx";

/**
 * What a page built on the browser's own state (the cart, the favourites) shows while it is rendered ahead of the
 * browser and hydrated (lib/rendered-ahead.ts): a spinner, in a page that holds the screen's height whatever it shows
 * (.browser-state-page, components/cart.css), so nothing on screen moves when the real content takes its place. The
 * spinner is a patient one: the page is usually hydrated within a second of its first paint, and a spinner turning
 * meanwhile only flashed, and made the browser draw a frame for every step of its turn (docs/decisions/010).
 */
export function BrowserStatePending({ label }: { label: string }) {
  return (
    <div className="route-pending">
      <Spinner label={label} patient />
    </div>
  );
}
