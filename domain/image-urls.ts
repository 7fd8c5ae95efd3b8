// Uploaded images' URLs (decision 011). No imports: the storefront's cards use these.

/** Longest side of an uploaded image after the browser resized it (DESIGN.md section 7). */
export const IMAGE_MAX_SIDE = 1600;
/** Longest side of its card-size sibling (shop cards, lists, thumbnails). */
export const CARD_MAX_SIDE = 480;

/**
 * Uploaded images are named by the server: images/<yyyy-mm>/<uuid>.<ext>, with the card-size sibling next to it
 * as <uuid>.card.webp. The same tail ends the embedded URL (/media/images/…) and the Supabase public URL
 * (…/storage/v1/object/public/images/…).
 */
const UPLOADED =
  /\/images\/(\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(webp|jpg|png)$/;

/** The storage path (inside the 'images' bucket) of an uploaded image's URL, or null for any other URL. */
export function uploadedImagePath(url: string): string | null {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** The card-size path next to an uploaded image's path. */
export function cardPathOf(path: string): string {
  return path.replace(/\.(webp|jpg|png)$/, ".card.webp");
}

/** The small card-size version of an uploaded image; any other image (the seed's pictures under /images/) as it is. */
export function cardImageUrl(url: string): string {
  const path = uploadedImagePath(url);
  return path ? url.slice(0, url.length - path.length) + cardPathOf(path) : url;
}
