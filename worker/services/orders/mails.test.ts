import { describe, expect, it } from "vitest";
import { orderPricingRules } from "../../../domain/shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "../../../domain/shop-rules-defaults.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../../domain/shop-settings-defaults.ts";
import type { OrderRow } from "../../db/orders.ts";
import { mailShopOf } from "../mail/render.ts";
import { deliveryDescription, moveMails, orderPlacedMails, sentence } from "./mails.ts";

const order = (overrides: Partial<OrderRow> = {}): OrderRow => ({
  id: 41,
  accessToken: "tok",
  status: "pending",
  createdAt: new Date("2026-11-18T13:00:00Z"),
  estimatedDate: "2026-11-20",
  deliveryMethod: "delivery",
  paymentMethod: "bank",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "Pérez",
  phone: "099 123 456",
  rut: null,
  companyName: null,
  companyAddress: null,
  buyerDocument: null,
  street: "Calle 1",
  apartment: null,
  town: "Salto",
  zip: "50000",
  note: null,
  subtotal: 2500,
  discountCode: null,
  codeDiscount: 0,
  transferDiscount: 125,
  deliveryFee: 0,
  total: 2375,
  hasReceipt: false,
  paymentId: null,
  paymentType: "TRANSFERENCIA",
  paymentStatus: null,
  paymentStatusDetail: null,
  mpPreferenceId: null,
  checkoutUrl: null,
  reservationExpiresAt: null,
  refundNeeded: false,
  saleAnnulled: false,
  fulfilment: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  shippingAgency: null,
  pricingRules: orderPricingRules(DEFAULT_SHOP_RULES),
  items: [
    {
      productName: "Aceite de lavanda",
      productSlug: "aceite-de-lavanda",
      size: 100,
      unit: "cc",
      unitPrice: 1250,
      quantity: 2,
      lineTotal: 2500,
      ivaRate: "basica",
    },
  ],
  ...overrides,
});

const accounts = [
  { bank: "BROU", accountType: "Caja de ahorro", currency: "UYU", number: "001", holder: "Química Oriental S.A." },
] as const;
const deps = {
  shopEmail: "ventas@example.com",
  siteUrl: "https://tienda.example.uy",
  shop: mailShopOf(DEFAULT_SHOP_SETTINGS),
};
const mails = (o: OrderRow) => orderPlacedMails(deps, o, accounts as never);

describe("order mails", () => {
  it("ends a sentence with one full stop", () => {
    expect(sentence("a nombre de Química Oriental S.A.")).toBe("a nombre de Química Oriental S.A.");
    expect(sentence("Puede transferir")).toBe("Puede transferir.");
  });

  it("never writes 'S.A..'", () => {
    for (const mail of mails(order())) {
      expect(mail.text).not.toContain("..");
      expect(mail.html).not.toContain("..");
    }
    expect(mails(order())[0]!.text).toContain("a nombre de Química Oriental S.A.\n");
  });

  it("says a delivery to the interior goes by courier, never 'Delivery'", () => {
    const [customer, notice] = mails(order());
    expect(customer!.text).toContain("Forma de entrega: envío por agencia a Salto (el envío lo paga quien recibe).");
    expect(customer!.text).not.toContain("Delivery");
    expect(notice!.html).toContain("Envío por agencia a Salto");
    expect(notice!.html).not.toContain("Delivery");
  });

  it("links the CFE's page from the mails an approval sends, and only from those", () => {
    const href = "https://tienda.example.uy/shop/order/41/cfe/cfe?token=tok";
    const line = "Su e-Ticket estará disponible en unos minutos en:";
    for (const kind of ["approved", "paid"] as const) {
      const [customer] = moveMails(deps, order({ status: "approved" }), kind);
      expect(customer!.html, kind).toContain(`${line} <a href="${href}"`);
      expect(customer!.html, kind).toMatch(/>Ver comprobante<\/a>/);
      expect(customer!.text, kind).toContain(`${line} ${href}`);
    }
    for (const kind of ["cancelled", "preparing", "payment_pending"] as const) {
      const [customer] = moveMails(deps, order(), kind);
      expect(customer!.html, kind).not.toContain("/cfe/");
      expect(customer!.text, kind).not.toContain("estará disponible en unos minutos");
    }
    // With a RUT it is an e-Factura.
    const [company] = moveMails(deps, order({ status: "approved", rut: "210475730011" }), "approved");
    expect(company!.text).toContain("Su e-Factura estará disponible en unos minutos en:");
  });

  it("names home delivery in Montevideo and pickup", () => {
    expect(deliveryDescription({ deliveryMethod: "delivery", town: "Montevideo" })).toBe(
      "envío a domicilio en Montevideo",
    );
    expect(deliveryDescription({ deliveryMethod: "pickup", town: null })).toBe("retiro en el local");
    expect(mails(order({ deliveryMethod: "pickup", town: null, street: null }))[0]!.text).toContain(
      "Forma de entrega: retiro en el local. Fecha estimada de retiro:",
    );
  });

  it("writes the buyer's cédula as on the card in the shop's notice", () => {
    const [, notice] = mails(order({ buyerDocument: "12345672" }));
    expect(notice!.html).toContain("1.234.567-2");
    expect(notice!.text).toContain("Cédula de identidad: 1.234.567-2");
  });
});

// Issue 38, item 14: 'salió hacia Montevideo' to someone who lives in Montevideo.
describe("the shipped mail says where the parcel goes", () => {
  const said = (o: OrderRow) => moveMails(deps, o, "shipped")[0]!.text;
  it("to the customer's address in Montevideo, to the agency in another department", () => {
    expect(said(order({ deliveryMethod: "delivery", town: "Montevideo" }))).toContain("salió hacia su dirección.");
    expect(said(order({ deliveryMethod: "delivery", town: "Montevideo" }))).not.toContain("hacia Montevideo");
    expect(said(order({ deliveryMethod: "delivery", town: "Canelones", shippingAgency: "DAC Las Piedras" }))).toContain(
      "salió hacia la agencia DAC Las Piedras de Canelones.",
    );
    expect(said(order({ deliveryMethod: "delivery", town: "Salto" }))).toContain("salió hacia la agencia de Salto.");
  });
});
