import { useEffect, useState } from "react";
import type { SettingsAnswer } from "../../../domain/api/content.ts";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { getJSON } from "../get-json.ts";

// The shop settings the owner keeps in the back office (bank accounts, company video, social profile), read once
// per page load from GET /api/settings (served through the Worker's catalogue cache) and shared by every user.

let pending: Promise<ShopSettings> | null = null;
let loaded: ShopSettings | null = null;

/** The settings, loaded at most once per page load (a failed load is tried again by the next caller). */
export function fetchShopSettings(): Promise<ShopSettings> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= getJSON<SettingsAnswer>("/settings").then(
    ({ settings }) => {
      loaded = settings;
      return settings;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The settings, or null until they arrive; `failed` when they could not be read. */
export function useShopSettings(): { settings: ShopSettings | null; failed: boolean } {
  const [state, setState] = useState<{ settings: ShopSettings | null; failed: boolean }>({
    settings: loaded,
    failed: false,
  });
  useEffect(() => {
    if (loaded) return;
    let live = true;
    fetchShopSettings().then(
      (settings) => live && setState({ settings, failed: false }),
      () => live && setState({ settings: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
