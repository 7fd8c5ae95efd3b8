import { describe, expect, it } from "vitest";
import { canDeliver, deliveryFee, deliveryPlace, shippingLine } from "./delivery.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

const RULES = DEFAULT_SHOP_RULES;

describe("the default rules", () => {
  it("match today's policy", () => {
    expect(RULES.deliveryMinimum).toBe(2000);
    expect(RULES.montevideoDeliveryFee).toBe(350);
    expect(RULES.freeDeliveryFrom).toBe(4000);
  });
});

describe("canDeliver", () => {
  it("needs a subtotal of at least $2000", () => {
    expect(canDeliver(0, RULES)).toBe(false);
    expect(canDeliver(1999, RULES)).toBe(false);
    expect(canDeliver(2000, RULES)).toBe(true);
    expect(canDeliver(3999, RULES)).toBe(true);
    expect(canDeliver(4000, RULES)).toBe(true);
  });
});

describe("deliveryFee", () => {
  const mvd = (subtotal: number) => deliveryFee({ subtotal, deliveryMethod: "delivery", town: "Montevideo" }, RULES);

  it("charges $350 in Montevideo below $4000 and nothing from $4000", () => {
    expect(mvd(1999)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(2000)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(3999)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(4000)).toEqual({ fee: 0, paidByReceiver: false });
    expect(mvd(10_000)).toEqual({ fee: 0, paidByReceiver: false });
  });

  it("charges nothing for pickup, wherever the shopper lives", () => {
    for (const subtotal of [0, 1999, 2000, 3999, 4000]) {
      expect(deliveryFee({ subtotal, deliveryMethod: "pickup", town: "Montevideo" }, RULES)).toEqual({
        fee: 0,
        paidByReceiver: false,
      });
      expect(deliveryFee({ subtotal, deliveryMethod: "pickup", town: "Salto" }, RULES)).toEqual({
        fee: 0,
        paidByReceiver: false,
      });
    }
  });

  it("sends interior orders by courier, paid by the receiver", () => {
    for (const subtotal of [2000, 3999, 4000]) {
      expect(deliveryFee({ subtotal, deliveryMethod: "delivery", town: "Canelones" }, RULES)).toEqual({
        fee: 0,
        paidByReceiver: true,
      });
    }
  });
});

describe("with the owner's rules", () => {
  const owner = { deliveryMinimum: 1500, montevideoDeliveryFee: 400, freeDeliveryFrom: 6000 };

  it("uses the owner's minimum, fee and threshold", () => {
    expect(canDeliver(1499, owner)).toBe(false);
    expect(canDeliver(1500, owner)).toBe(true);
    const mvd = (subtotal: number) => deliveryFee({ subtotal, deliveryMethod: "delivery", town: "Montevideo" }, owner);
    expect(mvd(4000)).toEqual({ fee: 400, paidByReceiver: false });
    expect(mvd(5999)).toEqual({ fee: 400, paidByReceiver: false });
    expect(mvd(6000)).toEqual({ fee: 0, paidByReceiver: false });
  });
});

describe("where an order goes, in words (issue 38, item 14)", () => {
  it("says pickup, home delivery in Montevideo, or the agency of another department; never 'Delivery a …'", () => {
    expect(deliveryPlace({ deliveryMethod: "pickup", town: null })).toBe("Retiro en el local");
    expect(deliveryPlace({ deliveryMethod: "delivery", town: "Montevideo" })).toBe("Envío a domicilio en Montevideo");
    expect(deliveryPlace({ deliveryMethod: "delivery", town: "Canelones" })).toBe("Envío por agencia a Canelones");
    expect(deliveryPlace({ deliveryMethod: "delivery", town: "Canelones", agency: "DAC Las Piedras" })).toBe(
      "Envío a la agencia DAC Las Piedras de Canelones",
    );
  });

  it("names the carrier the shopper chose, to its agency or to the address (issue 45)", () => {
    const salto = { deliveryMethod: "delivery", town: "Salto", carrier: "DAC" };
    expect(deliveryPlace({ ...salto, mode: "agency", agency: "DAC Salto Centro" })).toBe(
      "Envío por DAC a la agencia DAC Salto Centro de Salto",
    );
    expect(deliveryPlace({ ...salto, carrier: "UES", mode: "address" })).toBe("Envío por UES a domicilio en Salto");
    expect(shippingLine({ carrierName: "DAC", mode: "agency", agency: "DAC Salto Centro" })).toBe(
      "DAC · Agencia DAC Salto Centro",
    );
    expect(shippingLine({ carrierName: "UES", mode: "address", agency: null })).toBe("UES · A domicilio");
  });
});
