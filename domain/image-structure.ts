import type { ImageType } from "./file-type.ts";

// Whether an upload parses as the image its first bytes claim: the container walked from start to end, every
// length inside the file, the parts a decoder needs present. A signature followed by anything else (a page,
// a script) is not an image. This does not decode pixels; it refuses what no decoder would read as one.

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG: IHDR first with a size, every chunk's CRC right, IDAT present, and the file ends with IEND. */
function isPng(b: Uint8Array): boolean {
  let i = 8;
  let first = true;
  let sawData = false;
  while (i + 12 <= b.length) {
    const length = u32(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    if (crc32(b, i + 4, i + 8 + length) !== u32(b, i + 8 + length)) return false;
    if (first && (type !== "IHDR" || length !== 13 || u32(b, i + 8) === 0 || u32(b, i + 12) === 0)) return false;
    first = false;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") return sawData && end === b.length;
    i = end;
  }
  return false;
}

/** WebP: the RIFF size is the file's, and its chunks (VP8, VP8L or VP8X first) fill it exactly. */
function isWebp(b: Uint8Array): boolean {
  if (b.length < 20 || u32le(b, 4) + 8 !== b.length) return false;
  let i = 12;
  let first = true;
  while (i + 8 <= b.length) {
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > b.length) return false;
    if (first && !["VP8 ", "VP8L", "VP8X"].includes(type)) return false;
    first = false;
    i = end;
  }
  return !first && i === b.length;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * JPEG: segments from SOI with lengths inside the file, a frame with a size before the first scan, the
 * scans' entropy data (stuffed 0xFF00 and restart markers), and EOI. Bytes after EOI are ignored by every
 * decoder (phones append previews and videos there); the upload's markup check still reads them.
 */
function isJpeg(b: Uint8Array): boolean {
  let i = 2;
  let sawFrame = false;
  let sawScan = false;
  while (i < b.length) {
    if (b[i] !== 0xff) return false;
    while (b[i] === 0xff) i++; // fill bytes
    const marker = b[i++];
    if (marker === undefined) return false;
    if (marker === 0xd9) return sawFrame && sawScan; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // TEM, RSTn: no length
    if (i + 2 > b.length) return false;
    const length = u16(b, i);
    if (length < 2 || i + length > b.length) return false;
    if (SOF.has(marker)) {
      if (length < 8 || u16(b, i + 3) === 0 || u16(b, i + 5) === 0) return false;
      sawFrame = true;
    }
    i += length;
    if (marker === 0xda) {
      if (!sawFrame) return false;
      sawScan = true;
      // Entropy-coded data up to the next marker that is not a stuffed byte or a restart.
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && (b[i + 1]! < 0xd0 || b[i + 1]! > 0xd7))) i++;
      if (i + 1 >= b.length) return false;
    }
  }
  return false;
}

export function parsesAsImage(bytes: Uint8Array, type: ImageType): boolean {
  switch (type) {
    case "image/png":
      return isPng(bytes);
    case "image/webp":
      return isWebp(bytes);
    case "image/jpeg":
      return isJpeg(bytes);
  }
}
