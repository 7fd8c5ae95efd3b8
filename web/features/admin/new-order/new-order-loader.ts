import type { ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchDrafts } from "./new-order-api.ts";

/** /admin/new-order: the builder, and its 'Borradores'. */
export function loadNewOrder(_search: AdminSearch, list: ListRead) {
  return { drafts: list("order-drafts", fetchDrafts) };
}

export type NewOrderData = ReturnType<typeof loadNewOrder>;
