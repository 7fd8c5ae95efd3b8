import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import {
  CFE_TYPE_LABELS,
  type CfeDocument,
  type CfeLine,
  type CfePrint,
  type CfeReceiver,
  type CfeType,
  dgiQrUrl,
  securityCode,
  totalsOf,
} from "../../../domain/invoices.ts";
import { decodeDrawnQr, inflatedPdf, shownText } from "../../../tests/support/pdf-text.ts";
import { cfePdf, drawCfe, totalRows } from "./draw-cfe.ts";

const ISSUER = {
  rut: "215521750017",
  legalName: "Química Oriental S.A.",
  address: "Av. Gral. Flores 2345",
  city: "Montevideo",
  department: "Montevideo",
};
const HASH = "Zq8xPm3kT0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456=";
// 14:30 on 25/11 in Montevideo; 02:30 UTC the next day would still be the 25th there (UTC−3).
const ISSUED_AT = "2026-11-26T02:30:00.000Z";

const LINES: CfeLine[] = [
  {
    code: "alcohol-etilico-1000",
    description: "Alcohol etílico 96° (1000 cc)",
    quantity: 2,
    unitPrice: 1250,
    discount: 125,
    amount: 2375,
    rate: "basica",
  },
  {
    code: "vinagre-500",
    description: "Vinagre de alcohol (500 cc)",
    quantity: 3,
    unitPrice: 90,
    discount: 0,
    amount: 270,
    rate: "minima",
  },
  {
    code: "libro-1",
    description: "Manual de química del hogar",
    quantity: 1,
    unitPrice: 610,
    discount: 0,
    amount: 610,
    rate: "exento",
  },
  {
    code: "envio",
    description: "Envío a domicilio",
    quantity: 1,
    unitPrice: 150,
    discount: 0,
    amount: 150,
    rate: "basica",
  },
];

function printOf(type: CfeType, receiver: CfeReceiver, extra: Partial<CfeDocument> = {}, lines = LINES): CfePrint {
  const document: CfeDocument = {
    orderId: 4821,
    issuer: ISSUER,
    receiver,
    lines,
    totals: totalsOf(lines),
    paymentLabel: "Contado",
    ...extra,
  };
  return {
    kind: type === 102 || type === 112 ? "credit_note" : "cfe",
    type,
    typeLabel: CFE_TYPE_LABELS[type],
    series: "A",
    number: 12,
    issuedAt: ISSUED_AT,
    document,
    cae: { number: "90261234567", series: "A", first: 1, last: 5000, expires: "2028-06-30" },
    securityCode: securityCode(HASH),
    qrUrl: dgiQrUrl({
      issuerRut: ISSUER.rut,
      type,
      series: "A",
      number: 12,
      total: document.totals.total,
      issuedAt: new Date(ISSUED_AT),
      hash: HASH,
    }),
  };
}

const FACTURA = printOf(111, {
  kind: "rut",
  rut: "211234560018",
  name: "Ferretería Ñandú S.R.L.",
  address: "Rambla República de México 5500, Montevideo",
});

/** The PDF's raw text (jsPDF writes it uncompressed unless told otherwise). */
function pdfOf(print: CfePrint): string {
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  drawCfe(doc, print);
  return doc.output();
}

