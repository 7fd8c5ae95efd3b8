import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { addDays, formatDate, montevideoDate } from "../../../../domain/dates.ts";
import { MAX_DOCUMENT_BYTES } from "../../../../domain/file-type.ts";
import { EXPIRY_WARNING_DAYS, isExpired } from "../../../../domain/lots.ts";
import { lotInput } from "../../../../domain/schemas/lots.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { type AdminLot, downloadCertificate, fetchLots, saveLot, uploadCertificate } from "./lots-api.ts";
import "./lots.css";

interface Draft {
  id: number | null;
  number: string;
  expiresOn: string;
  quantityReceived: string;
}

const EMPTY: Draft = { id: null, number: "", expiresOn: "", quantityReceived: "" };

/**
 * The product's 'Lotes' (issue 42; decision 033): its lots, the one that expires first on top, expired ones marked;
 * a form to add or correct one; each lot's certificate of analysis (a PDF, at most 10 MB). Saved on its own, apart
 * from the product's form.
 */
export function ProductLots({ productId }: { productId: number }) {
  const [lots, setLots] = useState<AdminLot[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  const problem = useFormProblem();
  const headingId = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const today = montevideoDate(new Date());

  const load = () => {
    setLoadError(null);
    fetchLots(productId).then(setLots, (error) => setLoadError(messageOf(error)));
  };
  useEffect(load, [productId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problem.clear();
    const checked = lotInput.safeParse({
      number: draft.number,
      expiresOn: draft.expiresOn,
      quantityReceived: draft.quantityReceived.trim() === "" ? null : Number(draft.quantityReceived),
    });
    if (!checked.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveLot(productId, draft.id, checked.data);
      notify("success", draft.id === null ? `Lote ${saved.number} agregado.` : `Lote ${saved.number} guardado.`);
      setDraft(EMPTY);
      load();
    } catch (error) {
      problem.show(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const edit = (lot: AdminLot) => {
    setDraft({
      id: lot.id,
      number: lot.number,
      expiresOn: lot.expiresOn,
      quantityReceived: lot.quantityReceived === null ? "" : String(lot.quantityReceived),
    });
    setErrors({});
    numberRef.current?.focus();
  };

  const attach = async (lot: AdminLot, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      notify("error", "El certificado supera el máximo de 10 MB.");
      return;
    }
    try {
      await uploadCertificate(lot.id, file);
      notify("success", `Certificado del lote ${lot.number} guardado.`);
      load();
    } catch (error) {
      notify("error", messageOf(error));
    }
  };

  return (
    <section className="admin-lots" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-lots__heading">
        Lotes
      </h3>
      <p className="admin-muted">
        Al preparar, enviar o dejar listo un pedido se registra el lote de cada unidad: se propone el que vence primero
        y no está vencido.
      </p>
      {loadError ? (
        <p className="admin-field__error" role="alert">
          {loadError}{" "}
          <button type="button" className="admin-lots__link" onClick={load}>
            Reintentar
          </button>
        </p>
      ) : lots === null ? (
        <p className="admin-muted">Cargando lotes...</p>
      ) : lots.length === 0 ? (
        <p className="admin-muted">Este producto no tiene lotes: sus pedidos no piden registrar uno.</p>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Lotes del producto">
          <table className="admin-table admin-lots__table">
            <thead>
              <tr>
                <th scope="col">Lote</th>
                <th scope="col">Vence</th>
                <th scope="col">Recibido</th>
                <th scope="col">Entregado</th>
                <th scope="col">Certificado</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot) => (
                <LotRow key={lot.id} lot={lot} today={today} onEdit={edit} onAttach={attach} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <form
        className="admin-lots__form"
        onSubmit={submit}
        noValidate
        aria-label={draft.id ? "Corregir lote" : "Agregar lote"}
      >
        <FormProblem problem={problem} />
        <div className="admin-lots__fields">
          <AdminField label="Número de lote" required error={errors.number}>
            {(p) => (
              <input
                {...p}
                ref={numberRef}
                value={draft.number}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setDraft({ ...draft, number: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField label="Vencimiento" required error={errors.expiresOn}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={draft.expiresOn}
                onChange={(e) => setDraft({ ...draft, expiresOn: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField label="Cantidad recibida" hint="Opcional, en unidades." error={errors.quantityReceived}>
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={draft.quantityReceived}
                onChange={(e) => setDraft({ ...draft, quantityReceived: e.target.value })}
              />
            )}
          </AdminField>
        </div>
        <div className="admin-lots__actions">
          {draft.id !== null && (
            <button type="button" className="btn btn--outline" onClick={() => setDraft(EMPTY)}>
              Cancelar
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? "Guardando..." : draft.id === null ? "Agregar lote" : "Guardar lote"}
          </button>
        </div>
      </form>
    </section>
  );
}

function LotRow({
  lot,
  today,
  onEdit,
  onAttach,
}: {
  lot: AdminLot;
  today: string;
  onEdit: (lot: AdminLot) => void;
  onAttach: (lot: AdminLot, file: File | undefined) => void;
}) {
  const expired = isExpired(lot.expiresOn, today);
  const soon = !expired && lot.expiresOn <= addDays(today, EXPIRY_WARNING_DAYS);
  return (
    <tr className={expired ? "admin-lots__row--expired" : undefined}>
      <th scope="row">{lot.number}</th>
      <td>
        {formatDate(lot.expiresOn)}{" "}
        {expired ? (
          <span className="admin-lots__badge admin-lots__badge--expired">Vencido</span>
        ) : soon ? (
          <span className="admin-lots__badge">Vence pronto</span>
        ) : null}
      </td>
      <td>{lot.quantityReceived ?? "—"}</td>
      <td>{lot.dispatched}</td>
      <td>
        {lot.hasCertificate ? (
          <button
            type="button"
            className="admin-lots__link"
            onClick={() => void downloadCertificate(lot.id).catch((e) => notify("error", messageOf(e)))}
          >
            Descargar PDF
          </button>
        ) : (
          <span className="admin-muted">Sin certificado</span>
        )}
      </td>
      <td className="admin-lots__row-actions">
        <button type="button" className="btn btn--outline admin-lots__small" onClick={() => onEdit(lot)}>
          Editar <span className="visually-hidden">lote {lot.number}</span>
        </button>
        <label className="btn btn--outline admin-lots__small admin-lots__upload">
          {lot.hasCertificate ? "Reemplazar certificado" : "Subir certificado"}
          <span className="visually-hidden"> del lote {lot.number} (PDF, máximo 10 MB)</span>
          <input
            type="file"
            accept="application/pdf,.pdf"
            className="visually-hidden"
            onChange={(e) => {
              onAttach(lot, e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
      </td>
    </tr>
  );
}
