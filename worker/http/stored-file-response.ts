import { IMAGE_EXTENSIONS, sniffImageType } from "../../domain/file-type.ts";

/**
 * The only way a stored file (a receipt) leaves the Worker. Whatever a file's row or its uploader said,
 * the type is decided again from the bytes; the browser may not guess another (`nosniff`); if it is
 * opened as a page it runs in a sandbox with no script and an origin of its own (`CSP: sandbox`); it is
 * named by us, not by the uploader; and nothing keeps a copy (`private, no-store`). Bytes that are not a
 * JPEG, PNG or WebP image (which uploads refuse, so: never) go out as an opaque download.
 */
export function storedFileResponse(file: { id: string; bytes: Uint8Array; label?: string }): Response {
  const type = sniffImageType(file.bytes);
  const label = safePart(file.label ?? "archivo") || "archivo";
  const id = safePart(file.id) || "sin-id";
  const filename = `${label}-${id}.${type ? IMAGE_EXTENSIONS[type] : "bin"}`;
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": type ?? "application/octet-stream",
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Content-Disposition": `${type ? "inline" : "attachment"}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      // Other sites cannot embed it (an admin's session would otherwise fetch it for them).
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/** Lower-case letters, digits and single dashes only: safe inside a quoted filename everywhere. */
function safePart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
}
