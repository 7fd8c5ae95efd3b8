import { useEffect, useState } from "react";
import type { Seller, SettingsAnswer } from "../../../domain/api/content.ts";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { getJSON, peekInlined } from "../get-json.ts";

// The shop settings the owner keeps in the back office (bank accounts, company video, social profile, and the shop's
// rules: delivery fee, minimum, transfer discount, dates), from GET /api/settings (served through the Worker's
// catalogue cache; the first view has the answer inlined in the page) and shared by every user. The rules price the
// checkout's preview, so a long-open tab asks again after MAX_AGE_MS; the server prices the order in any case.

const MAX_AGE_MS = 60_000;

let pending: Promise<ShopSettings> | null = null;
let loaded: ShopSettings | null = null;
/** Who sells (issue 40), from the same answer. */
let loadedSeller: Seller | null = null;
let loadedAt = 0;

/** Rendered ahead of the browser (web/server), every page reads its own answers: nothing is kept between them. */
const onServer = import.meta.env.SSR;

/** The settings, loaded at most once a minute (a failed load is tried again by the next caller). */
export function fetchShopSettings(): Promise<ShopSettings> {
  if (onServer) return getJSON<SettingsAnswer>("/settings").then(({ settings }) => settings);
  if (loaded && Date.now() - loadedAt < MAX_AGE_MS) return Promise.resolve(loaded);
  pending ??= getJSON<SettingsAnswer>("/settings").then(
    ({ settings, seller }) => {
      loaded = settings;
      loadedSeller = seller ?? null;
      loadedAt = Date.now();
      pending = null;
      return settings;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The seller the footer and checkout name (Facturación's issuer; issue 40), or null: inlined, else as loaded. */
export function useSeller(): Seller | null {
  useShopSettings();
  return peekInlined<SettingsAnswer>("/settings")?.seller ?? (onServer ? null : loadedSeller);
}

/** The settings, or null until they arrive; `failed` when they could not be read. */
export function useShopSettings(): { settings: ShopSettings | null; failed: boolean } {
  // From the first render, the settings the page came with (the Worker inlines them in every page): the same on the
  // server and in the browser that hydrates its markup.
  const [state, setState] = useState<{ settings: ShopSettings | null; failed: boolean }>(() => ({
    settings: peekInlined<SettingsAnswer>("/settings")?.settings ?? (onServer ? null : loaded),
    failed: false,
  }));
  useEffect(() => {
    let live = true;
    fetchShopSettings().then(
      (settings) => live && setState({ settings, failed: false }),
      () => live && setState((now) => ({ settings: now.settings, failed: now.settings === null })),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
