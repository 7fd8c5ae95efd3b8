import { describe, expect, it } from "vitest";
import type { CheckedItem } from "../../../domain/api/cart.ts";
import type { CartLine } from "../../../domain/cart.ts";
import { applyShortItems, lineLabel, reconcileCart } from "./reconcile.ts";

const NBSP = "\u00a0";

function line(over: Partial<CartLine> = {}): CartLine {
  return {
    cartId: "a",
    productId: 1,
    variantId: 11,
    slug: "aceite-esencial-de-lavanda",
    name: "Aceite esencial de Lavanda",
    image: "/images/products/lavanda-1.svg",
    categoryTitle: "Aceites",
    unit: "cc",
    size: 100,
    unitPrice: 490,
    quantity: 2,
    stock: 50,
    bulkStock: null,
    ...over,
  };
}

function checked(from: CartLine, over: Partial<CheckedItem> = {}): CheckedItem {
  return {
    productId: from.productId,
    variantId: from.variantId,
    status: "ok",
    name: from.name,
    slug: from.slug,
    size: from.size,
    unit: from.unit,
    unitPrice: from.unitPrice,
    stock: from.stock,
    bulkStock: from.bulkStock ?? null,
    available: from.stock,
    image: from.image,
    ...over,
  };
}

describe("reconcileCart", () => {
  it("changes nothing and says nothing when the server agrees", () => {
    const lines = [line(), line({ cartId: "b", productId: 2, variantId: 21, name: "Aceite de Jojoba" })];
    const result = reconcileCart(
      lines,
      lines.map((l) => checked(l)),
    );
    expect(result.notices).toEqual([]);
    expect(result.lines).toEqual(lines);
  });

  it("takes the current price and says so", () => {
    const result = reconcileCart([line()], [checked(line(), { status: "price_changed", unitPrice: 520 })]);
    expect(result.lines[0]?.unitPrice).toBe(520);
    expect(result.notices).toEqual([
      `El precio de Aceite esencial de Lavanda (100 cc) cambió de $${NBSP}490 a $${NBSP}520.`,
    ]);
  });

  it("lowers a quantity above the stock and says how many are left", () => {
    const result = reconcileCart(
      [line({ quantity: 5 })],
      [checked(line(), { status: "insufficient_stock", stock: 3 })],
    );
    expect(result.lines[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(result.notices).toEqual([
      "Quedan solo 3 unidades de Aceite esencial de Lavanda (100 cc); ajustamos la cantidad.",
    ]);
  });

  it("uses the singular for one unit", () => {
    const result = reconcileCart([line({ quantity: 2 })], [checked(line(), { stock: 1 })]);
    expect(result.notices).toEqual([
      "Queda solo 1 unidad de Aceite esencial de Lavanda (100 cc); ajustamos la cantidad.",
    ]);
  });

  it("by size: caps each size at its own units, whatever the other size has", () => {
    const small = line({ cartId: "a", variantId: 11, size: 30, quantity: 2 });
    const big = line({ cartId: "b", variantId: 12, size: 100, quantity: 4 });
    const result = reconcileCart([small, big], [checked(small, { stock: 3 }), checked(big, { stock: 3 })]);
    expect(result.lines.map((l) => [l.cartId, l.quantity])).toEqual([
      ["a", 2],
      ["b", 3],
    ]);
    expect(result.notices).toEqual([
      "Quedan solo 3 unidades de Aceite esencial de Lavanda (100 cc); ajustamos la cantidad.",
    ]);
  });

  it("in bulk: shares the bulk between the sizes, in cart order", () => {
    const small = line({ cartId: "a", variantId: 11, size: 30, quantity: 2 });
    const big = line({ cartId: "b", variantId: 12, size: 100, quantity: 4 });
    // 300 cc: 2 × 30 cc leave 240 cc, which hold two of 100 cc.
    const result = reconcileCart(
      [small, big],
      [checked(small, { stock: 10, bulkStock: 300 }), checked(big, { stock: 3, bulkStock: 300 })],
    );
    expect(result.lines.map((l) => [l.cartId, l.quantity, l.bulkStock])).toEqual([
      ["a", 2, 300],
      ["b", 2, 300],
    ]);
    expect(result.notices).toEqual([
      "Quedan solo 2 unidades de Aceite esencial de Lavanda (100 cc); ajustamos la cantidad.",
    ]);
  });

  it("in bulk: removes a size the bulk no longer reaches, keeping the product's other size", () => {
    const small = line({ cartId: "a", variantId: 11, size: 30, quantity: 2 });
    const big = line({ cartId: "b", variantId: 12, size: 100, quantity: 1 });
    const result = reconcileCart(
      [small, big],
      [checked(small, { stock: 3, bulkStock: 90 }), checked(big, { stock: 0, bulkStock: 90 })],
    );
    expect(result.lines.map((l) => l.cartId)).toEqual(["a"]);
    expect(result.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) se quedó sin stock y lo quitamos del carrito.",
    ]);
  });

  it("removes a product with no stock left", () => {
    const result = reconcileCart([line()], [checked(line(), { status: "insufficient_stock", stock: 0 })]);
    expect(result.lines).toEqual([]);
    expect(result.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) se quedó sin stock y lo quitamos del carrito.",
    ]);
  });

  it("removes a product no longer sold", () => {
    const other = line({ cartId: "b", productId: 2, variantId: 21, name: "Aceite de Jojoba", size: 30 });
    const result = reconcileCart([line(), other], [checked(line(), { status: "unavailable" }), checked(other)]);
    expect(result.lines.map((l) => l.cartId)).toEqual(["b"]);
    expect(result.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) ya no está disponible y lo quitamos del carrito.",
    ]);
  });

  it("removes an item the server answers with no product data (unknown variant)", () => {
    const gone: CheckedItem = {
      productId: 1,
      variantId: 11,
      status: "unavailable",
      name: null,
      slug: null,
      size: null,
      unit: null,
      unitPrice: null,
      stock: 0,
      bulkStock: null,
      available: 0,
      image: null,
    };
    const result = reconcileCart([line()], [gone]);
    expect(result.lines).toEqual([]);
    expect(result.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) ya no está disponible y lo quitamos del carrito.",
    ]);
  });

  it("reports a price change and a stock cut on the same line", () => {
    const result = reconcileCart([line({ quantity: 4 })], [checked(line(), { unitPrice: 520, stock: 2 })]);
    expect(result.lines[0]).toMatchObject({ quantity: 2, unitPrice: 520 });
    expect(result.notices).toHaveLength(2);
  });

  it("keeps lines the answer does not mention and refreshes names and images", () => {
    const other = line({ cartId: "b", productId: 2, variantId: 21 });
    const result = reconcileCart([line(), other], [checked(line(), { name: "Lavanda", image: "/x.svg" })]);
    expect(result.lines).toEqual([{ ...line(), name: "Lavanda", image: "/x.svg" }, other]);
    expect(result.notices).toEqual([]);
  });
});

