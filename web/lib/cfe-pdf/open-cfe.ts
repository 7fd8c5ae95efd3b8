import { type CfePrint, cfeName } from "../../../domain/invoices.ts";

// Opening a CFE's PDF, for the customer's order page (GET /api/orders/:id/cfe/:kind?token=…) and the back office
// (GET /api/admin/orders/:id/cfe/:kind with the admin's Authorization header): fetch its data (CfePrint), draw the
// PDF in the browser (draw-cfe.ts, loaded only now with jsPDF and uqr) and save it. Errors are Spanish sentences.

export interface CfeSource {
  /** The API address of the CfePrint JSON. */
  url: string;
  /** Extra request headers (the back office's Authorization). */
  headers?: HeadersInit;
}

export const CFE_NOT_ISSUED = "El comprobante fiscal todavía no está emitido. Inténtelo nuevamente en unos minutos.";
const CFE_NETWORK = "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente.";
const CFE_FAILED = "No pudimos obtener el comprobante fiscal. Inténtelo nuevamente.";
const CFE_DRAW_FAILED = "No pudimos generar el PDF del comprobante fiscal. Inténtelo nuevamente.";

/** The API answered 404: the CFE is not issued yet (or the link is not the order's). */
export class CfeNotIssuedError extends Error {
  constructor() {
    super(CFE_NOT_ISSUED);
    this.name = "CfeNotIssuedError";
  }
}

type Named = Pick<CfePrint, "type" | "series" | "number"> & { document?: Pick<CfePrint["document"], "reference"> };

/** 'e-Factura A-12'; a credit note with the CFE it cancels: 'Nota de crédito A-1 (anula el e-Ticket A-4)'. */
export const cfePrintName = (print: Named) =>
  cfeName(print.type, print.series, print.number, print.document?.reference);

/** 'e-Factura-A-12.pdf', 'Nota-de-crédito-A-1-anula-el-e-Ticket-A-4.pdf'. */
export const cfeFileName = (print: Named) => `${cfePrintName(print).replace(/[()]/g, "").replace(/\s+/g, "-")}.pdf`;

/** The CFE's data from the API; throws CfeNotIssuedError on 404, an Error with a Spanish message otherwise. */
export async function fetchCfePrint({ url, headers }: CfeSource, signal?: AbortSignal): Promise<CfePrint> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json", ...headers }, cache: "no-store", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(CFE_NETWORK);
  }
  if (res.status === 404) throw new CfeNotIssuedError();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? CFE_FAILED);
  }
  try {
    return (await res.json()) as CfePrint;
  } catch {
    throw new Error(CFE_FAILED);
  }
}

export interface CfePdf {
  blob: Blob;
  /** 'e-Factura-A-12.pdf'. */
  fileName: string;
  /** 'e-Factura A-12'. */
  name: string;
}

/** The CFE's PDF, its file name and its name. */
export async function loadCfePdf(source: CfeSource, signal?: AbortSignal): Promise<CfePdf> {
  const print = await fetchCfePrint(source, signal);
  try {
    const { cfePdf } = await import("./draw-cfe.ts");
    const name = cfePrintName(print);
    return { blob: await cfePdf(print), fileName: cfeFileName(print), name };
  } catch {
    throw new Error(CFE_DRAW_FAILED);
  }
}

/** Saves `blob` as `fileName` (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the address is of no further use.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * Fetches the CFE at `url` (with `headers`), draws its PDF and downloads it as `fileName` (default: its type,
 * series and number, 'e-Factura-A-12.pdf'). Rejects with an Error whose message is Spanish, for the page to show.
 */
export async function openCfePdf({ url, headers, fileName }: CfeSource & { fileName?: string }): Promise<void> {
  const pdf = await loadCfePdf({ url, headers });
  saveBlob(pdf.blob, fileName ?? pdf.fileName);
}
