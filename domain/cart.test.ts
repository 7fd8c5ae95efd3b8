import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartLine,
  fullInCartMessage,
  increaseLine,
  MAX_UNITS_PER_PRODUCT,
  type NewCartLine,
  productsOverUnitLimit,
  remainingStock,
  unitLimit,
  unitLimitMessage,
} from "./cart.ts";

const lavanda: NewCartLine = {
  productId: 1,
  variantId: 10,
  slug: "aceite-de-lavanda",
  name: "Aceite de lavanda",
  image: null,
  categoryTitle: "Aceites",
  unit: "cc",
  size: 30,
  unitPrice: 250,
  stock: 200,
};
let n = 0;
const newId = () => `line-${n++}`;

describe("the quantity rule (99 units per product, never above stock)", () => {
  it("is 99 or the stock, whichever is lower", () => {
    expect(MAX_UNITS_PER_PRODUCT).toBe(99);
    expect(unitLimit(200)).toBe(99);
    expect(unitLimit(40)).toBe(40);
    expect(unitLimit(0)).toBe(0);
    expect(unitLimit(-3)).toBe(0);
  });

  it("names the product in its message", () => {
    expect(unitLimitMessage("Aceite de lavanda")).toBe("Aceite de lavanda: máximo 99 unidades.");
  });

  it("refuses 120 units with stock 200 as the limit, and 99 goes in", () => {
    expect(addToCart([], lavanda, 120, newId)).toMatchObject({ ok: false, reason: "limit" });
    const added = addToCart([], lavanda, 99, newId);
    expect(added.ok).toBe(true);
    expect(added.lines[0]?.quantity).toBe(99);
    expect(remainingStock(added.lines, 1, 200)).toBe(0);
    expect(increaseLine(added.lines, added.lines[0]!.cartId)).toMatchObject({ ok: false, reason: "limit" });
  });

  it("counts every size of the product together", () => {
    const first = addToCart([], lavanda, 60, newId).lines;
    const bigger = { ...lavanda, variantId: 11, size: 100 };
    expect(addToCart(first, bigger, 40, newId)).toMatchObject({ ok: false, reason: "limit" });
    expect(addToCart(first, bigger, 39, newId).ok).toBe(true);
  });

  it("calls it a stock refusal when the stock is the lower bound", () => {
    const few = { ...lavanda, stock: 5 };
    expect(addToCart([], few, 6, newId)).toMatchObject({ ok: false, reason: "stock" });
    const lines: CartLine[] = addToCart([], few, 5, newId).lines;
    expect(increaseLine(lines, lines[0]!.cartId)).toMatchObject({ ok: false, reason: "stock" });
  });

  it("finds the products of an order above the limit, each once", () => {
    expect(
      productsOverUnitLimit([
        { productId: 1, quantity: 60 },
        { productId: 2, quantity: 99 },
        { productId: 1, quantity: 40 },
        { productId: 3, quantity: 120 },
      ]),
    ).toEqual([1, 3]);
    expect(productsOverUnitLimit([{ productId: 1, quantity: 99 }])).toEqual([]);
  });
});

describe("fullInCartMessage", () => {
  it("names the limit when the stock is above it, else the stock", () => {
    expect(fullInCartMessage("Aceite de lavanda", 200)).toBe(
      "Aceite de lavanda: máximo 99 unidades. Ya tiene 99 en el carrito.",
    );
    expect(fullInCartMessage("Aceite de lavanda", 12)).toBe(
      "Ya tiene en el carrito todo el stock disponible de este producto.",
    );
  });
});
