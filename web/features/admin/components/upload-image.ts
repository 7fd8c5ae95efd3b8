import { accessToken, EXPIRED_MESSAGE, endSession, FORBIDDEN_MESSAGE } from "../auth/session-store.ts";
import type { PreparedImage } from "./prepare-image.ts";

const GENERIC = "No se pudo subir la imagen. Inténtelo de nuevo.";

/**
 * POST /api/admin/images with upload progress (fetch cannot report it, XMLHttpRequest can). Resolves with the
 * image's URL; rejects with an Error whose message is the server's Spanish reason. 401/403 end the session as
 * adminFetch does.
 */
export async function uploadImage(
  image: PreparedImage,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const token = await accessToken();
  if (!token) {
    await endSession(EXPIRED_MESSAGE);
    throw new Error(EXPIRED_MESSAGE);
  }
  const form = new FormData();
  form.set("file", image.full, "imagen.webp");
  form.set("card", image.card, "tarjeta.webp");
  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/images");
    xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () =>
      reject(new Error("No pudimos conectar con la tienda. Revise su conexión e inténtelo de nuevo."));
    xhr.onabort = () => reject(new DOMException("Cancelada", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  if (status === 201) return (body as { url: string }).url;
  if (status === 401 || status === 403) {
    const message = status === 401 ? EXPIRED_MESSAGE : FORBIDDEN_MESSAGE;
    await endSession(message);
    throw new Error(message);
  }
  throw new Error((body as { error?: { message?: string } } | null)?.error?.message ?? GENERIC);
}
