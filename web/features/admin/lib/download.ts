import { montevideoDate } from "../../../../domain/dates.ts";
import { saveResponseAsFile } from "../../../lib/save-file.ts";
import { adminFetch } from "../auth/admin-fetch.ts";

/**
 * Fetches an admin file (a CSV export) with the session's token and saves it under the server's file name
 * (Content-Disposition), else `<fallbackName>-AAAA-MM-DD.csv`, dated in Montevideo (UTC's date is a day ahead from
 * 21:00). A download cut short (the server's stream stopped) rejects here in Spanish rather than saving half a file.
 */
export async function downloadAdminFile(path: `/${string}`, fallbackName: string): Promise<void> {
  const res = await adminFetch(path);
  await saveResponseAsFile(res, `${fallbackName}-${montevideoDate(new Date())}.csv`);
}
