import * as z from "zod";
import { DOCUMENT_KINDS } from "../documents.ts";

// The inputs of /api/admin/products/:id/documents (issue 42; decision 033).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) => ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The multipart fields of an upload besides the file: its kind and its revision date ('YYYY-MM-DD', a real day, not
 * after `today` in Montevideo: the server passes its own).
 */
export const documentUploadFields = (today: string) =>
  z.object({
    kind: z.enum(DOCUMENT_KINDS, { error: "Elija el documento: ficha de datos de seguridad o ficha técnica." }),
    revisionDate: z
      .string({ error: "Indique la fecha de revisión del documento." })
      .trim()
      .min(1, { error: "Indique la fecha de revisión del documento." })
      .refine(isCalendarDate, { error: "La fecha de revisión no es válida." })
      .refine((v) => !isCalendarDate(v) || v <= today, { error: "La fecha de revisión no puede ser posterior a hoy." }),
  });

export const documentParam = z.object({
  id: z.coerce.number({ error: "Producto no válido." }).int({ error: "Producto no válido." }).positive(),
  documentId: z.coerce.number({ error: "Documento no válido." }).int({ error: "Documento no válido." }).positive(),
});
