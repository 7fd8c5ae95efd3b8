import type { DeliveryMethod } from "./delivery.ts";
import { isMontevideo } from "./departments.ts";
import type { LeadTimes } from "./shop-rules.ts";

// Delivery-date estimates (DESIGN.md 4.4) on real business days in Montevideo.
//
// Calendar dates are ISO strings 'YYYY-MM-DD' naming a day in Montevideo. Arithmetic on them is done
// on whole day numbers (UTC midnights, every day exactly 24 h long), so no time zone can shift a date.

export const SHOP_TIME_ZONE = "America/Montevideo";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Internally a date is a day number: whole days since 1970-01-01 (a Thursday).
function toDay(iso: string): number {
  const m = ISO_DATE.exec(iso);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  // Date.UTC rolls 2026-02-30 over to March; refuse that instead of guessing.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${iso}`);
  }
  return ms / DAY_MS;
}

function toIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dayOf(year: number, month: number, dayOfMonth: number): number {
  return Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;
}

/** Adds calendar days to an ISO date. */
export function addDays(iso: string, days: number): string {
  return toIso(toDay(iso) + days);
}

// ---------------------------------------------------------------------------------------------
// Holidays

export interface Holiday {
  readonly date: string;
  readonly name: string;
  /** One of the five paid non-working days of Uruguayan law; the rest are days the shop observes. */
  readonly legal: boolean;
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIso(dayOf(year, month, day));
}

// Legally non-working days (feriados no laborables, paid by law): 1 Jan, 1 May, 18 Jul, 25 Aug and
// 25 Dec. The others are "feriados laborables" or customary closures (Carnival, Semana de Turismo)
// on which most of the country, and this shop with its tiny team, is closed; the estimate treats
// every one of them as a closed day.
// Simplification: Uruguayan law moves some holidays (e.g. 19 Apr, 18 May, 12 Oct) to the nearest
// Monday in some years. We close on the calendar date instead; at worst an estimate is a day off.
const FIXED_HOLIDAYS: readonly (readonly [month: number, day: number, name: string, legal: boolean])[] = [
  [1, 1, "Año Nuevo", true],
  [1, 6, "Día de Reyes", false],
  [4, 19, "Desembarco de los 33 Orientales", false],
  [5, 1, "Día de los Trabajadores", true],
  [5, 18, "Batalla de Las Piedras", false],
  [6, 19, "Natalicio de Artigas", false],
  [7, 18, "Jura de la Constitución", true],
  [8, 25, "Declaratoria de la Independencia", true],
  [10, 12, "Día de la Diversidad Cultural", false],
  [11, 2, "Día de los Difuntos", false],
  [12, 25, "Navidad", true],
];

const holidayCache = new Map<number, readonly Holiday[]>();

/**
 * The days this shop closes in a year besides weekends, sorted by date: the default list of non-working days the
 * owner loads in Ajustes ('Cargar feriados de 2027') and edits there (ShopRules.nonWorkingDays).
 */
export function uruguayHolidays(year: number): readonly Holiday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = toDay(easterSunday(year));
  const entries: [number, string, boolean][] = [
    ...FIXED_HOLIDAYS.map(([month, day, name, legal]): [number, string, boolean] => [
      dayOf(year, month, day),
      name,
      legal,
    ]),
    [easter - 48, "Carnaval (lunes)", false],
    [easter - 47, "Carnaval (martes)", false],
    [easter - 3, "Jueves Santo (Semana de Turismo)", false],
    [easter - 2, "Viernes Santo (Semana de Turismo)", false],
  ];
  entries.sort((a, b) => a[0] - b[0]);
  const list = Object.freeze(entries.map(([day, name, legal]) => Object.freeze({ date: toIso(day), name, legal })));
  holidayCache.set(year, list);
  return list;
}

/** The days the shop is closed besides weekends (ShopRules.nonWorkingDays; dates 'YYYY-MM-DD'). */
export type ClosedDays = readonly { readonly date: string }[];

// Each list's day numbers, built once per list (the rules object is shared and never changed in place).
const closedSets = new WeakMap<ClosedDays, ReadonlySet<number>>();
function closedSet(closed: ClosedDays): ReadonlySet<number> {
  let set = closedSets.get(closed);
  if (!set) {
    set = new Set(closed.map((d) => toDay(d.date)));
    closedSets.set(closed, set);
  }
  return set;
}

function isOpen(day: number, closed: ReadonlySet<number>): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 Sunday .. 6 Saturday
  if (weekday === 0 || weekday === 6) return false;
  return !closed.has(day);
}

/** Whether iso is one of the listed non-working days. */
export function isHoliday(iso: string, closed: ClosedDays): boolean {
  return closedSet(closed).has(toDay(iso));
}

/** Monday to Friday and not a listed non-working day. */
export function isBusinessDay(iso: string, closed: ClosedDays): boolean {
  return isOpen(toDay(iso), closedSet(closed));
}

