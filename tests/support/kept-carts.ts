import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import type { CartReminderDeps } from "../../worker/services/kept-carts/reminders.ts";
import type { SaleVariant } from "./orders.ts";
import type { TestShop } from "./test-database.ts";

// Unfinished checkouts (issue 43) in API tests: keeping a cart as checkout does, and reading the reminders through
// /dev/mail (never the outbox table).

export const newCartKey = () => randomBytes(24).toString("base64url");

let ip = 0;
export const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;

export function keep(
  shop: TestShop,
  body: { cartKey: string; email: string; lines: unknown[]; consent?: string },
  headers: Record<string, string> = {},
) {
  return shop.request("/api/kept-carts", {
    method: "PUT",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp(), ...headers },
    body: JSON.stringify({ consent: "recordatorio-carrito-1", ...body }),
  });
}

export const lineOf = (v: SaleVariant, quantity = 2) => ({
  productId: v.productId,
  variantId: v.variantId,
  quantity,
  unitPrice: v.finalPrice,
});

/** The job's deps with a clock `hours` ahead of now. */
export function reminderDeps(shop: TestShop, hoursAhead: number): CartReminderDeps {
  const now = () => new Date(Date.now() + hoursAhead * 3_600_000);
  const deps = buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, now);
  return { db: shop.db, siteUrl: deps.config.PUBLIC_SITE_URL, now, rateLimiter: deps.rateLimiter };
}

export interface ReminderMail {
  id: number;
  subject: string;
  kind: string;
  html: string;
  restoreToken: string;
  unsubscribeToken: string;
}

/** The reminders mailed to `email`, newest first, with their links' tokens, read through /dev/mail. */
export async function remindersTo(shop: TestShop, email: string): Promise<ReminderMail[]> {
  const res = await shop.request(`/dev/mail.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const items = ((await res.json()) as { items: { id: number; subject: string; kind: string }[] }).items;
  const reminders = items.filter((m) => m.kind === "cart_reminder");
  return Promise.all(
    reminders.map(async (m) => {
      const html = await (await shop.request(`/dev/mail/${m.id}/html`)).text();
      const restore = /\/carrito\/recuperar\/([A-Za-z0-9_-]+)/.exec(html);
      const unsubscribe = /\/carrito\/recordatorios\/baja\?token=([A-Za-z0-9_-]+)/.exec(html);
      expect(restore && unsubscribe, html).toBeTruthy();
      return { ...m, html, restoreToken: restore![1]!, unsubscribeToken: unsubscribe![1]! };
    }),
  );
}