describe("applyShortItems", () => {
  it("caps the named products at what is available", () => {
    const other = line({ cartId: "b", productId: 2, variantId: 21, name: "Aceite de Jojoba", size: 30 });
    const result = applyShortItems(
      [line({ quantity: 6 }), other],
      [{ productId: 1, variantId: 11, name: "Aceite esencial de Lavanda", requested: 6, available: 4 }],
    );
    expect(result.lines).toEqual([{ ...line(), quantity: 4, stock: 4 }, other]);
    expect(result.notices).toEqual([
      "Quedan solo 4 unidades de Aceite esencial de Lavanda (100 cc); ajustamos la cantidad.",
    ]);
  });

  it("in bulk: takes what the server said fits beside the order's other lines", () => {
    const small = line({ cartId: "a", variantId: 11, size: 500, quantity: 1, stock: 3, bulkStock: 1500 });
    const big = line({ cartId: "b", variantId: 12, size: 1000, quantity: 2, stock: 1, bulkStock: 1500 });
    // The server has 1500 cc: beside 1 × 500 cc, one of 1000 cc fits.
    const result = applyShortItems(
      [small, big],
      [{ productId: 1, variantId: 12, name: "Aceite esencial de Lavanda (1000 cc)", requested: 2, available: 1 }],
    );
    expect(result.lines.map((l) => [l.cartId, l.quantity])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
    expect(result.notices).toEqual([
      "Queda solo 1 unidad de Aceite esencial de Lavanda (1000 cc); ajustamos la cantidad.",
    ]);
  });

  it("removes items the server does not know", () => {
    const result = applyShortItems([line()], [{ productId: 1, variantId: 11 }]);
    expect(result.lines).toEqual([]);
    expect(result.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) ya no está disponible y lo quitamos del carrito.",
    ]);
  });
});

describe("lineLabel", () => {
  it("names the size and unit", () => {
    expect(lineLabel({ name: "Aceite de Argán", size: 30, unit: "cc" })).toBe("Aceite de Argán (30 cc)");
  });
});
