import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { montevideoDate } from "./dates.ts";
import {
  buildCfeDocument,
  cfeTypeFor,
  dgiQrUrl,
  formatCi,
  type InvoiceableOrder,
  isValidCi,
  securityCode,
  shareOut,
  splitIva,
} from "./invoices.ts";

const ISSUER = {
  rut: "211234560018",
  legalName: "Química Oriental S.A.",
  address: "Av. Gral. Flores 2345",
  city: "Montevideo",
  department: "Montevideo",
};

function order(overrides: Partial<InvoiceableOrder> = {}): InvoiceableOrder {
  return {
    id: 1042,
    rut: null,
    companyName: null,
    companyAddress: null,
    buyerDocument: null,
    firstName: "Ana",
    lastName: "Pérez",
    deliveryFee: 0,
    codeDiscount: 0,
    transferDiscount: 0,
    total: 0,
    items: [
      {
        productSlug: "aceite-de-lavanda",
        productName: "Aceite de lavanda",
        size: 30,
        unit: "cc",
        unitPrice: 610,
        quantity: 2,
        lineTotal: 1220,
        ivaRate: "basica",
      },
      {
        productSlug: "vitamina-e",
        productName: "Vitamina E",
        size: 100,
        unit: "grs",
        unitPrice: 550,
        quantity: 1,
        lineTotal: 550,
        ivaRate: "minima",
      },
    ],
    ...overrides,
  };
}

describe("which CFE an order gets", () => {
  it("is an e-Factura with a RUT and an e-Ticket without; credit notes are the next code", () => {
    expect(cfeTypeFor({ rut: "211234560018" }, "cfe")).toBe(111);
    expect(cfeTypeFor({ rut: "211234560018" }, "credit_note")).toBe(112);
    expect(cfeTypeFor({ rut: null }, "cfe")).toBe(101);
    expect(cfeTypeFor({ rut: null }, "credit_note")).toBe(102);
  });
});

describe("the CFE's document", () => {
  it("has each item at its rate, the delivery fee as its own line at the basic rate, and the order's total", () => {
    const doc = buildCfeDocument(order({ deliveryFee: 250, total: 2020 }), ISSUER);
    expect(doc.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.discount, l.amount, l.rate])).toEqual([
      ["Aceite de lavanda (30 cc)", 2, 610, 0, 1220, "basica"],
      ["Vitamina E (100 grs)", 1, 550, 0, 550, "minima"],
      ["Envío a domicilio", 1, 250, 0, 250, "basica"],
    ]);
    expect(doc.totals.total).toBe(2020);
    // 1470 with 22 %: net 1204,92 and IVA 265,08; 550 with 10 %: net 500 and IVA 50.
    expect(doc.totals.byRate).toEqual([
      { rate: "basica", gross: 1470, netCents: 120492, ivaCents: 26508 },
      { rate: "minima", gross: 550, netCents: 50000, ivaCents: 5000 },
    ]);
    expect(doc.receiver).toEqual({ kind: "none" });
  });

  it("names each line by its product's code, as remitos and CSVs do; the slug only for a product without one", () => {
    const base = order({ deliveryFee: 250 });
    const coded = { ...base, items: base.items.map((i, n) => ({ ...i, code: n === 0 ? "AV-001" : null })) };
    expect(buildCfeDocument(coded, ISSUER).lines.map((l) => l.code)).toEqual(["AV-001", "vitamina-e", "envio"]);
  });

  it("shares the code's and the transfer's discounts over the items so the lines add up to the total", () => {
    const doc = buildCfeDocument(order({ codeDiscount: 177, transferDiscount: 80, total: 1513 }), ISSUER);
    expect(doc.lines.map((l) => l.discount)).toEqual([177, 80]);
    expect(doc.totals.total).toBe(1513);
  });

  it("names a company (e-Factura) or the buyer's document (e-Ticket above the threshold)", () => {
    const company = buildCfeDocument(
      order({ rut: "211234560018", companyName: "Cliente S.A.", companyAddress: "Colonia 1234" }),
      ISSUER,
    );
    expect(company.receiver).toEqual({
      kind: "rut",
      rut: "211234560018",
      name: "Cliente S.A.",
      address: "Colonia 1234",
    });
    expect(buildCfeDocument(order({ buyerDocument: "12345672" }), ISSUER).receiver).toEqual({
      kind: "ci",
      document: "12345672",
      name: "Ana Pérez",
    });
  });

  it("splits IVA so that net plus IVA is the price, to the cent, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom("basica", "minima", "exento"), (g, rate) => {
        const { netCents, ivaCents } = splitIva(g, rate as "basica");
        expect(netCents + ivaCents).toBe(g * 100);
        if (rate === "exento") expect(ivaCents).toBe(0);
        else expect(Math.abs(ivaCents - netCents * (rate === "basica" ? 0.22 : 0.1))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("shares any discount exactly, never more than a line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(500_000),
        (w, a) => {
          const shares = shareOut(a, w);
          const sum = w.reduce((x, y) => x + y, 0);
          expect(shares.reduce((x, y) => x + y, 0)).toBe(Math.min(a, sum));
          for (const [i, s] of shares.entries()) expect(s).toBeLessThanOrEqual(w[i]!);
        },
      ),
    );
  });
});

