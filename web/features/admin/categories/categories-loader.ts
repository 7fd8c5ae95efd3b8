import type { ListRead } from "../shell/admin-data.ts";
import { fetchCategories } from "./categories-api.ts";

/** /admin/categories: every category with its product count (the open form edits one of them). */
export function loadCategories(_search: unknown, list: ListRead) {
  return { list: list("categories", fetchCategories) };
}
