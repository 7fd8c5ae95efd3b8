import imageCompression from "browser-image-compression";
import { MAX_UPLOAD_BYTES } from "../../../../domain/file-type.ts";
import { CARD_MAX_SIDE, IMAGE_MAX_SIDE } from "../../../../domain/images.ts";

/** A chosen photo made ready for upload: the shop's size (longest side 1600 px) and its card, both WebP. */
export interface PreparedImage {
  full: File;
  card: File;
}

export class ImageRefused extends Error {}

/**
 * Resizes in the browser (a phone photo of 4–12 MB becomes a few hundred KB) before anything is sent.
 * Refuses what is not an image, what the browser cannot read, and what is still over 2 MB after resizing.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") {
    throw new ImageRefused(`«${file.name}» no es una imagen. Elija una foto JPEG, PNG o WebP.`);
  }
  const resize = (maxWidthOrHeight: number, quality: number) =>
    imageCompression(file, {
      maxWidthOrHeight,
      fileType: "image/webp",
      initialQuality: quality,
      maxSizeMB: MAX_UPLOAD_BYTES / 1024 / 1024,
      // The library's worker would load its script from a CDN, which the shop's CSP (rightly) refuses.
      useWebWorker: false,
    });
  let full: File;
  let card: File;
  try {
    [full, card] = await Promise.all([resize(IMAGE_MAX_SIDE, 0.85), resize(CARD_MAX_SIDE, 0.8)]);
  } catch {
    throw new ImageRefused(`No pudimos leer «${file.name}». Pruebe con una foto JPEG, PNG o WebP.`);
  }
  if (full.size > MAX_UPLOAD_BYTES) throw new ImageRefused(`«${file.name}» supera el máximo de 2 MB.`);
  return { full, card };
}
