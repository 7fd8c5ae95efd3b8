import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES, sniffImageType } from "../../domain/file-type.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "../http/errors.ts";

const tooLarge = () => new ApiError(413, "file_too_large", "El archivo supera el máximo de 2 MB.");

/** POST /api/uploads/receipt: a bank-transfer receipt image (JPEG, PNG or WebP by its bytes, ≤ 2 MB). */
export const uploadRoutes = new Hono<AppEnv>().post(
  "/receipt",
  // Refuse oversized bodies before reading them (room for the multipart envelope).
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string" || file.size === 0) {
      throw new ApiError(400, "no_file", "Seleccione un archivo.");
    }
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new ApiError(415, "unsupported_type", "Solo se aceptan imágenes JPEG, PNG o WebP.");
    // A random name: nothing of the customer's file name reaches storage.
    const path = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
    const id = await c.var.deps.storage.put({ bucket: "receipts", path, contentType: type, bytes });
    return c.json({ id, contentType: type, size: bytes.byteLength }, 201);
  },
);
