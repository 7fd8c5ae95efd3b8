import type { jsPDF } from "jspdf";
import { encode } from "uqr";

// The CFE's QR code (DGI's verification address): its matrix from uqr, drawn as filled squares in the PDF (vector,
// sharp at any zoom). One rectangle per run of dark modules in a row keeps the page's drawing short.

/** The QR code's modules, row by row (true: dark), without the quiet zone. Error correction M, as DGI's samples. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}

/** Draws `matrix` in black, `size` wide and high, its top left corner at (x, y), with a white quiet zone around. */
export function drawQr(doc: jsPDF, matrix: readonly (readonly boolean[])[], x: number, y: number, size: number) {
  const modules = matrix.length;
  if (!modules) return;
  const cell = size / modules;
  // Four modules of white around it, as the standard asks, so a scanner finds its edges.
  doc.setFillColor(255, 255, 255);
  doc.rect(x - 4 * cell, y - 4 * cell, size + 8 * cell, size + 8 * cell, "F");
  doc.setFillColor(0, 0, 0);
  matrix.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c];
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + r * cell, (c - start) * cell, cell, "F");
        start = -1;
      }
    }
  });
}
