/**
 * The demo's safety data sheets and technical sheet (issue 42; decision 033): small real PDFs made here, one page of
 * text each, so the seed's hazardous products can be published (a product with a pictogram needs a current FDS) and
 * their pages offer the download. They say they are demo documents, not a supplier's sheets.
 */

/** The demo products (by slug) that get an FDS (the five with GHS data) and the one with a Ficha técnica. */
export const DEMO_FDS_PRODUCTS = [
  "aceite-esencial-de-eucalipto",
  "aceite-esencial-de-limon",
  "aceite-esencial-de-naranja-dulce",
  "aceite-esencial-de-arbol-de-te",
  "acido-citrico",
] as const;
export const DEMO_FICHA_TECNICA_PRODUCTS = ["aceite-esencial-de-eucalipto"] as const;
/** The revision date the demo documents carry. */
export const DEMO_REVISION_DATE = "2026-03-15";

/** A PDF string literal: ASCII only (accents dropped), with ( ) \ escaped. */
function pdfText(text: string): string {
  const ascii = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A one-page PDF (PDF 1.4, Helvetica) with a title and lines of text; its cross-reference table has the exact byte
 * offsets, so readers open it without repairing it.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    "BT /F1 16 Tf 56 780 Td",
    `${pdfText(title)} Tj`,
    "/F1 11 Tf 0 -28 Td",
    ...lines.flatMap((line) => [`${pdfText(line)} Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The demo FDS of a product. */
export function demoFds(productName: string): Uint8Array {
  return simplePdf(`Ficha de datos de seguridad - ${productName}`, [
    "Quimica Oriental - documento de demostracion de la tienda en linea.",
    `Revision: ${DEMO_REVISION_DATE.split("-").reverse().join("/")}.`,
    "Secciones 1 a 16 segun el SGA (GHS) y el Decreto 307/009.",
    "Reemplace este archivo por la ficha del proveedor antes de vender.",
  ]);
}

/** The demo Ficha técnica of a product. */
export function demoFichaTecnica(productName: string): Uint8Array {
  return simplePdf(`Ficha tecnica - ${productName}`, [
    "Quimica Oriental - documento de demostracion de la tienda en linea.",
    `Revision: ${DEMO_REVISION_DATE.split("-").reverse().join("/")}.`,
    "Aspecto, densidad, indice de refraccion y rotacion optica: ver certificado de cada lote.",
  ]);
}
