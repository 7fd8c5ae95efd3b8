import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SavedAddress } from "../../../domain/api/account.ts";
import { DEFAULT_DEPARTMENT } from "../../../domain/departments.ts";
import {
  type SavedAddressInput,
  type SavedAddressRequest,
  savedAddressRequest,
} from "../../../domain/schemas/account-details.ts";
import { AddressFields } from "../../components/AddressFields.tsx";
import { ContactFields } from "../../components/ContactFields.tsx";

const EMPTY: SavedAddressInput = {
  firstName: "",
  lastName: "",
  phone: "",
  streetAddress: "",
  apartment: "",
  town: DEFAULT_DEPARTMENT,
  zip: "",
  isDefault: false,
};

/** One saved address's form: checkout's delivery fields and rules (domain/schemas/account-details.ts). */
export function AddressForm({
  address,
  busy,
  onSave,
  onCancel,
}: {
  address: SavedAddress | null;
  busy: boolean;
  onSave: (value: SavedAddressRequest) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SavedAddressInput, unknown, SavedAddressRequest>({
    resolver: zodResolver(savedAddressRequest),
    defaultValues: address ? { ...address, apartment: address.apartment ?? "" } : EMPTY,
    shouldFocusError: true,
  });
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit(onSave)} aria-busy={busy}>
      <div className="field-grid">
        <ContactFields register={register} errors={errors} />
        <AddressFields register={register} errors={errors} />
      </div>
      {!address?.isDefault && (
        <label className="checkbox">
          <input type="checkbox" {...register("isDefault")} />
          <span>Usar como dirección predeterminada</span>
        </label>
      )}
      <div className="account-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Guardando…" : "Guardar dirección"}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
