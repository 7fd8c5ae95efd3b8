import { describe, expect, expectTypeOf, it } from "vitest";
import { type CheckoutForm, checkoutForm, type OrderRequest, orderRequest } from "./checkout.ts";

const pickup = {
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "Pérez",
  phone: "099 123 456",
  deliveryMethod: "pickup",
  paymentMethod: "bank",
  acceptTerms: true,
};

const delivery = {
  ...pickup,
  deliveryMethod: "delivery",
  paymentMethod: "mercadopago",
  streetAddress: "Av. 18 de Julio 1234",
  apartment: "Apto 5",
  town: "Montevideo",
  zip: "11200",
};

const order = {
  ...delivery,
  items: [
    { productId: 1, variantId: 10, quantity: 2 },
    { productId: 1, variantId: 11, quantity: 1 },
  ],
  idempotencyKey: "b6f7c0e2-checkout-1",
};

function issues(schema: typeof checkoutForm | typeof orderRequest, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkoutForm", () => {
  it("accepts a pickup order without an address", () => {
    expect(checkoutForm.parse(pickup)).toEqual({ ...pickup, subscribe: false });
  });

  it("accepts a delivery order with the full address", () => {
    expect(checkoutForm.parse({ ...delivery, subscribe: true, note: "Timbre roto" })).toEqual({
      ...delivery,
      subscribe: true,
      note: "Timbre roto",
    });
  });

  it("requires contact fields with 'Este campo es obligatorio.'", () => {
    expect(issues(checkoutForm, { ...pickup, email: "", firstName: "  ", lastName: undefined, phone: "" })).toEqual({
      email: "Este campo es obligatorio.",
      firstName: "Este campo es obligatorio.",
      lastName: "Este campo es obligatorio.",
      phone: "Este campo es obligatorio.",
    });
  });

  it("keeps names and address lines on one line (they reach mail headers); the note may have several", () => {
    expect(
      issues(checkoutForm, { ...delivery, firstName: "A\r\nBcc: x@y", lastName: "B\u0000", streetAddress: "x\ny" }),
    ).toEqual({
      firstName: "Escriba este dato en una sola línea.",
      lastName: "Escriba este dato en una sola línea.",
      streetAddress: "Escriba este dato en una sola línea.",
    });
    expect(checkoutForm.parse({ ...pickup, note: "Timbre roto.\nLlamar antes." }).note).toBe(
      "Timbre roto.\nLlamar antes.",
    );
  });

  it("checks e-mail and phone formats", () => {
    expect(issues(checkoutForm, { ...pickup, email: "ana@" })).toEqual({ email: "Correo electrónico no válido." });
    for (const phone of ["12345", "099-abc-456", "++59899123456", "+598 99 123 456 789 012"]) {
      expect(issues(checkoutForm, { ...pickup, phone }), phone).toEqual({ phone: "Teléfono no válido." });
    }
    for (const phone of ["099123456", "+598 99 123 456", "2901-2345", "099 123 456"]) {
      expect(issues(checkoutForm, { ...pickup, phone }), phone).toEqual({});
    }
  });

  const company = { companyName: "Química del Este S.A.", companyAddress: "Rincón 477, Montevideo" };

  it("takes an optional RUT, validated and stored as digits", () => {
    expect(checkoutForm.parse({ ...pickup, rut: "" }).rut).toBeUndefined();
    expect(checkoutForm.parse({ ...pickup, ...company, rut: "21.047573.001-1" }).rut).toBe("210475730011");
    expect(issues(checkoutForm, { ...pickup, rut: "210475730012" })).toEqual({ rut: "RUT no válido." });
  });

  it("with a RUT, asks for the company's legal name and fiscal address (the e-Factura's receiver)", () => {
    const rut = "210475730011";
    expect(issues(checkoutForm, { ...pickup, rut })).toEqual({
      companyName: "Este campo es obligatorio.",
      companyAddress: "Este campo es obligatorio.",
    });
    expect(issues(checkoutForm, { ...pickup, rut, companyName: "  ", companyAddress: "Rincón 477" })).toEqual({
      companyName: "Este campo es obligatorio.",
    });
    // Together with the other fields' errors, so the shopper sees them all at once.
    expect(issues(checkoutForm, { ...pickup, rut, email: "", companyAddress: "x".repeat(201) })).toEqual({
      email: "Este campo es obligatorio.",
      companyName: "Este campo es obligatorio.",
      companyAddress: "Máximo 200 caracteres.",
    });
    expect(issues(checkoutForm, { ...pickup, rut, ...company, companyName: "x".repeat(151) })).toEqual({
      companyName: "Máximo 150 caracteres.",
    });
    expect(issues(checkoutForm, { ...pickup, rut, ...company, companyName: "A\r\nBcc: x@y" })).toEqual({
      companyName: "Escriba este dato en una sola línea.",
    });
    expect(checkoutForm.parse({ ...pickup, rut, ...company })).toMatchObject({ rut, ...company });
    // Without a RUT they are not asked (the server ignores them then), and an invalid RUT says only that.
    expect(issues(checkoutForm, pickup)).toEqual({});
    expect(issues(checkoutForm, { ...pickup, rut: "123" })).toEqual({ rut: "RUT no válido." });
  });

  it("takes an optional cédula, checked by its check digit and stored as digits", () => {
    expect(checkoutForm.parse({ ...pickup, buyerDocument: "" }).buyerDocument).toBeUndefined();
    expect(checkoutForm.parse({ ...pickup, buyerDocument: "1.234.567-2" }).buyerDocument).toBe("12345672");
    expect(checkoutForm.parse({ ...pickup, buyerDocument: " 4.567.890-5 " }).buyerDocument).toBe("45678905");
    // Seven digits (an old cédula) count as 0 + seven.
    expect(checkoutForm.parse({ ...pickup, buyerDocument: "765.432-3" }).buyerDocument).toBe("7654323");
    for (const buyerDocument of ["1.234.567-3", "12345", "123456789", "1234567a", "4.567.890-0"]) {
      expect(issues(checkoutForm, { ...pickup, buyerDocument }), buyerDocument).toEqual({
        buyerDocument: "Cédula no válida: revise sus dígitos.",
      });
    }
    for (const buyerDocument of ["0.000.000-0", "000000", "000.000-0", " 00000000 "]) {
      expect(issues(checkoutForm, { ...pickup, buyerDocument }), buyerDocument).toEqual({
        buyerDocument: "Cédula no válida: un número de solo ceros no es una cédula.",
      });
    }
    expect(issues(checkoutForm, { ...pickup, rut: "000000000000" })).toEqual({
      rut: "RUT no válido: un número de solo ceros no es un RUT.",
    });
  });

  it("requires the address only for delivery, and never the apartment (a house has none)", () => {
    const { streetAddress, apartment, town, zip, ...noAddress } = delivery;
    expect(issues(checkoutForm, noAddress)).toEqual({
      streetAddress: "Este campo es obligatorio.",
      town: "Este campo es obligatorio.",
      zip: "Este campo es obligatorio.",
    });
    expect(issues(checkoutForm, { ...noAddress, streetAddress: " ", apartment: "", town: "", zip: "" })).toEqual({
      streetAddress: "Este campo es obligatorio.",
      town: "Este campo es obligatorio.",
      zip: "Este campo es obligatorio.",
    });
    expect(issues(checkoutForm, { ...delivery, apartment: "" })).toEqual({});
    expect(issues(checkoutForm, { ...delivery, apartment: undefined })).toEqual({});
    expect(issues(orderRequest, { ...order, apartment: "  " })).toEqual({});
    expect(issues(checkoutForm, { ...pickup, streetAddress: "", town: "", zip: "" })).toEqual({});
  });

  it("reports missing address fields together with other errors", () => {
    expect(issues(checkoutForm, { ...delivery, firstName: "", streetAddress: "", zip: "123" })).toEqual({
      firstName: "Este campo es obligatorio.",
      streetAddress: "Este campo es obligatorio.",
      zip: "Código postal no válido.",
    });
  });

  it("checks the department and the postal code", () => {
    expect(issues(checkoutForm, { ...delivery, town: "Buenos Aires" })).toEqual({ town: "Departamento no válido." });
    expect(issues(checkoutForm, { ...delivery, zip: "1120" })).toEqual({ zip: "Código postal no válido." });
    expect(issues(checkoutForm, { ...delivery, town: "Paysandú", zip: "60000" })).toEqual({});
  });

  it("refuses unknown delivery and payment methods", () => {
    expect(issues(checkoutForm, { ...pickup, deliveryMethod: "drone", paymentMethod: "cash" })).toEqual({
      deliveryMethod: "Elija una forma de entrega.",
      paymentMethod: "Elija una forma de pago.",
    });
  });

  it("limits the note to 1000 characters", () => {
    expect(issues(checkoutForm, { ...pickup, note: "x".repeat(1001) })).toEqual({ note: "Máximo 1000 caracteres." });
  });

  it("has precise output types", () => {
    expectTypeOf<CheckoutForm["deliveryMethod"]>().toEqualTypeOf<"pickup" | "delivery">();
    expectTypeOf<CheckoutForm["subscribe"]>().toEqualTypeOf<boolean>();
    expectTypeOf<CheckoutForm["town"]>().toExtend<string | undefined>();
  });
});

