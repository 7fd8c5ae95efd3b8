// The bank-transfer receipt: checked here for type and size (the server decides again from the file's
// bytes), then sent with XMLHttpRequest, the one browser API that reports upload progress. The checkout sends it
// before the order exists; the order page of a transfer waiting for the money sends it later (issue 38).

export const RECEIPT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

export const RECEIPT_MESSAGES = {
  none: "Seleccione un archivo.",
  type: "Solo se aceptan imágenes JPEG, PNG o WebP.",
  size: "El archivo supera el máximo de 2 MB.",
  network: "No pudimos subir el archivo. Revise su conexión e inténtelo nuevamente.",
  generic: "No pudimos subir el archivo. Inténtelo nuevamente.",
} as const;

/** The Spanish reason a file cannot be a receipt, or null when it may be sent. */
export function receiptProblem(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return RECEIPT_MESSAGES.none;
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return RECEIPT_MESSAGES.type;
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_MESSAGES.size;
  return null;
}

export interface UploadedReceipt {
  id: string;
  contentType: string;
  size: number;
}

export interface ReceiptUpload {
  promise: Promise<UploadedReceipt>;
  abort(): void;
}

/**
 * POST /api/uploads/receipt, or `url` (multipart, field 'file'); resolves with the answer's JSON, rejects with the
 * server's Spanish message.
 */
export function uploadReceipt<T = UploadedReceipt>(
  file: File,
  onProgress: (fraction: number) => void,
  url = "/api/uploads/receipt",
): { promise: Promise<T>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { error?: { message?: string } }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new Error(body?.error?.message ?? RECEIPT_MESSAGES.generic));
      }
    };
    xhr.onerror = () => reject(new Error(RECEIPT_MESSAGES.network));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
