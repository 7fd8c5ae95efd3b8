import type { BannerAnswer, FeedList, SettingsAnswer, VacationAnswer } from "../../../../domain/api/content.ts";
import type { Banner, BannerData } from "../../../../domain/schemas/banner.ts";
import type { FeedItem, FeedItemInput } from "../../../../domain/schemas/feed.ts";
import type { ShopSettings } from "../../../../domain/schemas/settings.ts";
import type { VacationNotice } from "../../../../domain/schemas/vacation.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for the site content it keeps: banner, closure notice, social feed, shop settings.

async function send<T>(method: string, path: `/${string}`, body?: unknown): Promise<T> {
  const res = await adminFetch(path, {
    method,
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export const fetchBanner = (signal?: AbortSignal) => adminJson<BannerAnswer>("/banner", signal);
export const saveBanner = (banner: BannerData) => send<{ banner: Banner }>("PUT", "/banner", banner);
export const removeBanner = () => send<{ banner: null }>("DELETE", "/banner");

export const fetchVacation = (signal?: AbortSignal) => adminJson<VacationAnswer>("/vacation", signal);
export const saveVacation = (content: string) => send<{ notice: VacationNotice }>("PUT", "/vacation", { content });
export const removeVacation = () => send<{ notice: null }>("DELETE", "/vacation");

export const fetchFeed = (signal?: AbortSignal) => adminJson<FeedList>("/feed", signal);
export const addFeedItem = (item: FeedItemInput) => send<{ item: FeedItem }>("POST", "/feed", item);
export const removeFeedItem = (id: number) => send<{ deleted: true }>("DELETE", `/feed/${id}`);
export const reorderFeed = (ids: number[]) => send<{ items: FeedItem[] }>("PUT", "/feed/order", { ids });

export const fetchSettings = (signal?: AbortSignal) => adminJson<SettingsAnswer>("/settings", signal);
export const saveSettings = (settings: ShopSettings) => send<{ settings: ShopSettings }>("PUT", "/settings", settings);
/** One section of Ajustes saved alone (issue 41): the parts sent; the server keeps the others. */
export const saveSettingsPart = (part: Partial<ShopSettings>) =>
  send<{ settings: ShopSettings }>("PATCH", "/settings", part);
