import type { Context } from "hono";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-info.ts";
import type { AppEnv } from "../env.ts";
import { loadShopSettings } from "../services/settings/shop-settings.ts";
import { escapeHtml, safeJson } from "./first-view.ts";

export interface SocialProfile {
  url: string;
  handle: string;
}

const BUILT_IN: SocialProfile = { url: DEFAULT_SHOP_SETTINGS.socialUrl, handle: DEFAULT_SHOP_SETTINGS.socialHandle };

/** The owner's social profile (back office, shop settings), through the catalogue cache; null if unreadable. */
export async function socialProfileOf(c: Context<AppEnv>): Promise<SocialProfile | null> {
  try {
    const { socialUrl, socialHandle } = await loadShopSettings(c);
    return { url: socialUrl, handle: socialHandle };
  } catch {
    return null; // the page still goes out, with the built-in profile
  }
}

/**
 * Puts the owner's social profile into a page the Worker sends, so the footer on every page shows it without a
 * request of its own: in `<script type="application/json" id="shop-profile">` for the SPA
 * (web/lib/settings/inlined-profile.ts), and in place of the built-in profile in the prerendered frame.
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
  const data = `<script type="application/json" id="shop-profile">${safeJson(profile)}</script>`;
  return out.replace("</body>", () => `  ${data}\n  </body>`);
}
