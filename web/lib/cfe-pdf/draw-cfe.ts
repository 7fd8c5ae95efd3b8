import type { jsPDF } from "jspdf";
import { montevideoDate } from "../../../domain/dates.ts";
import {
  CFE_TYPE_LABELS,
  type CfeLine,
  type CfePrint,
  type CfeRateTotal,
  cfeName,
  cfeTotalLabel,
  IVA_PERCENT,
} from "../../../domain/invoices.ts";
import { centsText, dmy, pesosText, quantityText } from "./format.ts";
import { drawQr, qrMatrix } from "./qr.ts";

// The CFE's printed representation (DGI's representación impresa; decision 027): A4 portrait, Helvetica, in mm.
// The issuer, the type with its series and number, date, currency and payment; the receiver; the lines with their
// IVA rate; net and IVA per rate and the total; the CAE, the security code and the QR code for DGI's verification.
// Drawn in the browser (the Worker has no room for a PDF library): jsPDF and uqr load only when a CFE is opened.

const PAGE = { width: 210, height: 297, margin: 15 };
const RIGHT = PAGE.width - PAGE.margin;
/** Where the CAE block with the QR code starts, on the last page. */
const FOOTER_TOP = PAGE.height - PAGE.margin - 34;
const QR_SIZE = 27;
const DARK = 31;
const MUTED = 90;

const RATE_NAMES = { basica: "Básica", minima: "Mínima", exento: "Exento" } as const;

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell(line: CfeLine): string;
  /** Codes are slugs without spaces: they break after a hyphen. */
  hyphens?: boolean;
}

const COLUMNS: Column[] = [
  { title: "Código", width: 27, align: "left", cell: (l) => l.code, hyphens: true },
  { title: "Descripción", width: 59, align: "left", cell: (l) => l.description },
  { title: "Cant.", width: 11, align: "right", cell: (l) => quantityText(l.quantity) },
  { title: "Precio unit.", width: 24, align: "right", cell: (l) => pesosText(l.unitPrice) },
  { title: "Descuento", width: 21, align: "right", cell: (l) => (l.discount ? pesosText(l.discount) : "") },
  { title: "Importe", width: 23, align: "right", cell: (l) => pesosText(l.amount) },
  { title: "Tasa", width: 15, align: "right", cell: (l) => RATE_NAMES[l.rate] },
];

/** "e-Factura A-12". */
const cfeLabel = (type: keyof typeof CFE_TYPE_LABELS, series: string, number: number) =>
  `${CFE_TYPE_LABELS[type]} ${series}-${number}`;

function font(doc: jsPDF, size: number, style: "normal" | "bold" = "normal", gray = DARK) {
  doc.setFont("helvetica", style);
  doc.setFontSize(size);
  doc.setTextColor(gray, gray, gray);
}

/** Writes lines from (x, y), `step` mm apart; answers the y after the last one. */
function lines(doc: jsPDF, texts: string[], x: number, y: number, step = 4.6): number {
  texts.forEach((text, i) => {
    doc.text(text, x, y + i * step);
  });
  return y + texts.length * step;
}

function drawIssuer(doc: jsPDF, print: CfePrint): number {
  const { issuer } = print.document;
  font(doc, 13, "bold");
  const name = doc.splitTextToSize(issuer.legalName, 95) as string[];
  let y = lines(doc, name, PAGE.margin, PAGE.margin + 5, 5.4);
  font(doc, 9.5);
  const place = [issuer.city, issuer.department].filter(Boolean).join(", ");
  y = lines(doc, [`RUT: ${issuer.rut}`, issuer.address, place].filter(Boolean), PAGE.margin, y + 0.6);

  // The document's own box, top right: type, series and number, date, currency, payment.
  const boxX = 122;
  const boxY = PAGE.margin;
  doc.setDrawColor(DARK, DARK, DARK);
  doc.setLineWidth(0.4);
  doc.roundedRect(boxX, boxY, RIGHT - boxX, 36, 1.5, 1.5, "S");
  font(doc, 13, "bold");
  doc.text(print.typeLabel, boxX + 4, boxY + 7.5);
  font(doc, 10, "bold");
  doc.text(`Serie ${print.series}, N.º ${print.number}`, boxX + 4, boxY + 13.5);
  font(doc, 9.5);
  lines(
    doc,
    [
      `Fecha de emisión: ${dmy(montevideoDate(new Date(print.issuedAt)))}`,
      "Moneda: UYU",
      `Forma de pago: ${print.document.paymentLabel || "Contado"}`,
    ],
    boxX + 4,
    boxY + 20,
  );
  return Math.max(y, boxY + 36) + 6;
}

