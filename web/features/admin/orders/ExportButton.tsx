import { useState } from "react";
import { notify } from "../../../lib/toast.ts";
import { downloadCsv } from "./orders-api.ts";
import type { OrdersSearch } from "./orders-search.ts";

/** 'Exportar CSV': the list with the current filters (every page), for Excel. */
export function ExportButton({ search }: { search: OrdersSearch }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(search);
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Ha ocurrido un error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--outline" onClick={run} disabled={busy} aria-busy={busy || undefined}>
      {busy ? "Exportando..." : "Exportar CSV"}
    </button>
  );
}
