import { adminRead } from "../shell/admin-data.ts";
import { fetchCategoryOptions, fetchHistory } from "./catalogue-api.ts";

/** /admin/catalogue: the last import and price change that can be undone, and the categories (price changes). */
export const loadCatalogue = () => ({
  history: adminRead(fetchHistory),
  categories: adminRead(fetchCategoryOptions),
});

export type CatalogueData = ReturnType<typeof loadCatalogue>;
