import { useEffect, useId, useState } from "react";
import type { SavedAddress } from "../../../domain/api/account.ts";
import { MAX_SAVED_ADDRESSES, type SavedAddressRequest } from "../../../domain/schemas/account-details.ts";
import { AddressForm } from "./AddressForm.tsx";
import { AccountError, accountCall } from "./account-api.ts";

const FAILED = "No pudimos guardar el cambio. Inténtelo de nuevo en unos minutos.";
const messageOf = (error: unknown) => (error instanceof AccountError ? error.message : FAILED);

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; address: SavedAddress };

/**
 * 'Mis direcciones' (issue 43): the saved delivery addresses checkout prefills, one of them 'Predeterminada'; add,
 * edit, delete (at most MAX_SAVED_ADDRESSES). Checkout's fields and rules.
 */
export function AccountAddresses() {
  const id = useId();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  const reload = () => accountCall<SavedAddress[]>("/addresses").then(setAddresses);
  useEffect(() => {
    accountCall<SavedAddress[]>("/addresses")
      .then(setAddresses)
      .catch((error) => setStatus({ error: true, text: messageOf(error) }));
  }, []);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      await reload();
      setEditing({ kind: "none" });
      setStatus({ error: false, text: done });
    } catch (error) {
      setStatus({ error: true, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const save = (value: SavedAddressRequest) =>
    editing.kind === "edit"
      ? run(() => accountCall(`/addresses/${editing.address.id}`, "PUT", value), "Guardamos la dirección.")
      : run(() => accountCall("/addresses", "POST", value), "Agregamos la dirección.");

  return (
    <section className="card account-card" aria-labelledby={`${id}-title`} aria-busy={addresses === null && !status}>
      <h2 id={`${id}-title`}>Mis direcciones</h2>
      <p className="account-card__intro">Al comprar con su cuenta, completamos la entrega con la predeterminada.</p>
      {addresses && addresses.length === 0 && editing.kind === "none" && <p>Todavía no guardó direcciones.</p>}
      {addresses && addresses.length > 0 && (
        <ul className="account-addresses">
          {addresses.map((a) => (
            <li key={a.id} className="account-address">
              <p>
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                {a.isDefault && <span className="account-address__default"> Predeterminada</span>}
                <br />
                {a.streetAddress}
                {a.apartment ? `, ${a.apartment}` : ""}
                <br />
                {a.town}, {a.zip} · Tel. {a.phone}
              </p>
              <p className="account-address__actions">
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={busy}
                  onClick={() => setEditing({ kind: "edit", address: a })}
                >
                  Editar<span className="visually-hidden"> {a.streetAddress}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={busy}
                  onClick={() => run(() => accountCall(`/addresses/${a.id}`, "DELETE"), "Borramos la dirección.")}
                >
                  Borrar<span className="visually-hidden"> {a.streetAddress}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {editing.kind === "none" ? (
        addresses &&
        (addresses.length < MAX_SAVED_ADDRESSES ? (
          <button type="button" className="btn btn--outline" onClick={() => setEditing({ kind: "new" })}>
            Agregar dirección
          </button>
        ) : (
          <p>Guardó {MAX_SAVED_ADDRESSES} direcciones, el máximo. Borre una para agregar otra.</p>
        ))
      ) : (
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          address={editing.kind === "edit" ? editing.address : null}
          busy={busy}
          onSave={save}
          onCancel={() => setEditing({ kind: "none" })}
        />
      )}
      <p role="status" className={status?.error ? "account-page__error" : "account-card__status"}>
        {status?.text}
      </p>
    </section>
  );
}
