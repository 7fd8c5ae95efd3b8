import { useId, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { AdminCustomer } from "../../../../domain/api/customers.ts";
import type { OwnerOrderInput } from "../../../../domain/schemas/owner-order.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { messageOf } from "../../../lib/api.ts";
import { SearchForm } from "../components/SearchForm.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { findCustomers } from "./new-order-api.ts";

interface CustomerFieldsProps {
  register: UseFormRegister<OwnerOrderInput>;
  errors: FieldErrors<OwnerOrderInput>;
  picked: Pick<AdminCustomer, "id" | "name" | "email"> | null;
  onPick: (customer: Pick<AdminCustomer, "id" | "name" | "email"> | null) => void;
}

/** 'Cliente': one of Clientes (search by name, e-mail, phone or RUT), or the data typed for a new one. */
export function CustomerFields({ register, errors, picked, onPick }: CustomerFieldsProps) {
  const id = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<AdminCustomer[] | { error: string }>();
  const customerErrors = errors.customer as FieldErrors<Record<string, unknown>> | undefined;
  const err = (name: string) => customerErrors?.[name]?.message as string | undefined;

  const search = async () => {
    try {
      setFound((await findCustomers(q)).customers.slice(0, 8));
    } catch (error) {
      setFound({ error: messageOf(error) });
    }
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card__title">
        Cliente
      </h2>
      {picked ? (
        <p className="admin-new-order__picked">
          {picked.name} · {picked.email}{" "}
          <button type="button" className="btn btn--outline" onClick={() => onPick(null)}>
            Cambiar cliente
          </button>
        </p>
      ) : (
        <>
          <SearchForm label="Buscar en Clientes" value={q} onChange={setQ} onSearch={search} />
          {found && "error" in found && <InlineError message={found.error} />}
          {Array.isArray(found) && found.length === 0 && (
            <p className="admin-muted">No hay clientes con esa búsqueda.</p>
          )}
          {Array.isArray(found) && found.length > 0 && (
            <ul className="admin-new-order__found" aria-label="Clientes encontrados">
              {found.map((c) => (
                <li key={c.id}>
                  <span>
                    {c.name} · {c.email} {c.phone && `· ${c.phone}`}
                  </span>
                  <button type="button" className="btn btn--outline" onClick={() => onPick(c)}>
                    Elegir
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="admin-muted">O escriba los datos de un cliente nuevo:</p>
          <div className="admin-new-order__grid">
            <AdminField label="Nombre" required error={err("firstName")}>
              {(p) => <input {...p} {...register("customer.firstName")} maxLength={100} />}
            </AdminField>
            <AdminField label="Apellido" error={err("lastName")}>
              {(p) => <input {...p} {...register("customer.lastName")} maxLength={100} />}
            </AdminField>
            <AdminField
              label="Correo electrónico"
              hint="Obligatorio para enviar el enlace de pago."
              error={err("email")}
            >
              {(p) => <input {...p} type="email" {...register("customer.email")} maxLength={254} />}
            </AdminField>
            <AdminField label="Teléfono" error={err("phone")}>
              {(p) => <input {...p} type="tel" {...register("customer.phone")} maxLength={30} />}
            </AdminField>
            <AdminField label="RUT" hint="Solo para facturar a una empresa." error={err("rut")}>
              {(p) => <input {...p} {...register("customer.rut")} maxLength={20} />}
            </AdminField>
            <AdminField label="Razón social" error={err("companyName")}>
              {(p) => <input {...p} {...register("customer.companyName")} maxLength={150} />}
            </AdminField>
            <AdminField label="Domicilio fiscal" error={err("companyAddress")}>
              {(p) => <input {...p} {...register("customer.companyAddress")} maxLength={200} />}
            </AdminField>
          </div>
        </>
      )}
    </section>
  );
}
