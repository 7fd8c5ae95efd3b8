import type { PageAnswer } from "../../../domain/api/pages.ts";
import type { Page, PageSlug } from "../../../domain/schemas/page.ts";
import type { ShopRules } from "../../../domain/shop-rules.ts";
import { getJSON } from "../../lib/get-json.ts";
import { loadingServedPage } from "../../lib/hydrating.ts";
import { fetchShopSettings } from "../../lib/settings/use-shop-settings.ts";
import { loadOwnerPageText } from "./owner-page-text-module.ts";

/** What an owner-written page shows: its text as saved and the shop's rules its placeholders are filled with. */
export interface OwnerPageData {
  page: Page;
  rules: ShopRules;
}

/**
 * The loader of /about, /services, /information and /terms-and-conditions (decision 021): the page and the shop's
 * settings, both waited for (the text states the rules: without them it would state wrong ones), and the code that
 * draws the text, unless the page being loaded is the one the renderer drew (it keeps the server's text). A failure
 * is the router's error view with 'Reintentar'.
 */
export async function loadOwnerPage(slug: PageSlug, signal?: AbortSignal, version?: number): Promise<OwnerPageData> {
  const [{ page }, settings] = await Promise.all([
    // A published version (the Términos an order accepted: ?version=N; issue 40), else the page as it is now.
    getJSON<PageAnswer>(version ? `/pages/${slug}?version=${version}` : `/pages/${slug}`, signal),
    fetchShopSettings(),
    loadingServedPage() ? null : loadOwnerPageText(),
  ]);
  return { page, rules: settings.rules };
}
