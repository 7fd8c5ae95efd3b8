import type { Page } from "../schemas/page.ts";

// The owner's pages as the API answers them (worker/routes/pages.ts, worker/routes/admin/pages.ts).

/** GET /api/pages/:slug, GET and PUT /api/admin/pages/:slug */
export interface PageAnswer {
  page: Page;
}

/** GET /api/admin/pages: the four pages, in the back office's order. */
export interface PageList {
  pages: Page[];
}