function drawReceiver(doc: jsPDF, print: CfePrint, top: number): number {
  const { receiver, reference, orderId } = print.document;
  const facts =
    receiver.kind === "rut"
      ? [`RUT comprador: ${receiver.rut}`, `Razón social: ${receiver.name}`, `Domicilio: ${receiver.address}`]
      : receiver.kind === "ci"
        ? [`C.I.: ${receiver.document}`, `Nombre: ${receiver.name}`]
        : ["Consumo final"];
  font(doc, 8, "bold", MUTED);
  doc.text("RECEPTOR", PAGE.margin, top);
  font(doc, 9.5);
  const wrapped = facts.flatMap((f) => doc.splitTextToSize(f, 110) as string[]);
  let y = lines(doc, wrapped, PAGE.margin, top + 5);
  font(doc, 9.5, "bold");
  doc.text(`Pedido N.º ${orderId}`, RIGHT, top + 5, { align: "right" });
  if (reference) {
    font(doc, 9.5, "bold");
    const ref = `Referencia: ${cfeLabel(reference.type, reference.series, reference.number)} del ${dmy(reference.issuedOn)}`;
    y = lines(doc, [ref], PAGE.margin, y + 1.5);
  }
  return y + 3;
}

/** `text` in lines of at most `width` mm, broken after its hyphens ('alcohol-etilico-' / '1000'), else anywhere. */
export function wrapAtHyphens(doc: jsPDF, text: string, width: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const part of text.split(/(?<=-)/)) {
    if (current && doc.getTextWidth(current + part) > width) {
      out.push(current);
      current = "";
    }
    current += part;
  }
  if (current) out.push(current);
  return out.flatMap((piece) => doc.splitTextToSize(piece, width) as string[]);
}

function drawTableHead(doc: jsPDF, y: number): number {
  doc.setFillColor(238, 243, 239);
  doc.rect(PAGE.margin, y, RIGHT - PAGE.margin, 7, "F");
  font(doc, 8, "bold");
  let x = PAGE.margin;
  for (const col of COLUMNS) {
    const at = col.align === "right" ? x + col.width - 1.5 : x + 1.5;
    doc.text(col.title, at, y + 4.7, { align: col.align });
    x += col.width;
  }
  return y + 7;
}

/** The lines, on as many pages as they need (the heading again on each); answers the y under the last one. */
function drawLines(doc: jsPDF, items: CfeLine[], top: number): number {
  let y = drawTableHead(doc, top);
  for (const line of items) {
    font(doc, 8.5);
    const cells = COLUMNS.map((col) =>
      col.hyphens
        ? wrapAtHyphens(doc, col.cell(line), col.width - 3)
        : (doc.splitTextToSize(col.cell(line), col.width - 3) as string[]),
    );
    const height = Math.max(...cells.map((c) => c.length)) * 3.8 + 2.6;
    if (y + height > PAGE.height - PAGE.margin - 8) {
      doc.addPage("a4", "portrait");
      y = drawTableHead(doc, PAGE.margin);
      font(doc, 8.5);
    }
    let x = PAGE.margin;
    COLUMNS.forEach((col, i) => {
      const at = col.align === "right" ? x + col.width - 1.5 : x + 1.5;
      doc.text(cells[i]!, at, y + 4.4, { align: col.align, lineHeightFactor: 1.26 });
      x += col.width;
    });
    y += height;
    doc.setDrawColor(217, 220, 211);
    doc.setLineWidth(0.2);
    doc.line(PAGE.margin, y, RIGHT, y);
  }
  return y;
}

