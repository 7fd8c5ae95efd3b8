import { adminRead } from "../shell/admin-data.ts";
import { fetchListCategories, fetchPriceLists } from "./price-lists-api.ts";

/** /admin/price-lists: the wholesale lists, and the categories a list may give a percent to. */
export const loadPriceLists = () => ({
  lists: adminRead(fetchPriceLists),
  categories: adminRead(fetchListCategories),
});
