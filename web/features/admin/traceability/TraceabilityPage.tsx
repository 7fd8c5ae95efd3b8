import { type FormEvent, Suspense } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { useRead } from "../shell/admin-data.ts";
import { useAdminGo } from "../shell/admin-router.ts";
import { TraceTable } from "./TraceTable.tsx";
import { downloadLotCsv } from "./traceability-api.ts";
import type { TraceabilityData, TraceSearch } from "./traceability-loader.ts";
import "./traceability.css";

/**
 * /admin/traceability ('Trazabilidad', issue 42; decision 033; Decreto 307/009): who received a lot (every order,
 * customer and quantity, with its CSV), or which lots went to a customer. Lots are recorded when an order is
 * prepared, made ready or shipped.
 */
export function TraceabilityPage({ data }: { data: TraceabilityData }) {
  usePageTitle("Trazabilidad · Panel");
  const { search } = data;
  const go = useAdminGo();
  const show = (next: TraceSearch) => void go("traceability", { search: next });
  const field = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault();
    return String(new FormData(event.currentTarget).get(name) ?? "").trim();
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Trazabilidad</h1>
          <p className="admin-page__lead">
            Qué lote salió en cada pedido: se registra al preparar, enviar o dejar listo para retirar un pedido.
          </p>
        </div>
        {search.lot && <ExportCsvButton download={() => downloadLotCsv(search.lot!)} />}
      </div>
      <div className="admin-trace__searches">
        <search aria-label="Buscar un lote">
          <form
            className="admin-card admin-trace__search"
            onSubmit={(e) => {
              const lot = field(e, "lot");
              show(lot ? { lot } : {});
            }}
          >
            <div className="admin-field">
              <label className="admin-field__label" htmlFor="trace-lot">
                Número de lote
              </label>
              <input
                id="trace-lot"
                key={search.lot ?? ""}
                name="lot"
                type="search"
                className="admin-field__input"
                defaultValue={search.lot ?? ""}
                maxLength={40}
                autoComplete="off"
                aria-describedby="trace-lot-hint"
              />
              <p id="trace-lot-hint" className="admin-field__hint">
                Quién lo recibió: pedidos, clientes y cantidades.
              </p>
            </div>
            <button type="submit" className="btn btn--primary">
              Buscar lote
            </button>
          </form>
        </search>
        <search aria-label="Buscar un cliente">
          <form
            className="admin-card admin-trace__search"
            onSubmit={(e) => {
              const q = field(e, "q");
              show(q ? { q } : {});
            }}
          >
            <div className="admin-field">
              <label className="admin-field__label" htmlFor="trace-q">
                Cliente
              </label>
              <input
                id="trace-q"
                key={search.q ?? ""}
                name="q"
                type="search"
                className="admin-field__input"
                defaultValue={search.q ?? ""}
                maxLength={100}
                aria-describedby="trace-q-hint"
              />
              <p id="trace-q-hint" className="admin-field__hint">
                Correo o nombre: qué lotes recibió.
              </p>
            </div>
            <button type="submit" className="btn btn--primary">
              Buscar cliente
            </button>
          </form>
        </search>
      </div>
      <Suspense fallback={<Spinner label="Buscando..." />}>
        {data.result ? (
          <TraceResults read={data.result} search={search} />
        ) : (
          <div className="admin-card admin-empty">
            <p className="admin-empty__title">Busque un lote o un cliente.</p>
            <p>Por ejemplo, el número de lote impreso en el envase: L2026-11.</p>
          </div>
        )}
      </Suspense>
    </div>
  );
}

function TraceResults({ read, search }: { read: NonNullable<TraceabilityData["result"]>; search: TraceSearch }) {
  const result = useRead(read);
  if (!result.data) return <InlineError message={result.error ?? ""} onRetry={result.retry} />;
  const { lines, more } = result.data;
  const what = search.lot ? `el lote ${search.lot}` : `«${search.q}»`;
  if (lines.length === 0) {
    return (
      <div className="admin-card admin-empty">
        <p className="admin-empty__title">
          {search.lot
            ? `Ningún pedido salió con el lote ${search.lot}.`
            : "Ningún cliente coincide o no recibió lotes."}
        </p>
        <p>
          {search.lot
            ? "Revise el número tal como figura en el envase."
            : "Pruebe con otra parte del correo o del nombre."}
        </p>
      </div>
    );
  }
  const units = lines.reduce((t, l) => t + l.quantity, 0);
  const orders = new Set(lines.map((l) => l.orderId)).size;
  return (
    <>
      <p className="admin-trace__summary" aria-live="polite">
        {more
          ? `Se muestran las ${lines.length} líneas más recientes${search.lot ? "; el CSV las tiene todas" : ""}.`
          : search.lot
            ? `${orders === 1 ? "1 pedido" : `${orders} pedidos`} recibieron ${what} (${units} ${units === 1 ? "unidad" : "unidades"}).`
            : `Lotes recibidos por ${what}: ${lines.length === 1 ? "1 línea" : `${lines.length} líneas`}.`}
      </p>
      <TraceTable lines={lines} caption={`Pedidos con ${what}`} loading={result.loading} />
    </>
  );
}
