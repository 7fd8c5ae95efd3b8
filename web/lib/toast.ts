export type ToastKind = "success" | "error" | "info";

/** Dispatched on window by notify(): the layout's <DeferredToaster/> mounts the toaster if it has not yet. */
export const TOAST_WANTED = "shop:toast-wanted";

/**
 * Shows a sonner toast without putting sonner (~9 KB gzipped) into the bundle of the page that calls this:
 * it is loaded on demand, the same chunk the layout's deferred <Toaster/> uses.
 */
export function notify(kind: ToastKind, message: string): void {
  window.dispatchEvent(new Event(TOAST_WANTED));
  void import("sonner").then(({ toast }) => {
    toast[kind](message);
  });
}
