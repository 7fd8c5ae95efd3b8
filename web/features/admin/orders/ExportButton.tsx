import { useDownload } from "../lib/use-download.ts";
import { downloadCsv } from "./orders-api.ts";
import type { OrdersSearch } from "./orders-search.ts";

const LABELS = {
  orders: { idle: "Exportar CSV", busy: "Exportando..." },
  items: { idle: "Exportar productos (CSV)", busy: "Exportando productos..." },
} as const;

/**
 * 'Exportar CSV': the list with the current filters (every page, one line per order), for the accountant;
 * 'Exportar productos (CSV)': one line per product sold in those orders, for the stock room.
 */
export function ExportButton({ search, what }: { search: OrdersSearch; what: "orders" | "items" }) {
  const { busy, start: run } = useDownload(() => downloadCsv(search, what));
  return (
    <button type="button" className="btn btn--outline" onClick={run} disabled={busy} aria-busy={busy || undefined}>
      {busy ? LABELS[what].busy : LABELS[what].idle}
    </button>
  );
}
