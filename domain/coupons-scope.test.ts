import { describe, expect, it } from "vitest";
import { couponScope } from "./coupons.ts";

// Issue 38, item 14: a code limited to one category said 'algunos productos'; it names what it is limited to.
describe("what a discount code is limited to", () => {
  it("names its categories, counts its products, and says nothing for a code valid everywhere", () => {
    expect(couponScope([], 0)).toBeNull();
    expect(couponScope(["Aceites esenciales"], 0)).toBe("solo la categoría Aceites esenciales");
    expect(couponScope(["Aceites", "Jabones", "Velas"], 0)).toBe("solo las categorías Aceites, Jabones y Velas");
    expect(couponScope([], 1)).toBe("solo 1 producto elegido");
    expect(couponScope(["Aceites"], 3)).toBe("solo la categoría Aceites y 3 productos elegidos");
  });
});
