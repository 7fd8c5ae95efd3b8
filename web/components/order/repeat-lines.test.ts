import { describe, expect, it } from "vitest";
import type { OrderItem } from "../../../domain/api/orders.ts";
import { repeatLines, repeatMessage } from "./repeat-lines.ts";

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  productId: 7,
  variantId: 71,
  productName: "Aceite esencial de Lavanda",
  productSlug: "aceite-esencial-de-lavanda",
  size: 100,
  unit: "cc",
  unitPrice: 490,
  quantity: 2,
  lineTotal: 980,
  ...over,
});

describe("'Repetir pedido': the order's lines for the cart", () => {
  it("keeps each line's product, size, quantity, the unit price paid and its name then", () => {
    expect(
      repeatLines([item(), item({ productId: 8, variantId: 81, size: 1000, unitPrice: 2500, quantity: 1 })]),
    ).toEqual({
      lines: [
        {
          productId: 7,
          variantId: 71,
          quantity: 2,
          unitPrice: 490,
          name: "Aceite esencial de Lavanda",
          size: 100,
          unit: "cc",
        },
        {
          productId: 8,
          variantId: 81,
          quantity: 1,
          unitPrice: 2500,
          name: "Aceite esencial de Lavanda",
          size: 1000,
          unit: "cc",
        },
      ],
      gone: [],
    });
  });

  it("a line whose product or size was deleted since is only named", () => {
    const { lines, gone } = repeatLines([
      item({ variantId: null }),
      item({ productId: null, productName: "Base neutra" }),
    ]);
    expect(lines).toEqual([]);
    expect(gone).toEqual([
      "Aceite esencial de Lavanda (100 cc) ya no se vende en ese tamaño.",
      "Base neutra (100 cc) ya no se vende en ese tamaño.",
    ]);
  });

  it("says how many products went into the cart, or that none could", () => {
    expect(repeatMessage(1)).toBe("Agregamos 1 producto al carrito.");
    expect(repeatMessage(3)).toBe("Agregamos 3 productos al carrito.");
    expect(repeatMessage(0)).toMatch(/^No pudimos agregar ningún producto/);
  });
});
