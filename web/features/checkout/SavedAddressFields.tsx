import { useId } from "react";
import type { UseFormRegister } from "react-hook-form";
import type { SavedAddress } from "../../../domain/api/account.ts";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";

// Checkout signed in to 'Mi cuenta' (issue 43): which saved address to deliver to, and saving the one typed.

/** 'Dirección guardada': shown when the account has several; choosing one fills the delivery fields. */
export function SavedAddressChoice({ addresses, onPick }: { addresses: SavedAddress[]; onPick: (id: number) => void }) {
  const id = useId();
  if (addresses.length < 2) return null;
  const first = addresses.find((a) => a.isDefault) ?? addresses[0]!;
  return (
    <div className="field saved-address-choice">
      <label htmlFor={id} className="field__label">
        Dirección guardada
      </label>
      <select
        id={id}
        className="field__input"
        defaultValue={first.id}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.streetAddress}
            {a.apartment ? `, ${a.apartment}` : ""} ({a.town}){a.isDefault ? " · Predeterminada" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The unticked box: the delivery address is saved to the account once the order is placed. */
export function SaveAddressBox({ register }: { register: UseFormRegister<CheckoutFormInput> }) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...register("saveAddress")} />
      <span>Guardar esta dirección en mi cuenta</span>
    </label>
  );
}
