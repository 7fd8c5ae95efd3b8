import { company } from "../layout/company.ts";
import { useShopSettings } from "./use-shop-settings.ts";

/** The shop's social profile as the owner set it in the back office (the built-in one until it arrives). */
export function useSocialProfile(): { url: string; handle: string } {
  const { settings } = useShopSettings();
  return settings
    ? { url: settings.socialUrl, handle: settings.socialHandle }
    : { url: company.instagram, handle: company.instagramHandle };
}
