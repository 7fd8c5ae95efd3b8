import { lazy, Suspense, useId, useState } from "react";
import "./stock-alert.css";

// The form (react-hook-form + zod) loads only when a shopper opens it: the product page's first load stays light.
const StockAlertForm = lazy(() => import("./StockAlertForm.tsx").then((m) => ({ default: m.StockAlertForm })));

interface StockAlertProps {
  productId: number;
  /** The size marked 'Agotado' (null: the whole product). */
  variantId: number | null;
  /** '30 cc', named in the form's heading. */
  sizeLabel: string | null;
}

/** 'Avisarme cuando haya stock' beside a size the shop cannot sell now (decision 025). */
export function StockAlert({ productId, variantId, sizeLabel }: StockAlertProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="stock-alert">
      <button
        type="button"
        className="btn btn--outline stock-alert__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Avisarme cuando haya stock
      </button>
      {open && (
        <div id={panelId} className="stock-alert__panel">
          <Suspense fallback={<p className="stock-alert__loading">Cargando…</p>}>
            <StockAlertForm productId={productId} variantId={variantId} sizeLabel={sizeLabel} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
