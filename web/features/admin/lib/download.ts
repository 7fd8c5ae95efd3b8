import { montevideoDate } from "../../../../domain/dates.ts";
import { adminFetch } from "../auth/admin-fetch.ts";

/**
 * Fetches an admin file (a CSV export) with the session's token and saves it under the server's file name
 * (Content-Disposition), else `<fallbackName>-AAAA-MM-DD.csv`, dated in Montevideo (UTC's date is a day ahead from
 * 21:00). A download cut short (the server's stream stopped) rejects here in Spanish rather than saving half a file.
 */
export async function downloadAdminFile(path: `/${string}`, fallbackName: string): Promise<void> {
  const res = await adminFetch(path);
  const blob = await res.blob().catch(() => {
    throw new Error("La descarga se interrumpió. Intente de nuevo.");
  });
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    `${fallbackName}-${montevideoDate(new Date())}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
