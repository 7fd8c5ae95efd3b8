import { useEffect, useRef } from "react";
import type { AdminRemitos } from "../../../../domain/api/admin.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import { Remito } from "./Remito.tsx";
import "./remito.css";

/**
 * /admin/orders?print=1005,1006: the chosen orders' remitos, one per A4 page. The printer's dialog opens once
 * they are on screen; 'Imprimir' opens it again and 'Volver' goes back to the desk. When printing, only the
 * remitos are on paper (remito.css): no menu, no buttons, black on white.
 */
export function Remitos({ read, onBack }: { read: Promise<Loaded<AdminRemitos>>; onBack: () => void }) {
  usePageTitle("Remitos · Panel");
  const remitos = useRead(read);
  const orders = { ...remitos, data: remitos.data?.orders };
  const printed = useRef(false);
  const ready = orders.data !== undefined && orders.data.length > 0;
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    // After the browser has drawn them (and loaded the logo), not before.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [ready]);

  const count = orders.data?.length ?? 0;
  return (
    <div className="admin-page remitos-page">
      <div className="admin-page__head remitos-page__head">
        <div>
          <h1 className="admin-page__title">Remitos</h1>
          <p className="admin-page__lead">
            {count === 1 ? "Un remito" : `${count} remitos`}, uno por hoja A4. Al imprimir solo salen los remitos.
          </p>
        </div>
        <div className="remitos-page__actions">
          <button type="button" className="btn btn--outline" onClick={onBack}>
            Volver a los pedidos
          </button>
          <button type="button" className="btn btn--primary" onClick={() => window.print()} disabled={!ready}>
            Imprimir
          </button>
        </div>
      </div>
      {!orders.data ? (
        <InlineError message={orders.error ?? ""} onRetry={orders.retry} />
      ) : (
        <div className="remitos">
          {orders.data.map((order) => (
            <Remito key={order.id} order={order} codes={remitos.data?.codes ?? {}} />
          ))}
        </div>
      )}
    </div>
  );
}
