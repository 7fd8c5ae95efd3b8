import { useState } from "react";
import { notify } from "../../../lib/toast.ts";

/** A download the owner starts from a button: busy while it runs, a toast when it fails (the desk's exports). */
export function useDownload(download: () => Promise<void>): { busy: boolean; start: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notify(
        "error",
        error instanceof Error ? error.message : "No pudimos completar la exportación. Intente de nuevo.",
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
