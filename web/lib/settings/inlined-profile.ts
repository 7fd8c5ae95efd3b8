import { DEFAULT_SHOP_LINKS } from "../../../domain/shop-info.ts";

/**
 * The shop's social profile as the owner set it, which the Worker writes into every page it sends
 * (worker/seo/shop-profile.ts): the footer shows it without a request of its own. The built-in profile when the
 * page came without it (static hosting, the build's prerender).
 */
export function inlinedSocialProfile(): { url: string; handle: string } {
  try {
    const text = typeof document === "undefined" ? "" : document.getElementById("shop-profile")?.textContent;
    const profile = text ? JSON.parse(text) : null;
    if (typeof profile?.url === "string" && typeof profile.handle === "string") return profile;
  } catch {
    // a damaged script: the built-in profile
  }
  return { url: DEFAULT_SHOP_LINKS.socialUrl, handle: DEFAULT_SHOP_LINKS.socialHandle };
}
