import { useEffect, useId, useRef, useState } from "react";
import { ExportButton } from "./ExportButton.tsx";
import { InvoicesExport } from "./InvoicesExport.tsx";
import type { OrdersSearch } from "./orders-search.ts";

/**
 * 'Exportar': the two CSVs of the filtered list and the month's comprobantes, behind one button (issue 41). A
 * disclosure: Escape or a click outside closes it and focus goes back to the button.
 */
export function ExportMenu({ search }: { search: OrdersSearch }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div className="admin-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="btn btn--outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Exportar <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="admin-card admin-menu__panel" hidden={!open}>
        <ExportButton search={search} what="orders" />
        <ExportButton search={search} what="items" />
        <InvoicesExport />
      </div>
    </div>
  );
}