/** Net and IVA per rate, or the untaxed amount: the rows of the totals block. */
export function totalRows(byRate: readonly CfeRateTotal[]): [string, string][] {
  return byRate.flatMap((t): [string, string][] => {
    if (t.rate === "exento") return [["Monto no gravado", centsText(t.netCents + t.ivaCents)]];
    const name = t.rate === "basica" ? "básica" : "mínima";
    return [
      [`Monto neto IVA tasa ${name}`, centsText(t.netCents)],
      [`IVA tasa ${name} ${IVA_PERCENT[t.rate]} %`, centsText(t.ivaCents)],
    ];
  });
}

function drawTotals(doc: jsPDF, print: CfePrint, top: number): number {
  const rows = totalRows(print.document.totals.byRate);
  let y = top + 6;
  font(doc, 9.5);
  for (const [label, value] of rows) {
    doc.text(label, 150, y, { align: "right" });
    doc.text(value, RIGHT, y, { align: "right" });
    y += 5;
  }
  doc.setDrawColor(DARK, DARK, DARK);
  doc.setLineWidth(0.4);
  doc.line(110, y - 2.5, RIGHT, y - 2.5);
  font(doc, 11, "bold");
  doc.text(cfeTotalLabel(print.type), 150, y + 2.5, { align: "right" });
  doc.text(pesosText(print.document.totals.total), RIGHT, y + 2.5, { align: "right" });
  return y + 6;
}

/** The CAE, the security code and the QR code, at the foot of the last page. */
function drawFooter(doc: jsPDF, print: CfePrint) {
  const y = FOOTER_TOP;
  doc.setDrawColor(217, 220, 211);
  doc.setLineWidth(0.2);
  doc.line(PAGE.margin, y - 4, RIGHT, y - 4);
  drawQr(doc, qrMatrix(print.qrUrl), PAGE.margin, y, QR_SIZE);
  const x = PAGE.margin + QR_SIZE + 6;
  font(doc, 9.5, "bold");
  doc.text(`Código de seguridad: ${print.securityCode}`, x, y + 3.5);
  font(doc, 9.5);
  lines(
    doc,
    [
      `CAE N.º ${print.cae.number}`,
      `Serie ${print.cae.series}, del ${print.cae.first} al ${print.cae.last}`,
      `Vencimiento: ${dmy(print.cae.expires)}`,
    ],
    x,
    y + 8.5,
  );
  font(doc, 8.5, "normal", MUTED);
  doc.text("Puede verificar comprobante en www.efactura.dgi.gub.uy", x, y + 25);
}

/** Draws the CFE's printed representation into `doc` (A4 portrait, mm), on as many pages as its lines need. */
export function drawCfe(doc: jsPDF, print: CfePrint): void {
  // A credit note's name says which CFE it cancels ('Nota de crédito A-1 (anula el e-Ticket A-4)').
  const name = cfeName(print.type, print.series, print.number, print.document.reference);
  doc.setProperties({
    title: name,
    subject: `${name} del pedido N.º ${print.document.orderId}`,
    author: print.document.issuer.legalName,
    creator: print.document.issuer.legalName,
  });
  doc.setLanguage("es");
  let y = drawIssuer(doc, print);
  y = drawReceiver(doc, print, y);
  y = drawLines(doc, print.document.lines, y);
  if (y + 40 > FOOTER_TOP - 6) {
    doc.addPage("a4", "portrait");
    y = PAGE.margin;
  }
  drawTotals(doc, print, y);
  drawFooter(doc, print);
  const pages = doc.getNumberOfPages();
  if (pages > 1) {
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      font(doc, 8, "normal", MUTED);
      doc.text(`${name} · Página ${page} de ${pages}`, RIGHT, PAGE.height - 6, { align: "right" });
    }
  }
}

/** The PDF of `print`, with jsPDF loaded on demand (never on the storefront's first load). */
export async function cfePdf(print: CfePrint): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
  drawCfe(doc, print);
  return doc.output("blob");
}
