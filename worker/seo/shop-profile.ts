import type { Context } from "hono";
import type { Seller } from "../../domain/api/content.ts";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { contactPhoneHref, DEFAULT_SHOP_CONTACT, type ShopContact } from "../../domain/shop-info.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import type { AppEnv } from "../env.ts";
import { loadSeller, loadShopSettings } from "../services/settings/shop-settings.ts";
import { escapeHtml, safeJson } from "./first-view.ts";

export interface SocialProfile {
  url: string;
  handle: string;
  /** All the settings (with the shop's rules), inlined as the first answer of GET /api/settings. */
  settings?: ShopSettings;
  /** Who sells (the footer names it; issue 40). */
  seller?: Seller | null;
}

const BUILT_IN: SocialProfile = { url: DEFAULT_SHOP_SETTINGS.socialUrl, handle: DEFAULT_SHOP_SETTINGS.socialHandle };

/** The owner's social profile (back office, shop settings), through the catalogue cache; null if unreadable. */
export async function socialProfileOf(c: Context<AppEnv>): Promise<SocialProfile | null> {
  try {
    const [settings, seller] = await Promise.all([loadShopSettings(c), loadSeller(c)]);
    return { url: settings.socialUrl, handle: settings.socialHandle, settings, seller };
  } catch {
    return null; // the page still goes out, with the built-in profile
  }
}

/**
 * Puts the owner's social profile and contact into a page the Worker sends, so the footer on every page shows them
 * without a request of its own (a page the SPA's components rendered already has the contact; the build's frame has
 * the defaults, replaced here): in `<script type="application/json" id="shop-profile">` for the SPA
 * (web/lib/settings/inlined-profile.ts), and in place of the built-in profile in the prerendered frame. The whole
 * settings answer (with the shop's rules: checkout and cart need them) goes into the page's inlined API answers as
 * "/settings" (web/lib/get-json.ts takeInlined; issue 24).
 */
export function injectSocialProfile(html: string, profile: SocialProfile | null): string {
  if (!profile) return html;
  let out = html;
  if (profile.url !== BUILT_IN.url) {
    out = out.replaceAll(`href="${escapeHtml(BUILT_IN.url)}"`, () => `href="${escapeHtml(profile.url)}"`);
  }
  if (profile.handle !== BUILT_IN.handle) {
    out = out.replaceAll(escapeHtml(BUILT_IN.handle), () => escapeHtml(profile.handle));
  }
  if (profile.settings) out = withOwnersContact(out, profile.settings.contact);
  const data = `<script type="application/json" id="shop-profile">${safeJson({ url: profile.url, handle: profile.handle })}</script>`;
  out = out.replace("</body>", () => `  ${data}\n  </body>`);
  return profile.settings
    ? inlineApiAnswer(out, "/settings", { settings: profile.settings, seller: profile.seller ?? null })
    : out;
}

const FOOTER_CONTACT = /<section class="site-footer__contact"[\s\S]*?<\/section>/;
/** The footer's fax item ('Fax: …'), left out when the owner has none. */
const FAX_ITEM = /<li>(?:(?!<\/li>)[\s\S])*?>Fax(?:<!-- -->)?: <\/span>[^<]*<\/span><\/li>/;

/**
 * The frame's footer with the owner's contact (Ajustes > Tienda; issue 40, session 21) in place of the defaults the
 * build's prerendered frame carries: address, telephone and its 'tel:' link, fax, e-mail and its
 * 'mailto:' link, each replaced in one pass (one value never replaces another's replacement).
 */
function withOwnersContact(html: string, contact: ShopContact): string {
  // A page the SPA's components rendered already shows the owner's contact, and its markup must stay what the SPA
  // hydrates: only the frame is changed.
  if (html.includes('<div id="root" data-rendered="">')) return html;
  const swaps = new Map<string, string>();
  const swap = (from: string, to: string) => {
    if (from !== to) swaps.set(from, to);
  };
  const d = DEFAULT_SHOP_CONTACT;
  swap(`href="${escapeHtml(contactPhoneHref(d.phone))}"`, `href="${escapeHtml(contactPhoneHref(contact.phone))}"`);
  swap(escapeHtml(d.address), escapeHtml(contact.address));
  swap(escapeHtml(d.phone), escapeHtml(contact.phone));
  swap(escapeHtml(d.email), escapeHtml(contact.email));
  if (contact.fax) swap(escapeHtml(d.fax), escapeHtml(contact.fax));
  if (!swaps.size && contact.fax) return html;
  const pattern = new RegExp([...swaps.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return html.replace(FOOTER_CONTACT, (block) => {
    const out = contact.fax ? block : block.replace(FAX_ITEM, "");
    return swaps.size ? out.replace(pattern, (found) => swaps.get(found) ?? found) : out;
  });
}

const API_DATA = /<script type="application\/json" id="api-data">([\s\S]*?)<\/script>/;

/** Adds one answer to the page's inlined API answers (first-view.ts writes them; a page without any gets the script). */
export function inlineApiAnswer(html: string, path: string, answer: unknown): string {
  const found = API_DATA.exec(html);
  let data: Record<string, unknown> = {};
  if (found) {
    try {
      data = JSON.parse(found[1] ?? "{}") as Record<string, unknown>;
    } catch {
      data = {};
    }
  }
  const script = `<script type="application/json" id="api-data">${safeJson({ ...data, [path]: answer })}</script>`;
  return found ? html.replace(API_DATA, () => script) : html.replace("</body>", () => `  ${script}\n  </body>`);
}
