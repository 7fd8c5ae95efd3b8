import { inflateSync } from "node:zlib";
import jsQR from "jsqr";

// Reading a CFE's PDF back in tests (web/lib/cfe-pdf/draw-cfe.test.ts, tests/e2e/invoices.spec.ts): the text it
// shows and the QR code it draws, from jsPDF's content streams.

/** The PDF's content streams, inflated when compressed, as one latin1 string. */
export function inflatedPdf(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const streams = [...raw.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) =>
    inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1"),
  );
  return streams.length ? streams.join("\n") : raw;
}

/** Every string the PDF shows, in drawing order: the operands of its Tj operators, unescaped. */
export function shownText(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)].map((m) =>
    m[1]!.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
      /^[0-7]+$/.test(c) ? String.fromCharCode(Number.parseInt(c, 8)) : c === "n" ? "\n" : c,
    ),
  );
}

/** Decodes the QR code drawn in the PDF: its black rectangles painted on white, read by jsQR. */
export function decodeDrawnQr(pdf: string): { text: string | null; sizeMm: number } {
  const k = 72 / 25.4;
  let black = false;
  const rects: [number, number, number, number][] = [];
  const ops =
    /(-?[\d.]+) g\b|(?:^|\n)(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\s*\n\s*f\b|[\d.]+ [\d.]+ [\d.]+ rg\b/g;
  for (const m of pdf.matchAll(ops)) {
    if (m[1] !== undefined) black = Number(m[1]) === 0;
    else if (m[2] !== undefined) {
      if (black) {
        const [x, y, w, h] = [m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number];
        rects.push([x, Math.min(y, y + h), Math.abs(w), Math.abs(h)]);
      }
    } else black = false;
  }
  if (!rects.length) return { text: null, sizeMm: 0 };
  const minX = Math.min(...rects.map((r) => r[0]));
  const minY = Math.min(...rects.map((r) => r[1]));
  const maxX = Math.max(...rects.map((r) => r[0] + r[2]));
  const maxY = Math.max(...rects.map((r) => r[1] + r[3]));
  const scale = 6;
  const pad = 40;
  const width = Math.ceil((maxX - minX) * scale) + 2 * pad;
  const height = Math.ceil((maxY - minY) * scale) + 2 * pad;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const x0 = Math.round((x - minX) * scale) + pad;
    const x1 = Math.round((x + w - minX) * scale) + pad;
    // PDF's y grows upwards: flip it, so the image reads the right way up.
    const y0 = Math.round((maxY - (y + h)) * scale) + pad;
    const y1 = Math.round((maxY - y) * scale) + pad;
    for (let py = y0; py < y1; py++)
      for (let px = x0; px < x1; px++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { text: jsQR(pixels, width, height)?.data ?? null, sizeMm: (maxX - minX) / k };
}
