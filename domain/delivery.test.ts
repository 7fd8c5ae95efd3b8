import { describe, expect, it } from "vitest";
import {
  canDeliver,
  DELIVERY_MIN_SUBTOTAL,
  deliveryFee,
  FREE_DELIVERY_FROM,
  MONTEVIDEO_DELIVERY_FEE,
} from "./delivery.ts";

describe("delivery constants", () => {
  it("match the policy", () => {
    expect(DELIVERY_MIN_SUBTOTAL).toBe(2000);
    expect(MONTEVIDEO_DELIVERY_FEE).toBe(350);
    expect(FREE_DELIVERY_FROM).toBe(4000);
  });
});

describe("canDeliver", () => {
  it("needs a subtotal of at least $2000", () => {
    expect(canDeliver(0)).toBe(false);
    expect(canDeliver(1999)).toBe(false);
    expect(canDeliver(2000)).toBe(true);
    expect(canDeliver(3999)).toBe(true);
    expect(canDeliver(4000)).toBe(true);
  });
});

describe("deliveryFee", () => {
  const mvd = (subtotal: number) => deliveryFee({ subtotal, deliveryMethod: "delivery", town: "Montevideo" });

  it("charges $350 in Montevideo below $4000 and nothing from $4000", () => {
    expect(mvd(1999)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(2000)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(3999)).toEqual({ fee: 350, paidByReceiver: false });
    expect(mvd(4000)).toEqual({ fee: 0, paidByReceiver: false });
    expect(mvd(10_000)).toEqual({ fee: 0, paidByReceiver: false });
  });

  it("charges nothing for pickup, wherever the shopper lives", () => {
    for (const subtotal of [0, 1999, 2000, 3999, 4000]) {
      expect(deliveryFee({ subtotal, deliveryMethod: "pickup", town: "Montevideo" })).toEqual({
        fee: 0,
        paidByReceiver: false,
      });
      expect(deliveryFee({ subtotal, deliveryMethod: "pickup", town: "Salto" })).toEqual({
        fee: 0,
        paidByReceiver: false,
      });
    }
  });

  it("sends interior orders by courier, paid by the receiver", () => {
    for (const subtotal of [2000, 3999, 4000]) {
      expect(deliveryFee({ subtotal, deliveryMethod: "delivery", town: "Canelones" })).toEqual({
        fee: 0,
        paidByReceiver: true,
      });
    }
  });
});
