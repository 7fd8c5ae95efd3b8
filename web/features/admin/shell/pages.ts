import { type ComponentType, lazy } from "react";
import type { AdminPageKey } from "./nav.ts";

/** Each back-office page is its own chunk, fetched when the admin opens it. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const ADMIN_PAGE_COMPONENTS: Record<AdminPageKey, ComponentType> = {
  dashboard: page(() => import("../dashboard/DashboardPage.tsx"), "DashboardPage"),
  orders: page(() => import("../orders/OrdersPage.tsx"), "OrdersPage"),
  products: page(() => import("../products/ProductsPage.tsx"), "ProductsPage"),
  categories: page(() => import("../categories/CategoriesPage.tsx"), "CategoriesPage"),
  blogs: page(() => import("../blogs/BlogsPage.tsx"), "BlogsPage"),
  banners: page(() => import("../banners/BannersPage.tsx"), "BannersPage"),
  vacations: page(() => import("../vacations/VacationsPage.tsx"), "VacationsPage"),
  feed: page(() => import("../feed/FeedPage.tsx"), "FeedPage"),
  messages: page(() => import("../messages/MessagesPage.tsx"), "MessagesPage"),
  subscribers: page(() => import("../subscribers/SubscribersPage.tsx"), "SubscribersPage"),
  settings: page(() => import("../settings/SettingsPage.tsx"), "SettingsPage"),
};
