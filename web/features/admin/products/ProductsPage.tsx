import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/products: placeholder until its issue builds it. */
export function ProductsPage() {
  return <ComingSoonPage title="Productos" />;
}
