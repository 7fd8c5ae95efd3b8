import { describe, expect, it } from "vitest";
import { uruguayHolidays } from "./dates.ts";
import { formatPercent } from "./money.ts";
import { shopRulesSchema } from "./schemas/shop-rules.ts";
import { fillRuleTokens, orderPricingRules } from "./shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

describe("the default shop rules", () => {
  it("close on the usual non-working days of 2026 and 2027 (holidays, Carnival, Tourism Week)", () => {
    const usual = [...uruguayHolidays(2026), ...uruguayHolidays(2027)].map(({ date, name }) => ({ date, name }));
    expect(DEFAULT_SHOP_RULES.nonWorkingDays).toEqual(usual);
  });

  it("pass their own schema", () => {
    expect(shopRulesSchema.parse(DEFAULT_SHOP_RULES)).toEqual(DEFAULT_SHOP_RULES);
  });

  it("an order keeps what prices and dates depend on, not the calendar", () => {
    expect(orderPricingRules(DEFAULT_SHOP_RULES)).toEqual({
      montevideoDeliveryFee: 350,
      freeDeliveryFrom: 4000,
      deliveryMinimum: 2000,
      transferDiscountPercent: 5,
      cutoffHour: 15,
      leadTimes: { pickup: 1, montevideo: 2, interior: 3 },
    });
  });
});

describe("the rule tokens", () => {
  it("say the owner's rules", () => {
    const rules = { ...DEFAULT_SHOP_RULES, montevideoDeliveryFee: 400, transferDiscountPercent: 10, cutoffHour: 9 };
    expect(
      fillRuleTokens("{{envio_montevideo}} · {{descuento_transferencia}} · {{hora_corte}} · {{otro}}", rules),
    ).toBe("$\u00a0400 · 10\u00a0% · 09:00 · {{otro}}");
    expect(formatPercent(5)).toBe("5\u00a0%");
  });
});

describe("the rules' schema", () => {
  const parse = (over: object) => shopRulesSchema.safeParse({ ...DEFAULT_SHOP_RULES, ...over });
  const messages = (over: object) => parse(over).error?.issues.map((i) => i.message);

  it("takes dd/mm/aaaa, stores YYYY-MM-DD sorted", () => {
    const days = [
      { date: "25/12/2026", name: "Navidad" },
      { date: "2026-01-01", name: "Año Nuevo" },
    ];
    expect(parse({ nonWorkingDays: days }).data?.nonWorkingDays).toEqual([
      { date: "2026-01-01", name: "Año Nuevo" },
      { date: "2026-12-25", name: "Navidad" },
    ]);
  });

  it("refuses bad values in Spanish", () => {
    expect(messages({ montevideoDeliveryFee: -1 })).toEqual(["El costo del delivery no puede ser menor que 0."]);
    expect(messages({ transferDiscountPercent: 51 })).toEqual([
      "El descuento por transferencia no puede ser mayor que 50.",
    ]);
    expect(messages({ cutoffHour: 24 })).toEqual(["La hora de corte no puede ser mayor que 23."]);
    expect(messages({ cutoffHour: Number.NaN })).toEqual(["Escriba la hora de corte en números."]);
    expect(messages({ deliveryMinimum: 5000 })).toEqual([
      "El envío gratis no puede empezar por debajo de la compra mínima para envío.",
    ]);
    expect(messages({ nonWorkingDays: [{ date: "31/02/2027", name: "x" }] })).toEqual([
      "Escriba la fecha como dd/mm/aaaa, por ejemplo 25/12/2026.",
    ]);
    expect(
      messages({
        nonWorkingDays: [
          { date: "01/05/2027", name: "a" },
          { date: "2027-05-01", name: "b" },
        ],
      }),
    ).toEqual(["La fecha 01/05/2027 está repetida."]);
  });
});
