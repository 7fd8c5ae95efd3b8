import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/categories: placeholder until its issue builds it. */
export function CategoriesPage() {
  return <ComingSoonPage title="Categorías" />;
}
