import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { downloadCsv } from "./orders-api.ts";
import type { OrdersSearch } from "./orders-search.ts";

const LABELS = {
  orders: { label: "Exportar CSV" },
  items: { label: "Exportar productos (CSV)", busyLabel: "Exportando productos..." },
} as const;

/**
 * 'Exportar CSV': the list with the current filters (every page, one line per order), for the accountant;
 * 'Exportar productos (CSV)': one line per product sold in those orders, for the stock room.
 */
export function ExportButton({ search, what }: { search: OrdersSearch; what: "orders" | "items" }) {
  return <ExportCsvButton download={() => downloadCsv(search, what)} {...LABELS[what]} />;
}
