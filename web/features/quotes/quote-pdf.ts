import type { QuoteView } from "../../../domain/api/quotes.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import { dmy, pesosText, quantityText } from "../../lib/cfe-pdf/format.ts";
import { saveBlob } from "../../lib/cfe-pdf/open-cfe.ts";

// The quote as a PDF (issue 44 part 3), drawn in the browser the way the CFE is (decision 027): jsPDF loaded only
// when the customer asks for it, A4 portrait, Helvetica, in mm; amounts and dates as the CFE writes them.

const MARGIN = 15;
const RIGHT = 195;
const BOTTOM = 280;

/** 'Cotizacion-C-1001.pdf'. */
export const quoteFileName = (quote: Pick<QuoteView, "number">) => `Cotizacion-${quote.number}.pdf`;

/** The quote's PDF. */
export async function quotePdf(quote: QuoteView): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
  doc.setFont("helvetica", "bold");
  doc.setFontSize(16);
  doc.text(SHOP_NAME, MARGIN, 20);
  doc.setFontSize(13);
  doc.text(`Cotización ${quote.number}`, RIGHT, 20, { align: "right" });
  doc.setFont("helvetica", "normal");
  doc.setFontSize(9.5);
  let y = 30;
  const facts = [
    `Fecha: ${dmy(quote.sentAt ?? quote.createdAt)}`,
    ...(quote.validUntil ? [`Válida hasta el ${dmy(quote.validUntil)} inclusive`] : []),
    `Cliente: ${quote.email}`,
  ];
  for (const fact of facts) {
    doc.text(fact, MARGIN, y);
    y += 5;
  }
  y += 4;
  doc.setFont("helvetica", "bold");
  doc.text("Producto", MARGIN, y);
  doc.text("Cant.", 130, y, { align: "right" });
  doc.text("Precio unit.", 160, y, { align: "right" });
  doc.text("Importe", RIGHT, y, { align: "right" });
  doc.line(MARGIN, y + 1.5, RIGHT, y + 1.5);
  doc.setFont("helvetica", "normal");
  y += 7;
  for (const line of quote.lines) {
    if (y > BOTTOM) {
      doc.addPage();
      y = 20;
    }
    const name = doc.splitTextToSize(`${line.productName} (${line.size ?? ""} ${line.unit})`, 100) as string[];
    doc.text(name, MARGIN, y);
    doc.text(quantityText(line.quantity), 130, y, { align: "right" });
    doc.text(pesosText(line.unitPrice), 160, y, { align: "right" });
    doc.text(pesosText(line.lineTotal), RIGHT, y, { align: "right" });
    y += 5 * name.length + 1.5;
  }
  doc.line(MARGIN, y - 2, RIGHT, y - 2);
  y += 3;
  const totals: [string, number][] = [["Subtotal", quote.subtotal]];
  if (quote.deliveryFee) totals.push(["Envío a domicilio", quote.deliveryFee]);
  totals.push(["Total", quote.total]);
  for (const [label, amount] of totals) {
    doc.setFont("helvetica", label === "Total" ? "bold" : "normal");
    doc.text(label, 160, y, { align: "right" });
    doc.text(pesosText(amount), RIGHT, y, { align: "right" });
    y += 5.5;
  }
  doc.setFont("helvetica", "normal");
  if (quote.ownerNote) {
    y += 4;
    doc.text(doc.splitTextToSize(quote.ownerNote, RIGHT - MARGIN) as string[], MARGIN, y);
  }
  doc.setFontSize(8);
  doc.text("Precios en pesos uruguayos. El envío a domicilio se cobra solo si lo elige al aceptar.", MARGIN, 288);
  return doc.output("blob");
}

/** Draws and downloads the quote's PDF. */
export async function downloadQuotePdf(quote: QuoteView): Promise<void> {
  saveBlob(await quotePdf(quote), quoteFileName(quote));
}