/** The n-th business day after iso (n = 0 gives iso itself). */
export function addBusinessDays(iso: string, n: number, closed: ClosedDays): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number >= 0, got ${n}`);
  const set = closedSet(closed);
  let day = toDay(iso);
  for (let left = n; left > 0; ) {
    day++;
    if (isOpen(day, set)) left--;
  }
  return toIso(day);
}

// ---------------------------------------------------------------------------------------------
// Local time in Montevideo

// Uruguay has been UTC-3 all year since 2015, but asking Intl keeps us right if that ever changes. Built on first
// use, never at module load: building an Intl formatter costs the storefront's start 20-40 ms (decision 010).
let localParts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (localParts ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

export interface LocalTime {
  /** The calendar date in Montevideo, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly hour: number;
  readonly minute: number;
}

/** YYYY-MM-DD of an instant in Montevideo (a CFE's date, an export's name). */
export function montevideoDate(at: Date): string {
  return montevideoLocalTime(at).date;
}

/** The wall-clock date and time in Montevideo at an instant. */
export function montevideoLocalTime(now: Date): LocalTime {
  if (Number.isNaN(now.getTime())) throw new RangeError("Invalid Date");
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of partsFormat().formatToParts(now)) part[p.type] = p.value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    hour: Number(part.hour) % 24, // some engines print midnight as "24"
    minute: Number(part.minute),
  };
}

// ---------------------------------------------------------------------------------------------
// The estimate

/** The rules the estimate uses (ShopRules; an order stores the cut-off and lead times it was estimated with). */
export interface EstimateRules {
  /** Pickup orders placed at or after this local hour take one more business day. */
  readonly cutoffHour: number;
  readonly leadTimes: LeadTimes;
  readonly nonWorkingDays: ClosedDays;
}

/** Business days until the order is ready: pickup (one more after the cut-off), Montevideo, interior. */
export function leadBusinessDays(input: {
  deliveryMethod: DeliveryMethod;
  town: string;
  afterCutoff: boolean;
  leadTimes: LeadTimes;
}): number {
  if (input.deliveryMethod === "pickup") return input.leadTimes.pickup + (input.afterCutoff ? 1 : 0);
  return isMontevideo(input.town) ? input.leadTimes.montevideo : input.leadTimes.interior;
}

/**
 * The date (ISO, Montevideo) an order placed at `now` is ready for pickup or delivered.
 * An order placed on a closed day (weekend or non-working day) is handled on the next business day as if it
 * came in that morning, so ordering on Saturday is never promised sooner than ordering on Friday
 * after the cut-off.
 */
export function estimateReadyDate(input: {
  now: Date;
  deliveryMethod: DeliveryMethod;
  town: string;
  rules: EstimateRules;
}): string {
  const closed = input.rules.nonWorkingDays;
  const local = montevideoLocalTime(input.now);
  const openDay = isBusinessDay(local.date, closed);
  const received = openDay ? local.date : addBusinessDays(local.date, 1, closed);
  const days = leadBusinessDays({
    deliveryMethod: input.deliveryMethod,
    town: input.town,
    afterCutoff: openDay && local.hour >= input.rules.cutoffHour,
    leadTimes: input.rules.leadTimes,
  });
  return addBusinessDays(received, days, closed);
}

// ---------------------------------------------------------------------------------------------
// One way to show dates and times (issue 23): dd/mm/aaaa, 24-hour clock, Montevideo time, everywhere
// (storefront, back office, order page, mails, CSV). A calendar date ('YYYY-MM-DD') is shown as it is; an
// instant (Date or ISO timestamp) is first turned into Montevideo's wall clock. The one long form is a blog post's
// date (formatLongDate); months are named by formatMonth / formatShortMonth. Month names are spelled here, not
// asked of Intl, so every browser and the Worker print the same.

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;
const SHORT_MONTHS = ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."];

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A calendar date 'YYYY-MM-DD', or an instant, as 'dd/mm/aaaa' (Montevideo's date for an instant). */
export function formatDate(value: string | Date): string {
  const iso = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : localOf(value).date;
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** An instant as 'dd/mm/aaaa HH:mm' in Montevideo (24-hour clock). */
export function formatDateTime(value: string | Date): string {
  const local = localOf(value);
  return `${formatDate(local.date)} ${pad2(local.hour)}:${pad2(local.minute)}`;
}

/** An instant's time of day in Montevideo, 'HH:mm' (24-hour clock). */
export function formatTime(value: string | Date): string {
  const local = localOf(value);
  return `${pad2(local.hour)}:${pad2(local.minute)}`;
}

/** 'dd/mm/aaaa' typed by a person → 'YYYY-MM-DD', or null when it is not a real date (also d/m/aaaa). */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  const day = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A blog post's date, the one long form: '2 de octubre de 2026' (Montevideo's date for an instant). */
export function formatLongDate(value: string | Date): string {
  const iso = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : localOf(value).date;
  return `${Number(iso.slice(8, 10))} de ${MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;
}

function monthIndex(month: string): number {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const index = m ? Number(m[2]) : 0;
  if (!m || index < 1 || index > 12) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return index - 1;
}

/** 'YYYY-MM' -> 'noviembre de 2026'. */
export function formatMonth(month: string): string {
  return `${MONTHS[monthIndex(month)]} de ${month.slice(0, 4)}`;
}

/** 'YYYY-MM' -> 'nov. 2026' (the dashboard's chart axis and table rows). */
export function formatShortMonth(month: string): string {
  return `${SHORT_MONTHS[monthIndex(month)]} ${month.slice(0, 4)}`;
}

function localOf(value: string | Date): LocalTime {
  const instant = value instanceof Date ? value : new Date(value);
  return montevideoLocalTime(instant);
}
