import { inlinedSocialProfile } from "./inlined-profile.ts";
import { useShopSettings } from "./use-shop-settings.ts";

/** The shop's social profile as the owner set it in the back office (the one inlined in the page until it arrives). */
export function useSocialProfile(): { url: string; handle: string } {
  const { settings } = useShopSettings();
  return settings ? { url: settings.socialUrl, handle: settings.socialHandle } : inlinedSocialProfile();
}
