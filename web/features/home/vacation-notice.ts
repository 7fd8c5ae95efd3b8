import { persistedStore } from "../../lib/persisted-store.ts";

/** The closure notice last shown in this browser, and when (SPEC sections 3 and 4). */
export interface ShownNotice {
  id: number;
  content: string;
  lastShown: number;
}

export const vacationStore = persistedStore<ShownNotice | null>("shop.vacation.v1", null, (raw) => {
  const value = raw as Partial<ShownNotice> | null;
  return value && Number.isInteger(value.id) && typeof value.lastShown === "number"
    ? { id: value.id as number, content: String(value.content ?? ""), lastShown: value.lastShown }
    : null;
});

/**
 * The home-load rule of SPEC section 4. No notice: forget the stored one. A notice and none stored (or a
 * different one): store it with lastShown = now and open. The same one stored with lastShown before now:
 * open and update lastShown. Returns whether the modal opens.
 */
export function noticeShouldOpen(notice: { id: number; content: string } | null, now = Date.now()): boolean {
  if (!notice) {
    if (vacationStore.get() !== null) vacationStore.set(null);
    return false;
  }
  const stored = vacationStore.get();
  if (!stored || stored.id !== notice.id || stored.lastShown < now) {
    vacationStore.set({ id: notice.id, content: notice.content, lastShown: now });
    return true;
  }
  return false;
}
