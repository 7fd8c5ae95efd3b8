import type { ShopRules } from "./shop-rules.ts";

/**
 * The rules until the owner changes them (the migration seeds these): delivery $ 350 in Montevideo, free from
 * $ 4000, minimum $ 2000 for delivery, 5 % off by transfer, cut-off 15:00, lead times 1 (2 after the cut-off) / 2 / 3
 * business days, and the non-working days of 2026 and 2027 (those of uruguayHolidays: holidays, Carnival, Tourism
 * Week).
 */
export const DEFAULT_SHOP_RULES: ShopRules = {
  montevideoDeliveryFee: 350,
  freeDeliveryFrom: 4000,
  deliveryMinimum: 2000,
  transferDiscountPercent: 5,
  cutoffHour: 15,
  leadTimes: { pickup: 1, montevideo: 2, interior: 3 },
  storeHours: "Lunes a viernes 8:30–12:30 y 13:00–17:30",
  // Written out rather than computed (the holiday code stays out of the pages that only need these values);
  // domain/shop-rules.test.ts checks they are uruguayHolidays(2026) and (2027).
  nonWorkingDays: [
    { date: "2026-01-01", name: "Año Nuevo" },
    { date: "2026-01-06", name: "Día de Reyes" },
    { date: "2026-02-16", name: "Carnaval (lunes)" },
    { date: "2026-02-17", name: "Carnaval (martes)" },
    { date: "2026-04-02", name: "Jueves Santo (Semana de Turismo)" },
    { date: "2026-04-03", name: "Viernes Santo (Semana de Turismo)" },
    { date: "2026-04-19", name: "Desembarco de los 33 Orientales" },
    { date: "2026-05-01", name: "Día de los Trabajadores" },
    { date: "2026-05-18", name: "Batalla de Las Piedras" },
    { date: "2026-06-19", name: "Natalicio de Artigas" },
    { date: "2026-07-18", name: "Jura de la Constitución" },
    { date: "2026-08-25", name: "Declaratoria de la Independencia" },
    { date: "2026-10-12", name: "Día de la Diversidad Cultural" },
    { date: "2026-11-02", name: "Día de los Difuntos" },
    { date: "2026-12-25", name: "Navidad" },
    { date: "2027-01-01", name: "Año Nuevo" },
    { date: "2027-01-06", name: "Día de Reyes" },
    { date: "2027-02-08", name: "Carnaval (lunes)" },
    { date: "2027-02-09", name: "Carnaval (martes)" },
    { date: "2027-03-25", name: "Jueves Santo (Semana de Turismo)" },
    { date: "2027-03-26", name: "Viernes Santo (Semana de Turismo)" },
    { date: "2027-04-19", name: "Desembarco de los 33 Orientales" },
    { date: "2027-05-01", name: "Día de los Trabajadores" },
    { date: "2027-05-18", name: "Batalla de Las Piedras" },
    { date: "2027-06-19", name: "Natalicio de Artigas" },
    { date: "2027-07-18", name: "Jura de la Constitución" },
    { date: "2027-08-25", name: "Declaratoria de la Independencia" },
    { date: "2027-10-12", name: "Día de la Diversidad Cultural" },
    { date: "2027-11-02", name: "Día de los Difuntos" },
    { date: "2027-12-25", name: "Navidad" },
  ],
};
