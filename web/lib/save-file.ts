/**
 * Saves a fetched file (an export) with the browser's own download, under the server's file name
 * (Content-Disposition) or `fallbackName`. A body cut short (the server's stream stopped) rejects in Spanish rather
 * than saving half a file. Used by the back office's exports and by 'Mis datos'.
 */
export async function saveResponseAsFile(res: Response, fallbackName: string): Promise<void> {
  const blob = await res.blob().catch(() => {
    throw new Error("La descarga se interrumpió. Intente de nuevo.");
  });
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
