export type ToastKind = "success" | "error" | "info";

/**
 * Shows a sonner toast without putting sonner (~9 KB gzipped) into the bundle of the page that calls this:
 * it is loaded on demand, the same chunk the layout's deferred <Toaster/> uses.
 */
export function notify(kind: ToastKind, message: string): void {
  void import("sonner").then(({ toast }) => {
    toast[kind](message);
  });
}
