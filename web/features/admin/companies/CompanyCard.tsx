import { type FormEvent, useState } from "react";
import type { AdminCompany } from "../../../../domain/api/companies.ts";
import { ACTIVITY_LABELS } from "../../../../domain/schemas/company.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface CompanyCardProps {
  company: AdminCompany;
  priceLists: { id: number; name: string }[];
  busy: boolean;
  onChangeList: (company: AdminCompany, priceListId: number) => void;
  onAddBuyer: (company: AdminCompany, email: string) => Promise<boolean>;
  onRemoveBuyer: (company: AdminCompany, email: string) => void;
}

/** One company: its data, its list (changeable) and its buyers (add staff, remove). */
export function CompanyCard({ company, priceLists, busy, onChangeList, onAddBuyer, onRemoveBuyer }: CompanyCardProps) {
  const titleId = `company-${company.id}`;
  const [email, setEmail] = useState("");
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && (await onAddBuyer(company, email.trim()))) setEmail("");
  };
  return (
    <li>
      <article className="admin-card admin-company" aria-labelledby={titleId}>
        <header className="admin-company__head">
          <h2 id={titleId} className="admin-company__name">
            {company.legalName}
          </h2>
          <p className="admin-company__meta">
            RUT {company.rut} · {ACTIVITY_LABELS[company.activity]} · {company.fiscalAddress}
          </p>
        </header>
        <AdminField label="Lista de precios">
          {(props) => (
            <select
              {...props}
              value={company.priceListId}
              disabled={busy}
              onChange={(e) => onChangeList(company, Number(e.target.value))}
            >
              {priceLists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <h3 className="admin-company__subtitle">Compradores</h3>
        {company.buyers.length === 0 ? (
          <p>Sin compradores: agregue una dirección para que alguien compre con esta lista.</p>
        ) : (
          <ul className="admin-company__buyers">
            {company.buyers.map((b) => (
              <li key={b}>
                <span>{b}</span>
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  onClick={() => onRemoveBuyer(company, b)}
                  disabled={busy}
                  aria-label={`Quitar ${b}`}
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="admin-company__add" onSubmit={add} noValidate>
          <AdminField label="Agregar comprador" hint="Le enviaremos un correo para que ingrese a «Mi cuenta».">
            {(props) => (
              <input {...props} type="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </AdminField>
          <button type="submit" className="btn btn--outline" disabled={busy}>
            Agregar
          </button>
        </form>
      </article>
    </li>
  );
}
