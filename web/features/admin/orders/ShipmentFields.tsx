import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { AdminField } from "../shell/AdminField.tsx";
import { CARRIERS, type MoveFormValues } from "./move-form.ts";

/** The carriers the 'Empresa de envío' inputs suggest (one list per form, referenced by id). */
export function CarrierList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {CARRIERS.map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

interface ShipmentFieldsProps {
  register: UseFormRegister<MoveFormValues>;
  errors: FieldErrors<MoveFormValues>;
  /** A parcel to another department is collected at the carrier's agency there. */
  showAgency: boolean;
}

/** 'Enviado' and 'Corregir seguimiento': the carrier, the tracking number and link, the agency. */
export function ShipmentFields({ register, errors, showAgency }: ShipmentFieldsProps) {
  const listId = useId();
  return (
    <div className="admin-move-form__shipment">
      <CarrierList id={listId} />
      <AdminField label="Empresa de envío" hint="Elija de la lista o escriba otra." error={errors.carrier?.message}>
        {(p) => <input {...p} {...register("carrier")} list={listId} autoComplete="off" maxLength={80} />}
      </AdminField>
      <AdminField label="Número de seguimiento" error={errors.trackingNumber?.message}>
        {(p) => <input {...p} {...register("trackingNumber")} autoComplete="off" maxLength={80} />}
      </AdminField>
      <AdminField
        label="Enlace de seguimiento (opcional)"
        hint="Empieza con https://"
        error={errors.trackingUrl?.message}
      >
        {(p) => (
          <input
            {...p}
            {...register("trackingUrl")}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
          />
        )}
      </AdminField>
      {showAgency && (
        <AdminField
          label="Agencia (opcional)"
          hint="Dónde retira el cliente el paquete en su departamento."
          error={errors.agency?.message}
        >
          {(p) => <input {...p} {...register("agency")} autoComplete="off" maxLength={120} />}
        </AdminField>
      )}
    </div>
  );
}
