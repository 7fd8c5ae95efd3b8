import { useState } from "react";
import type { AdminBusinessRequest } from "../../../../domain/api/companies.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { ACTIVITY_LABELS } from "../../../../domain/schemas/company.ts";
import { formatDateTime } from "../lib/format.ts";
import { AdminField } from "../shell/AdminField.tsx";

const STATUS = {
  solicitada: { label: "Solicitada", chip: "admin-chip--warning" },
  aprobada: { label: "Aprobada", chip: "" },
  rechazada: { label: "Rechazada", chip: "admin-chip--danger" },
} as const;

interface RequestCardProps {
  request: AdminBusinessRequest;
  priceLists: { id: number; name: string }[];
  busy: boolean;
  onApprove: (request: AdminBusinessRequest, priceListId: number) => void;
  onDecline: (request: AdminBusinessRequest, reason: string) => void;
}

/** One 'Cuenta empresa' request: the company's data, the address's orders, and approve (with a list) or decline. */
export function RequestCard({ request, priceLists, busy, onApprove, onDecline }: RequestCardProps) {
  const titleId = `business-request-${request.id}`;
  const [list, setList] = useState("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();
  const status = STATUS[request.status];

  const approve = () => {
    if (!list) return setProblem("Elija una lista de precios.");
    setProblem(undefined);
    onApprove(request, Number(list));
  };
  const decline = () => {
    if (!reason.trim()) return setProblem("Escriba el motivo: el cliente lo verá.");
    setProblem(undefined);
    onDecline(request, reason.trim());
  };

  return (
    <li>
      <article className="admin-card admin-company" aria-labelledby={titleId}>
        <header className="admin-company__head">
          <h2 id={titleId} className="admin-company__name">
            {request.legalName} <span className={`admin-chip ${status.chip}`}>{status.label}</span>
          </h2>
          <p className="admin-company__meta">
            <a href={`mailto:${request.email}`}>{request.email}</a>
            {" · "}
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </p>
        </header>
        <dl className="admin-company__facts">
          <dt>RUT</dt>
          <dd>{request.rut}</dd>
          <dt>Domicilio fiscal</dt>
          <dd>{request.fiscalAddress}</dd>
          <dt>Actividad</dt>
          <dd>{ACTIVITY_LABELS[request.activity]}</dd>
          <dt>Pedidos</dt>
          <dd>{request.orders === 0 ? "Ninguno" : `${request.orders} · ${formatUYU(request.spent)} en total`}</dd>
        </dl>
        {request.comment && <p className="admin-company__comment">{request.comment}</p>}
        {request.status === "aprobada" && (
          <p className="admin-company__decision">
            Aprobada {request.decidedAt && formatDateTime(request.decidedAt)}
            {request.decidedByEmail && ` por ${request.decidedByEmail}`}
            {request.companyName && `: ${request.companyName}`}.
          </p>
        )}
        {request.status === "rechazada" && (
          <p className="admin-company__decision">
            Rechazada {request.decidedAt && formatDateTime(request.decidedAt)}
            {request.decidedByEmail && ` por ${request.decidedByEmail}`}. Motivo: {request.reason}
          </p>
        )}
        {request.status === "solicitada" && (
          <div className="admin-company__actions">
            {!declining ? (
              <>
                <AdminField label="Lista de precios" error={problem}>
                  {(props) => (
                    <select {...props} value={list} onChange={(e) => setList(e.target.value)}>
                      <option value="">Elija una lista</option>
                      {priceLists.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </select>
                  )}
                </AdminField>
                <div className="admin-company__buttons">
                  <button type="button" className="btn btn--primary" onClick={approve} disabled={busy}>
                    Aprobar
                  </button>
                  <button type="button" className="btn btn--outline" onClick={() => setDeclining(true)} disabled={busy}>
                    Rechazar
                  </button>
                </div>
              </>
            ) : (
              <>
                <AdminField
                  label="Motivo del rechazo"
                  required
                  hint="El cliente lo verá en el correo y en «Mi cuenta»."
                  error={problem}
                >
                  {(props) => (
                    <textarea
                      {...props}
                      rows={3}
                      maxLength={500}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  )}
                </AdminField>
                <div className="admin-company__buttons">
                  <button type="button" className="btn btn--primary" onClick={decline} disabled={busy}>
                    Rechazar la solicitud
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline"
                    onClick={() => setDeclining(false)}
                    disabled={busy}
                  >
                    Cancelar
                  </button>
                </div>
              </>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