describe("orderRequest", () => {
  it("accepts ids and quantities", () => {
    const parsed = orderRequest.parse(order);
    expect(parsed.items).toEqual(order.items);
    expect(parsed.idempotencyKey).toBe(order.idempotencyKey);
    expectTypeOf(parsed).toEqualTypeOf<OrderRequest>();
  });

  it("silently drops price and total fields a client might add", () => {
    const tampered = {
      ...order,
      total: 1,
      amount: 1,
      status: "approved",
      items: [{ productId: 1, variantId: 10, quantity: 2, price: 1, unitPrice: 1 }],
    };
    const parsed = orderRequest.parse(tampered);
    expect(parsed).not.toHaveProperty("total");
    expect(parsed).not.toHaveProperty("amount");
    expect(parsed).not.toHaveProperty("status");
    expect(parsed.items).toEqual([{ productId: 1, variantId: 10, quantity: 2 }]);
  });

  it("needs 1-50 items with whole positive quantities (the 99 units rule is the server's, by product)", () => {
    expect(issues(orderRequest, { ...order, items: [] })).toEqual({ items: "El carrito está vacío." });
    const many = Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, variantId: 1, quantity: 1 }));
    expect(issues(orderRequest, { ...order, items: many })).toEqual({ items: "Máximo 50 productos por pedido." });
    expect(issues(orderRequest, { ...order, items: [{ productId: 1, variantId: 1, quantity: 0 }] })).toEqual({
      "items.0.quantity": "Cantidad no válida.",
    });
    expect(issues(orderRequest, { ...order, items: [{ productId: 1, variantId: 1, quantity: 10_001 }] })).toEqual({
      "items.0.quantity": "Cantidad no válida.",
    });
    expect(issues(orderRequest, { ...order, items: [{ productId: 0, variantId: 1.5, quantity: "2" }] })).toMatchObject({
      "items.0.productId": "Producto no válido.",
      "items.0.variantId": "Tamaño no válido.",
      "items.0.quantity": "Cantidad no válida.",
    });
  });

  it("refuses the same product and size twice", () => {
    const items = [...order.items, { productId: 1, variantId: 10, quantity: 5 }];
    expect(issues(orderRequest, { ...order, items })).toEqual({ "items.2": "Producto repetido en el pedido." });
  });

  it("checks the receipt id and the idempotency key", () => {
    expect(orderRequest.parse({ ...order, receiptFileId: "0b6f2c1e-3d4a-4f5b-9c8d-7e6f5a4b3c2d" }).receiptFileId).toBe(
      "0b6f2c1e-3d4a-4f5b-9c8d-7e6f5a4b3c2d",
    );
    expect(issues(orderRequest, { ...order, receiptFileId: "../../etc/passwd" })).toEqual({
      receiptFileId: "Comprobante no válido.",
    });
    expect(issues(orderRequest, { ...order, idempotencyKey: "short" })).toEqual({
      idempotencyKey: "Clave del pedido no válida.",
    });
    const { idempotencyKey, ...noKey } = order;
    expect(issues(orderRequest, noKey)).toEqual({ idempotencyKey: "Clave del pedido no válida." });
  });

  it("applies the checkout rules too", () => {
    expect(issues(orderRequest, { ...order, zip: undefined, rut: "123" })).toEqual({
      rut: "RUT no válido.",
      zip: "Este campo es obligatorio.",
    });
    expect(issues(orderRequest, { ...order, rut: "210475730011", buyerDocument: "12345673" })).toEqual({
      companyName: "Este campo es obligatorio.",
      companyAddress: "Este campo es obligatorio.",
      buyerDocument: "Cédula no válida: revise sus dígitos.",
    });
  });

  it("does not crash on what is not an object (the API refuses it before; the schema says so too)", () => {
    for (const value of [null, 5, "x", []]) {
      expect(orderRequest.safeParse(value).success).toBe(false);
      expect(checkoutForm.safeParse(value).success).toBe(false);
    }
  });
});
