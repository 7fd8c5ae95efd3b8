import { type FormEvent, useEffect, useState } from "react";
import {
  CARRIER_IDS,
  CARRIER_MODE_LABELS,
  CARRIER_MODES,
  CARRIER_NAMES,
  type Carrier,
  type CarrierId,
  type CarrierModes,
  DEFAULT_SHIPPING,
  type ShippingSettings,
} from "../../../../domain/shipping.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";

/** One line of the carriers' list: every carrier of the fixed list, enabled or not. */
type CarrierLine = Carrier & { enabled: boolean };

function toLines(saved: readonly Carrier[]): CarrierLine[] {
  return CARRIER_IDS.map((id) => {
    const found = saved.find((c) => c.id === id);
    return found ? { ...found, enabled: true } : { id, name: "", modes: "agency", trackingPattern: "", enabled: false };
  });
}

const label = (id: CarrierId) => (id === "otra" ? "Otra" : CARRIER_NAMES[id]);

/**
 * Ajustes > Envíos (issue 45 part 2): the carriers the shop ships to the interior with (from a fixed list, and
 * 'Otra' with its name), where each delivers and its tracking page; who pays the parcel ('paga el destinatario', or
 * the table: departments × weight bands, a default past the last band). Its own endpoint, /api/admin/shipping.
 */
export function ShippingSection() {
  const [loaded, setLoaded] = useState<{ data?: ShippingSettings; error?: string }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    adminJson<{ shipping: ShippingSettings }>("/shipping", abort.signal).then(
      (answer) => setLoaded({ data: answer.shipping }),
      (error) => abort.signal.aborted || setLoaded({ error: messageOf(error) }),
    );
    return () => abort.abort();
  }, [attempt]);
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-shipping">
      <h2 id="settings-shipping" className="admin-card__title">
        Envíos al interior
      </h2>
      <p className="admin-muted">
        Las empresas de envío que se ofrecen al comprar desde otro departamento, y lo que se cobra por el paquete. El
        costo se calcula con el peso de envío de cada tamaño (Productos); si falta alguno, el pedido queda como «paga el
        destinatario» y se le avisa en el pedido.
      </p>
      {loaded.data ? (
        <ShippingForm initial={loaded.data} />
      ) : (
        <InlineError message={loaded.error ?? ""} onRetry={() => setAttempt((n) => n + 1)} compact />
      )}
    </section>
  );
}