describe("what DGI's verification needs", () => {
  it("builds the QR address from RUT, type, series, number, total, date and hash, and the security code", () => {
    const hash = "mghK5nJZkGskjJUkRv8EnG+U8xa1vs1tROJsIqDXBMk=";
    const url = dgiQrUrl({
      issuerRut: "211234560018",
      type: 111,
      series: "A",
      number: 758,
      total: 291,
      issuedAt: new Date("2026-11-25T02:30:00Z"),
      hash,
    });
    // 02:30 UTC is still the 24th in Montevideo.
    expect(url).toBe(
      "https://www.efactura.dgi.gub.uy/consultaQR/cfe?211234560018,111,A,758,291.00,20261124,mghK5nJZkGskjJUkRv8EnG%2BU8xa1vs1tROJsIqDXBMk%3D",
    );
    expect(securityCode(hash)).toBe("mghK5n");
    expect(montevideoDate(new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-25");
  });

  it("checks a cédula's check digit", () => {
    expect(isValidCi("1.234.567-2")).toBe(true);
    expect(isValidCi("12345672")).toBe(true);
    expect(isValidCi("12345673")).toBe(false);
    expect(isValidCi("abc")).toBe(false);
  });

  // Issue 38, item 5: '0.000.000-0' passes the check digit (0 × anything is 0) but names nobody.
  it("refuses a cédula of only zeros, however it is written, and only that among well-formed numbers", () => {
    const separator = fc.constantFrom("", ".", "-", " ");
    const zeros = fc
      .array(fc.tuple(fc.constant("0"), separator), { minLength: 6, maxLength: 8 })
      .map((parts) => parts.map(([d, s]) => d + s).join(""));
    fc.assert(fc.property(zeros, (written) => !isValidCi(written)));
    expect(isValidCi("0.000.000-0")).toBe(false);
    expect(isValidCi("000000")).toBe(false);
    // Any other 6–8 digits keep the check digit's verdict: zeros inside a number are fine.
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,7}$/), (body) => {
        fc.pre(!/^0+$/.test(body));
        const padded = body.padStart(7, "0");
        const sum = [2, 9, 8, 7, 6, 3, 4].reduce((acc, w, i) => acc + w * Number(padded[i]), 0);
        expect(isValidCi(`${body}${(10 - (sum % 10)) % 10}`)).toBe(true);
      }),
    );
    expect(isValidCi("100.000-1")).toBe(true);
  });

  it("writes a cédula with its dots and check digit, as on the card", () => {
    expect(formatCi("12345672")).toBe("1.234.567-2");
    expect(formatCi("1234567")).toBe("123.456-7");
    expect(formatCi("123456")).toBe("12.345-6");
    expect(formatCi("1.234.567-2")).toBe("1.234.567-2");
    expect(formatCi("abc")).toBe("abc");
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,8}$/), (digits) => {
        const written = formatCi(digits);
        expect(written).toMatch(/^\d{1,3}(\.\d{3})*-\d$/);
        expect(written.replace(/[.-]/g, "")).toBe(digits);
      }),
    );
  });
});
