import { type ComponentType, lazy, type ReactNode } from "react";
import type { ListRead, LoadCause } from "./admin-data.ts";
import { listReads } from "./admin-data.ts";
import type { AdminSearch } from "./admin-search.ts";
import type { AdminPageKey } from "./nav.ts";

/*
 * The back office's route table (like web/routes/ for the storefront, the one place that names every area): each
 * page's component and its loader, each its own chunk, fetched when the admin opens the page (or hovers its link).
 * The route /admin/$ runs loadAdminPage (routes/admin.$.tsx); AdminApp shows the page with what it read.
 */

type Loader<Data> = (search: AdminSearch, list: ListRead) => Data;

interface AdminPage<Data> {
  Page: ComponentType<{ data: Data }>;
  load: () => Promise<Loader<Data>>;
}

function page<Data>(
  component: () => Promise<(props: { data: NoInfer<Data> }) => ReactNode>,
  load: () => Promise<Loader<Data>>,
): AdminPage<Data> {
  return { Page: lazy(async () => ({ default: await component() })), load };
}

const PAGES = {
  dashboard: page(
    async () => (await import("../dashboard/DashboardPage.tsx")).DashboardPage,
    async () => (await import("../dashboard/dashboard-loader.ts")).loadDashboard,
  ),
  orders: page(
    async () => (await import("../orders/OrdersPage.tsx")).OrdersPage,
    async () => (await import("../orders/orders-loader.ts")).loadOrders,
  ),
  customers: page(
    async () => (await import("../customers/CustomersPage.tsx")).CustomersPage,
    async () => (await import("../customers/customers-loader.ts")).loadCustomers,
  ),
  companies: page(
    async () => (await import("../companies/CompaniesPage.tsx")).CompaniesPage,
    async () => (await import("../companies/companies-loader.ts")).loadCompanies,
  ),
  "new-order": page(
    async () => (await import("../new-order/NewOrderPage.tsx")).NewOrderPage,
    async () => (await import("../new-order/new-order-loader.ts")).loadNewOrder,
  ),
  traceability: page(
    async () => (await import("../traceability/TraceabilityPage.tsx")).TraceabilityPage,
    async () => (await import("../traceability/traceability-loader.ts")).loadTraceability,
  ),
  products: page(
    async () => (await import("../products/ProductsPage.tsx")).ProductsPage,
    async () => (await import("../products/products-loader.ts")).loadProducts,
  ),
  categories: page(
    async () => (await import("../categories/CategoriesPage.tsx")).CategoriesPage,
    async () => (await import("../categories/categories-loader.ts")).loadCategories,
  ),
  catalogue: page(
    async () => (await import("../catalogue/CataloguePage.tsx")).CataloguePage,
    async () => (await import("../catalogue/catalogue-loader.ts")).loadCatalogue,
  ),
  featured: page(
    async () => (await import("../featured/FeaturedPage.tsx")).FeaturedPage,
    async () => (await import("../featured/featured-loader.ts")).loadFeatured,
  ),
  "price-lists": page(
    async () => (await import("../price-lists/PriceListsPage.tsx")).PriceListsPage,
    async () => (await import("../price-lists/price-lists-loader.ts")).loadPriceLists,
  ),
  coupons: page(
    async () => (await import("../coupons/CouponsPage.tsx")).CouponsPage,
    async () => (await import("../coupons/coupons-loader.ts")).loadCoupons,
  ),
  quotes: page(
    async () => (await import("../quotes/QuotesPage.tsx")).QuotesPage,
    async () => (await import("../quotes/quotes-loader.ts")).loadQuotes,
  ),
  blogs: page(
    async () => (await import("../blogs/BlogsPage.tsx")).BlogsPage,
    async () => (await import("../blogs/blogs-loader.ts")).loadBlogs,
  ),
  pages: page(
    async () => (await import("../pages/PagesPage.tsx")).PagesPage,
    async () => (await import("../pages/pages-loader.ts")).loadPages,
  ),
  banners: page(
    async () => (await import("../banners/BannersPage.tsx")).BannersPage,
    async () => (await import("../lib/content-loaders.ts")).loadBanner,
  ),
  vacations: page(
    async () => (await import("../vacations/VacationsPage.tsx")).VacationsPage,
    async () => (await import("../lib/content-loaders.ts")).loadVacation,
  ),
  feed: page(
    async () => (await import("../feed/FeedPage.tsx")).FeedPage,
    async () => (await import("../lib/content-loaders.ts")).loadFeed,
  ),
  messages: page(
    async () => (await import("../messages/MessagesPage.tsx")).MessagesPage,
    async () => (await import("../messages/messages-loader.ts")).loadMessages,
  ),
  subscribers: page(
    async () => (await import("../subscribers/SubscribersPage.tsx")).SubscribersPage,
    async () => (await import("../subscribers/subscribers-loader.ts")).loadSubscribers,
  ),
  campaigns: page(
    async () => (await import("../campaigns/CampaignsPage.tsx")).CampaignsPage,
    async () => (await import("../campaigns/campaigns-loader.ts")).loadCampaigns,
  ),
  mails: page(
    async () => (await import("../mails/MailsPage.tsx")).MailsPage,
    async () => (await import("../mails/mails-loader.ts")).loadMails,
  ),
  settings: page(
    async () => (await import("../settings/SettingsPage.tsx")).SettingsPage,
    async () => (await import("../lib/content-loaders.ts")).loadSettings,
  ),
  access: page(
    async () => (await import("../access/AccessPage.tsx")).AccessPage,
    async () => (await import("../access/access-loader.ts")).loadAccess,
  ),
} satisfies Record<AdminPageKey, unknown>;

type Pages = typeof PAGES;

/** What each page's loader hands its component. */
export type AdminPageData = { [K in AdminPageKey]: Pages[K] extends AdminPage<infer Data> ? Data : never };

/** The route's data: the page the path names and what its loader read (no page: the login, or an unknown path). */
export type AdminRouteData =
  | { page: undefined; data?: undefined }
  | { [K in AdminPageKey]: { page: K; data: AdminPageData[K] } }[AdminPageKey];

/** The page the path names ('/admin/orders/…' → 'orders'), if it is one. */
export function adminPageOf(path: string | undefined): AdminPageKey | undefined {
  const key = (path ?? "").split("/")[0] ?? "";
  return Object.hasOwn(PAGES, key) ? (key as AdminPageKey) : undefined;
}

/**
 * The loader of /admin/$: the page's own loader, with the search params. Its reads start at once and are not
 * waited for: the page shows its loading state until they answer (shell/admin-data.ts useRead).
 */
export async function loadAdminPage(path: string | undefined, search: AdminSearch, cause: LoadCause) {
  const key = adminPageOf(path);
  if (!key) return { page: undefined } as AdminRouteData;
  const load = (await PAGES[key].load()) as Loader<unknown>;
  const reads = listReads(cause);
  const data = load(search, reads.list);
  reads.done();
  return { page: key, data } as AdminRouteData;
}

/** The component of a page. */
export function adminPageComponent(key: AdminPageKey): ComponentType<{ data: unknown }> {
  return PAGES[key].Page as ComponentType<{ data: unknown }>;
}