describe("the CFE's printed representation", () => {
  it("shows everything DGI asks of an e-Factura", () => {
    const text = shownText(pdfOf(FACTURA)).join("\n");
    for (const expected of [
      "Química Oriental S.A.",
      "RUT: 215521750017",
      "Av. Gral. Flores 2345",
      "Montevideo, Montevideo",
      "e-Factura",
      "Serie A, N.º 12",
      "Fecha de emisión: 25/11/2026",
      "Moneda: UYU",
      "Forma de pago: Contado",
      "RUT comprador: 211234560018",
      "Razón social: Ferretería Ñandú S.R.L.",
      "Domicilio: Rambla República de México 5500, Montevideo",
      "Pedido N.º 4821",
      "Código",
      "Descripción",
      "Cant.",
      "Precio unit.",
      "Descuento",
      "Importe",
      "Tasa",
      // A code too long for its column breaks after a hyphen.
      "alcohol-etilico-\n1000",
      "Alcohol etílico 96° (1000 cc)",
      "$ 1.250,00",
      "$ 125,00",
      "$ 2.375,00",
      "Básica",
      "Mínima",
      "Exento",
      "Envío a domicilio",
      "Monto neto IVA tasa básica",
      "IVA tasa básica 22 %",
      "Monto neto IVA tasa mínima",
      "IVA tasa mínima 10 %",
      "Monto no gravado",
      "$ 610,00",
      "Total a pagar",
      "$ 3.405,00",
      "CAE N.º 90261234567",
      "Serie A, del 1 al 5000",
      "Vencimiento: 30/06/2028",
      "Código de seguridad: Zq8xPm",
      "Puede verificar comprobante en www.efactura.dgi.gub.uy",
    ]) {
      expect(text).toContain(expected);
    }
    // Net and IVA per rate, to the cent: 2525 at 22 % and 270 at 10 %.
    expect(text).toContain("$ 2.069,67");
    expect(text).toContain("$ 455,33");
    expect(text).toContain("$ 245,45");
    expect(text).toContain("$ 24,55");
    expect(text).not.toContain("Consumo final");
  });

  it("draws a QR code of at least 22 mm that reads as DGI's verification address", () => {
    const { text, sizeMm } = decodeDrawnQr(pdfOf(FACTURA));
    expect(text).toBe(FACTURA.qrUrl);
    expect(text).toMatch(
      /^https:\/\/www\.efactura\.dgi\.gub\.uy\/consultaQR\/cfe\?215521750017,111,A,12,3405\.00,20261125,/,
    );
    expect(sizeMm).toBeGreaterThanOrEqual(22);
  });

  it("names the buyer of an e-Ticket by their C.I., or says 'Consumo final'", () => {
    const named = shownText(pdfOf(printOf(101, { kind: "ci", document: "12345672", name: "María Núñez" }))).join("\n");
    expect(named).toContain("e-Ticket");
    expect(named).toContain("C.I.: 12345672");
    expect(named).toContain("Nombre: María Núñez");
    expect(named).not.toContain("RUT comprador");

    const consumer = printOf(101, { kind: "none" });
    const anonymous = shownText(pdfOf(consumer)).join("\n");
    expect(anonymous).toContain("Consumo final");
    expect(anonymous).not.toContain("C.I.");
    expect(decodeDrawnQr(pdfOf(consumer)).text).toBe(consumer.qrUrl);
  });

  it("refers a credit note to the CFE it undoes", () => {
    const note = printOf(112, FACTURA.document.receiver, {
      reference: { type: 111, series: "A", number: 12, issuedOn: "2026-11-25" },
    });
    const text = shownText(pdfOf(note)).join("\n");
    expect(text).toContain("Nota de crédito de e-Factura");
    expect(text).toContain("Referencia: e-Factura A-12 del 25/11/2026");
  });

  // Issue 38, item 8: a credit note numbered A-1 that cancels e-Ticket A-4 is not 'Nota de crédito de e-Ticket A-1',
  // and nobody pays it.
  it("names a credit note by its number and the CFE it cancels, and totals it as a credit note", () => {
    const note: CfePrint = {
      ...printOf(102, { kind: "none" }, { reference: { type: 101, series: "A", number: 4, issuedOn: "2026-11-24" } }),
      number: 1,
    };
    const pdf = pdfOf(note);
    const text = shownText(pdf).join("\n");
    expect(text).toContain("Nota de crédito de e-Ticket"); // DGI's name of the type, in the document's box
    expect(text).toContain("Serie A, N.º 1");
    expect(text).toContain("Referencia: e-Ticket A-4 del 24/11/2026");
    expect(text).toContain("Total de la nota de crédito");
    expect(text).not.toContain("Total a pagar");
    expect(pdf).toContain("/Title (Nota de cr");
    expect(pdf).toMatch(/\/Title \(Nota de cr[^\n]* A-1 \\\(anula el e-Ticket A-4\\\)\)/);
    // An e-Ticket still asks to be paid.
    expect(shownText(pdfOf(printOf(101, { kind: "none" }))).join("\n")).toContain("Total a pagar");
  });

  it("puts many lines on more pages, numbered, with the totals and the CAE on the last", () => {
    const many = Array.from({ length: 60 }, (_, i): CfeLine => ({ ...LINES[0]!, code: `producto-${i + 1}` }));
    const pdf = pdfOf(printOf(111, FACTURA.document.receiver, {}, many));
    const text = shownText(pdf);
    const pages = Number(/Página 1 de (\d+)/.exec(text.join("\n"))?.[1]);
    expect(pages).toBeGreaterThan(1);
    // Each page's own drawing: those with lines start with the table's heading.
    const pageTexts = [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => shownText(m[1]!));
    const withLines = pageTexts.filter((t) => t.some((s) => s.startsWith("producto-")));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) {
      const heading = page.indexOf("Descripción");
      expect(heading).toBeGreaterThanOrEqual(0);
      expect(heading).toBeLessThan(page.findIndex((s) => s.startsWith("producto-")));
    }
    expect(text.join("\n")).toContain(`e-Factura A-12 · Página ${pages} de ${pages}`);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`producto-${i}`);
    expect(text.indexOf("Total a pagar")).toBeGreaterThan(text.indexOf("producto-60"));
    expect(text.join("\n")).toContain("$ 142.500,00");
  });

  it("lists net and IVA per rate, and only the rates the document has", () => {
    const onlyBasic = totalsOf([LINES[0]!]).byRate;
    expect(totalRows(onlyBasic)).toEqual([
      ["Monto neto IVA tasa básica", "$ 1.946,72"],
      ["IVA tasa básica 22 %", "$ 428,28"],
    ]);
  });

  it("builds a compressed PDF Blob on demand that still says it all", async () => {
    const blob = await cfePdf(FACTURA);
    expect(blob.type).toBe("application/pdf");
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.toString("latin1").startsWith("%PDF-")).toBe(true);
    // Inflate each stream and read it as the uncompressed PDF is read above.
    const inflated = inflatedPdf(bytes);
    expect(shownText(inflated).join("\n")).toContain("RUT comprador: 211234560018");
    expect(decodeDrawnQr(inflated).text).toBe(FACTURA.qrUrl);
  });
});
