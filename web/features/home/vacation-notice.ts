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

/** The visitor's calendar day of a moment ('2026-11-22'), in the browser's own time zone. */
function dayOf(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/**
 * Whether the closure notice opens (DESIGN.md section 4 item 10, not SPEC section 4's every visit): when none was
 * shown in this browser yet, when the notice changed (a replaced notice has a new id; its text is compared too),
 * or when it was last shown on an earlier day.
 */
export function noticeIsDue(stored: ShownNotice | null, notice: { id: number; content: string }, now: number) {
  return (
    !stored || stored.id !== notice.id || stored.content !== notice.content || dayOf(stored.lastShown) !== dayOf(now)
  );
}

/** The notice the last home load decided to open, remembered as shown only once the modal is on screen. */
let due: { id: number; content: string } | null = null;

/**
 * The home-load rule. No notice: forget the stored one. A notice that is due (see noticeIsDue): open. Nothing is
 * stored yet: the modal calls markNoticeShown when it is actually on screen (a home page that unmounts before
 * that, e.g. when the prerendered first view is replaced, must not use up the day's showing).
 */
export function noticeShouldOpen(notice: { id: number; content: string } | null, now = Date.now()): boolean {
  if (!notice) {
    due = null;
    if (vacationStore.get() !== null) vacationStore.set(null);
    return false;
  }
  if (!noticeIsDue(vacationStore.get(), notice, now)) return false;
  due = { id: notice.id, content: notice.content };
  return true;
}

/** Called by the modal once it shows: the notice is not due again until tomorrow or until it changes. */
export function markNoticeShown(now = Date.now()): void {
  if (due) vacationStore.set({ ...due, lastShown: now });
}
