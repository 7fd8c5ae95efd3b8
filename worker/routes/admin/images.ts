import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from "../../../domain/file-type.ts";
import { cardPathOf } from "../../../domain/images.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { readImageUpload } from "../uploads.ts";

/**
 * POST /api/admin/images: a catalogue or site image the browser already resized (multipart `file`, and `card`,
 * its small version for cards; without one the full image serves as its own card). Each is checked by its
 * bytes (JPEG, PNG, WebP; at most 2 MB) and stored in the public 'images' bucket under a name of ours.
 * Answers 201 { url, cardUrl }: the row that uses the image (a product, a post…) is saved afterwards.
 */
export const adminImageRoutes = new Hono<AppEnv>().post(
  "/",
  bodyLimit({
    maxSize: 2 * MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw new ApiError(413, "file_too_large", "La imagen supera el máximo de 2 MB.");
    },
  }),
  async (c) => {
    const form = await c.req.formData().catch(() => null);
    const full = await readImageUpload(form?.get("file"));
    const cardField = form?.get("card");
    const card = cardField ? await readImageUpload(cardField) : full;
    const { storage } = c.var.deps;
    const path = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[full.type]}`;
    const cardPath = cardPathOf(path);
    // The card first: an image URL handed out always has its card next to it.
    await storage.put({ bucket: "images", path: cardPath, contentType: card.type, bytes: card.bytes });
    await storage.put({ bucket: "images", path, contentType: full.type, bytes: full.bytes });
    return c.json(
      {
        url: storage.publicUrl({ bucket: "images", path }),
        cardUrl: storage.publicUrl({ bucket: "images", path: cardPath }),
      },
      201,
    );
  },
);