function ShippingForm({ initial }: { initial: ShippingSettings }) {
  const problem = useFormProblem();
  const [carriers, setCarriers] = useState(() => toLines(initial.carriers));
  const [cost, setCost] = useState(initial.cost);
  const [table, setTable] = useState(initial.table.rows.length ? initial.table : DEFAULT_SHIPPING.table);
  const [saving, setSaving] = useState(false);
  const setCarrier = (i: number, change: Partial<CarrierLine>) =>
    setCarriers((all) => all.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const setBand = (i: number, grams: number) =>
    setTable((t) => ({ ...t, bands: t.bands.map((b, j) => (j === i ? grams : b)) }));
  const addBand = () =>
    setTable((t) => ({
      bands: [...t.bands, (t.bands.at(-1) ?? 0) + 10_000],
      rows: t.rows.map((r) => ({ ...r, prices: [...r.prices, r.fallback] })),
    }));
  const removeBand = () =>
    setTable((t) => ({
      bands: t.bands.slice(0, -1),
      rows: t.rows.map((r) => ({ ...r, prices: r.prices.slice(0, -1) })),
    }));
  const setRow = (department: string, change: Partial<ShippingSettings["table"]["rows"][number]>) =>
    setTable((t) => ({ ...t, rows: t.rows.map((r) => (r.department === department ? { ...r, ...change } : r)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problem.clear();
    setSaving(true);
    try {
      const body = { carriers: carriers.filter((c) => c.enabled).map(({ enabled: _, ...c }) => c), cost, table };
      await adminFetch("/shipping", {
        method: "PUT",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      notify("success", "Los envíos fueron guardados.");
    } catch (error) {
      problem.show(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const whole = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
  return (
    <form className="admin-content__form admin-shipping" onSubmit={submit} noValidate aria-label="Ajustes: Envíos">
      <FormProblem problem={problem} />
      <fieldset className="admin-shipping__carriers">
        <legend>Empresas de envío</legend>
        {carriers.map((c, i) => (
          <div key={c.id} className="admin-shipping__carrier">
            <label className="admin-shipping__enable">
              <input
                type="checkbox"
                checked={c.enabled}
                onChange={(e) => setCarrier(i, { enabled: e.target.checked })}
              />{" "}
              {label(c.id)}
            </label>
            {c.enabled && (
              <div className="admin-settings__fields">
                {c.id === "otra" && (
                  <AdminField label="Nombre de la empresa" required>
                    {(p) => (
                      <input
                        {...p}
                        value={c.name}
                        maxLength={60}
                        onChange={(e) => setCarrier(i, { name: e.target.value })}
                      />
                    )}
                  </AdminField>
                )}
                <AdminField label={`Entrega de ${label(c.id)}`}>
                  {(p) => (
                    <select
                      {...p}
                      value={c.modes}
                      onChange={(e) => setCarrier(i, { modes: e.target.value as CarrierModes })}
                    >
                      {CARRIER_MODES.map((m) => (
                        <option key={m} value={m}>
                          {CARRIER_MODE_LABELS[m]}
                        </option>
                      ))}
                    </select>
                  )}
                </AdminField>
                <AdminField
                  label={`Enlace de seguimiento de ${label(c.id)}`}
                  hint="Con {numero} donde va el número de envío, por ejemplo https://www.empresa.com.uy/rastreo?guia={numero}. Puede dejarlo vacío."
                >
                  {(p) => (
                    <input
                      {...p}
                      type="url"
                      value={c.trackingPattern}
                      maxLength={300}
                      onChange={(e) => setCarrier(i, { trackingPattern: e.target.value })}
                    />
                  )}
                </AdminField>
              </div>
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className="admin-shipping__cost">
        <legend>Costo del envío al interior</legend>
        <label>
          <input type="radio" name="cost" checked={cost === "receiver"} onChange={() => setCost("receiver")} /> Paga el
          destinatario al recibirlo
        </label>
        <label>
          <input type="radio" name="cost" checked={cost === "table"} onChange={() => setCost("table")} /> Lo cobra la
          tienda, según esta tabla
        </label>
      </fieldset>
      {cost === "table" && (
        <div className="admin-shipping__table-wrap">
          <table className="admin-shipping__table">
            <caption>Precio en pesos por departamento y peso del pedido</caption>
            <thead>
              <tr>
                <th scope="col">Departamento</th>
                <th scope="col">Envía</th>
                {table.bands.map((grams, i) => (
                  <th scope="col" key={i}>
                    <label>
                      Hasta (g){" "}
                      <input
                        type="number"
                        min={1}
                        step={1}
                        value={Number.isNaN(grams) ? "" : grams}
                        aria-label={`Franja ${i + 1}: hasta gramos`}
                        onChange={(e) => setBand(i, whole(e.target.value))}
                      />
                    </label>
                  </th>
                ))}
                <th scope="col">Más pesado (por defecto)</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.department}>
                  <th scope="row">{row.department}</th>
                  <td>
                    <input
                      type="checkbox"
                      checked={row.served}
                      aria-label={`Enviar a ${row.department}`}
                      onChange={(e) => setRow(row.department, { served: e.target.checked })}
                    />
                  </td>
                  {row.prices.map((price, i) => (
                    <td key={i}>
                      <input
                        type="number"
                        min={0}
                        step={1}
                        value={Number.isNaN(price) ? "" : price}
                        aria-label={`${row.department}, hasta ${table.bands[i]} g`}
                        onChange={(e) =>
                          setRow(row.department, {
                            prices: row.prices.map((p, j) => (j === i ? whole(e.target.value) : p)),
                          })
                        }
                      />
                    </td>
                  ))}
                  <td>
                    <input
                      type="number"
                      min={0}
                      step={1}
                      value={Number.isNaN(row.fallback) ? "" : row.fallback}
                      aria-label={`${row.department}, por defecto`}
                      onChange={(e) => setRow(row.department, { fallback: whole(e.target.value) })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="admin-shipping__bands">
            <button type="button" className="btn btn--outline" onClick={addBand} disabled={table.bands.length >= 8}>
              Agregar franja de peso
            </button>
            <button type="button" className="btn btn--outline" onClick={removeBand} disabled={table.bands.length <= 1}>
              Quitar la última franja
            </button>
          </div>
        </div>
      )}
      <div className="admin-content__actions admin-settings__save">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? "Guardando..." : "Guardar los envíos"}
        </button>
      </div>
    </form>
  );
}
