import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartLine,
  fullInCartMessage,
  increaseLine,
  MAX_UNITS_PER_PRODUCT,
  type NewCartLine,
  productsOverUnitLimit,
  refusal,
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
    expect(remainingStock(added.lines, lavanda)).toBe(0);
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
  it("names the limit when it is the bound, else the size's stock", () => {
    expect(fullInCartMessage("Aceite de lavanda", "limit")).toBe(
      "Aceite de lavanda: máximo 99 unidades. Ya tiene 99 en el carrito.",
    );
    expect(fullInCartMessage("Aceite de lavanda", "stock")).toBe(
      "Ya tiene en el carrito todo el stock disponible de este tamaño.",
    );
  });
});

describe("stock by size and in bulk in the cart (DESIGN.md section 10)", () => {
  it("by size: each size is capped by its own units, not by the other size's", () => {
    const small = { ...lavanda, stock: 3 };
    const big = { ...lavanda, variantId: 11, size: 1000, stock: 0 };
    const lines = addToCart([], small, 3, newId).lines;
    expect(remainingStock(lines, small)).toBe(0);
    expect(refusal(lines, small)).toBe("stock");
    expect(addToCart(lines, big, 1, newId)).toMatchObject({ ok: false, reason: "stock" });
    expect(addToCart([], { ...big, stock: 2 }, 2, newId).ok).toBe(true);
  });

  it("in bulk: 1500 cc fits one 1000 cc; with it in the cart, another 1000 cc no longer fits but 500 cc does", () => {
    const litre = { ...lavanda, variantId: 12, size: 1000, stock: 1, bulkStock: 1500 };
    const half = { ...lavanda, variantId: 13, size: 500, stock: 3, bulkStock: 1500 };
    expect(remainingStock([], litre)).toBe(1);
    const lines = addToCart([], litre, 1, newId).lines;
    expect(remainingStock(lines, litre)).toBe(0);
    expect(addToCart(lines, litre, 1, newId)).toMatchObject({ ok: false, reason: "stock" });
    expect(remainingStock(lines, half)).toBe(1);
    const both = addToCart(lines, half, 1, newId);
    expect(both.ok).toBe(true);
    expect(remainingStock(both.lines, half)).toBe(0);
    expect(increaseLine(both.lines, both.lines[1]!.cartId)).toMatchObject({ ok: false, reason: "stock" });
  });

  it("in bulk, plenty of bulk is still bound by the 99 units rule", () => {
    const drop = { ...lavanda, size: 30, stock: 1000, bulkStock: 30_000 };
    expect(addToCart([], drop, 100, newId)).toMatchObject({ ok: false, reason: "limit" });
    expect(refusal(addToCart([], drop, 99, newId).lines, drop)).toBe("limit");
  });
});
