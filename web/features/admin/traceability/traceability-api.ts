import type { TraceResult } from "../../../../domain/api/admin.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";

// 'Trazabilidad' and /api/admin/traceability (issue 42; decision 033).

export const fetchLotTrace = (lot: string, signal?: AbortSignal) =>
  adminJson<TraceResult>(`/traceability/lot?number=${encodeURIComponent(lot)}`, signal);

export const fetchCustomerTrace = (q: string, signal?: AbortSignal) =>
  adminJson<TraceResult>(`/traceability/customer?q=${encodeURIComponent(q)}`, signal);

export const downloadLotCsv = (lot: string) =>
  downloadAdminFile(`/traceability/lot.csv?number=${encodeURIComponent(lot)}`, "trazabilidad");
