import { describe, expect, it } from "vitest";
import type { CheckedItem } from "../../../domain/api/cart.ts";
import type { CartLine } from "../../../domain/cart.ts";
import { type RememberedLine, refillLines } from "./refill.ts";

const NBSP = "\u00a0";

function want(over: Partial<RememberedLine> = {}): RememberedLine {
  return {
    productId: 1,
    variantId: 11,
    quantity: 2,
    unitPrice: 490,
    name: "Aceite esencial de Lavanda",
    size: 100,
    unit: "cc",
    ...over,
  };
}

function today(over: Partial<CheckedItem> = {}): CheckedItem {
  return {
    productId: 1,
    variantId: 11,
    status: "ok",
    name: "Aceite esencial de Lavanda",
    slug: "aceite-esencial-de-lavanda",
    size: 100,
    unit: "cc",
    unitPrice: 490,
    stock: 50,
    bulkStock: null,
    available: 50,
    image: "/images/products/lavanda-1.svg",
    ...over,
  };
}

let n = 0;
const ids = () => `id-${++n}`;

describe("refillLines: remembered lines back into the cart at today's prices", () => {
  it("adds a line as it is today and says nothing when nothing changed", () => {
    const r = refillLines([], [want()], [today()], ids);
    expect(r.added).toBe(1);
    expect(r.notices).toEqual([]);
    expect(r.lines).toMatchObject([{ productId: 1, variantId: 11, quantity: 2, unitPrice: 490 }]);
  });

  it("says when a price went up or down, and uses today's", () => {
    const r = refillLines(
      [],
      [want(), want({ productId: 2, variantId: 21, unitPrice: 300, name: "Glicerina", size: 1000, unit: "grs" })],
      [
        today({ unitPrice: 520 }),
        today({ productId: 2, variantId: 21, name: "Glicerina", size: 1000, unit: "grs", unitPrice: 250 }),
      ],
      ids,
    );
    expect(r.notices).toEqual([
      `Aceite esencial de Lavanda (100 cc) subió de $${NBSP}490 a $${NBSP}520.`,
      `Glicerina (1000 grs) bajó de $${NBSP}300 a $${NBSP}250.`,
    ]);
    expect(r.lines.map((l) => l.unitPrice)).toEqual([520, 250]);
  });

  it("leaves out a size that is gone and one without stock, naming the product page for 'Avisarme'", () => {
    const r = refillLines(
      [],
      [want(), want({ variantId: 12, size: 250 })],
      [
        today({ status: "unavailable", unitPrice: null, name: null, slug: null }),
        today({ variantId: 12, size: 250, stock: 0, available: 0 }),
      ],
      ids,
    );
    expect(r.added).toBe(0);
    expect(r.lines).toEqual([]);
    expect(r.leftOut).toEqual([
      { productId: 1, variantId: 11, label: "Aceite esencial de Lavanda (100 cc)", slug: null, reason: "gone" },
      {
        productId: 1,
        variantId: 12,
        label: "Aceite esencial de Lavanda (250 cc)",
        slug: "aceite-esencial-de-lavanda",
        reason: "out_of_stock",
      },
    ]);
    expect(r.notices).toEqual([
      "Aceite esencial de Lavanda (100 cc) ya no se vende en ese tamaño.",
      "Aceite esencial de Lavanda (250 cc) no tiene stock ahora.",
    ]);
  });

  it("merges with the cart and lowers a quantity to what still fits, saying so", () => {
    const inCart: CartLine = {
      ...today(),
      cartId: "c1",
      categoryTitle: null,
      unitPrice: 490,
      quantity: 2,
      stock: 3,
      bulkStock: null,
    } as CartLine;
    const r = refillLines([inCart], [want({ quantity: 5 })], [today({ stock: 3, available: 3 })], ids);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.quantity).toBe(3);
    expect(r.notices).toEqual([
      "De Aceite esencial de Lavanda (100 cc) queda solo 1 unidad para su carrito; pusimos 1.",
    ]);
  });
});
