// Toasts for the cart and the wishlist. sonner is loaded on demand (the shell mounts its Toaster once
// the browser is idle), so the store code that product cards import keeps it off the first load.

type ToastKind = "success" | "error" | "info";

export function notify(kind: ToastKind, message: string): void {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
