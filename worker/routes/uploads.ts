import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_EXTENSIONS, type ImageType, MAX_UPLOAD_BYTES, sniffImageType } from "../../domain/file-type.ts";
import { parsesAsImage } from "../../domain/image-structure.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "../http/errors.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";

const tooLarge = () => new ApiError(413, "file_too_large", "El archivo supera el máximo de 2 MB.");
const unsupported = () => new ApiError(415, "unsupported_type", "Solo se aceptan imágenes JPEG, PNG o WebP.");

/**
 * What every receipt upload passes before its body is read: the rate limit (counted first: a refused upload costs one
 * small write, not 2 MB) and the size of the body (room for the multipart envelope). The checkout's upload and the
 * order page's later one (routes/orders.ts) share them.
 */
export const receiptUploadGuards = [
  rateLimit(RATE_LIMITS.receiptUpload),
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  }),
] as const;

/** The multipart field 'file' checked as a receipt image (readImageUpload) and stored under a random name. */
export async function storeReceiptUpload(c: Context<AppEnv>): Promise<{ id: string; type: ImageType; size: number }> {
  const form = await c.req.formData().catch(() => null);
  const { bytes, type } = await readImageUpload(form?.get("file"));
  // A random name: nothing of the customer's file name reaches storage.
  const path = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
  const id = await c.var.deps.storage.put({ bucket: "receipts", path, contentType: type, bytes });
  return { id, type, size: bytes.byteLength };
}

/** POST /api/uploads/receipt: a bank-transfer receipt image (JPEG, PNG or WebP by its bytes, ≤ 2 MB). */
export const uploadRoutes = new Hono<AppEnv>().post("/receipt", ...receiptUploadGuards, async (c) => {
  const { id, type, size } = await storeReceiptUpload(c);
  return c.json({ id, contentType: type, size }, 201);
});

/**
 * The image of a multipart field: present, at most 2 MB, a JPEG, PNG or WebP by its bytes. An image header
 * followed by a page (a polyglot) is refused too: nothing a browser could ever take for HTML or SVG is stored.
 */
export async function readImageUpload(
  file: File | string | null | undefined,
): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (!file || typeof file === "string" || file.size === 0) {
    throw new ApiError(400, "no_file", "Seleccione un archivo.");
  }
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  // The whole file must be that image (domain/image-structure.ts), not just its first bytes.
  if (!type || !parsesAsImage(bytes, type) || containsMarkup(bytes)) throw unsupported();
  return { bytes, type };
}

/** Tag openings a browser would act on, lower-case ASCII, each to be followed by a delimiter. */
const MARKUP = ["<script", "<html", "<!doctype", "<svg", "<iframe"].map((tag) =>
  Array.from(tag, (ch) => ch.charCodeAt(0)),
);
/** What ends a tag name for an HTML parser: whitespace, '/', '>'. */
const TAG_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);

/**
 * Whether the bytes hold an HTML or SVG tag opening anywhere (ASCII case-insensitive). The tag name must
 * be followed by what ends a tag name, as a parser reads it: compressed image data matches a bare '<svg'
 * by chance about once in 500 million bytes, and with the delimiter some forty times less often.
 */
export function containsMarkup(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0x3c); i !== -1; i = bytes.indexOf(0x3c, i + 1)) {
    for (const tag of MARKUP) {
      if (i + tag.length >= bytes.length) continue;
      let match = true;
      for (let j = 1; j < tag.length; j++) {
        // ASCII letters fold to lower case with 0x20; '!' is compared exactly.
        const b = bytes[i + j]!;
        const folded = b >= 0x41 && b <= 0x5a ? b | 0x20 : b;
        if (folded !== tag[j]) {
          match = false;
          break;
        }
      }
      if (match && TAG_END.has(bytes[i + tag.length]!)) return true;
    }
  }
  return false;
}
