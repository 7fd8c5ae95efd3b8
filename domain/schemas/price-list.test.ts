import { describe, expect, it } from "vitest";
import { priceListSchema, quantityBreaksSchema, sizeTermsSchema } from "./price-list.ts";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("a price list as the owner writes it", () => {
  it("accepts the issue's example and fills the defaults", () => {
    const parsed = priceListSchema.parse({
      name: " Mayorista A ",
      sizes: [
        {
          variantId: 7,
          breaks: [
            { from: 1, price: 900 },
            { from: 5, price: 850 },
            { from: 10, price: 800 },
          ],
        },
      ],
      categories: [{ categoryId: 2, percent: 10 }],
    });
    expect(parsed).toMatchObject({ name: "Mayorista A", transferDiscountPercent: null });
    expect(parsed.sizes[0]).toMatchObject({ price: null, minQuantity: null, multiple: null });
  });

  it("refuses breaks out of order or not cheaper, in Spanish", () => {
    expect(
      messages(
        quantityBreaksSchema.safeParse([
          { from: 5, price: 850 },
          { from: 5, price: 800 },
        ]),
      ),
    ).toEqual(["Cada escala empieza en más unidades que la anterior."]);
    expect(
      messages(
        quantityBreaksSchema.safeParse([
          { from: 1, price: 850 },
          { from: 5, price: 900 },
        ]),
      ),
    ).toEqual(["Cada escala tiene un precio menor que la anterior."]);
    expect(messages(quantityBreaksSchema.safeParse([{ from: 1, price: 0 }]))).toEqual([
      "El precio debe ser mayor que cero.",
    ]);
  });

  it("refuses a minimum that is not a multiple of the multiple, a percent over 90, and repeated sizes", () => {
    expect(messages(sizeTermsSchema.safeParse({ variantId: 1, minQuantity: 7, multiple: 5 }))).toEqual([
      "El mínimo debe ser un múltiplo del múltiplo.",
    ]);
    expect(messages(sizeTermsSchema.safeParse({ variantId: 1, price: { kind: "percent", percent: 95 } }))).toEqual([
      "El porcentaje va de 1 a 90.",
    ]);
    expect(messages(priceListSchema.safeParse({ name: "A", sizes: [{ variantId: 1 }, { variantId: 1 }] }))).toEqual([
      "Cada tamaño va una sola vez.",
    ]);
    expect(messages(priceListSchema.safeParse({ name: " " }))).toEqual(["Escriba el nombre de la lista."]);
  });
});
