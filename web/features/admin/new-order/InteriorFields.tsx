import { useEffect, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { OwnerOrderInput } from "../../../../domain/schemas/owner-order.ts";
import { type Carrier, carrierName } from "../../../../domain/shipping.ts";
import { AdminField } from "../shell/AdminField.tsx";

const msg = (e: { message?: unknown } | undefined) => (typeof e?.message === "string" ? e.message : undefined);

/**
 * 'Nuevo pedido' to the interior (issue 45): the carriers enabled in Ajustes > Envíos (GET /api/shipping, as checkout
 * reads them), agency or address as the carrier allows, and the agency in words. The order service checks and prices
 * them as at checkout; 'Calcular total' shows the cost.
 */
export function InteriorFields({
  register,
  errors,
  carrier,
  mode,
}: {
  register: UseFormRegister<OwnerOrderInput>;
  errors: FieldErrors<OwnerOrderInput>;
  carrier: unknown;
  mode: unknown;
}) {
  const [carriers, setCarriers] = useState<Carrier[] | null>(null);
  useEffect(() => {
    fetch("/api/shipping", { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ carriers: Carrier[] }>) : { carriers: [] }))
      .then(
        (offer) => setCarriers(offer.carriers),
        () => setCarriers([]),
      );
  }, []);
  if (!carriers || carriers.length === 0) return null;
  const chosen = carriers.find((c) => c.id === carrier);
  const agency = chosen && (chosen.modes === "agency" || (chosen.modes === "both" && mode !== "address"));
  return (
    <div className="admin-new-order__grid">
      <AdminField label="Empresa de envío" required error={msg(errors.shippingCarrier)}>
        {(p) => (
          <select {...p} {...register("shippingCarrier")}>
            <option value="">Elija…</option>
            {carriers.map((c) => (
              <option key={c.id} value={c.id}>
                {carrierName(c)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {chosen?.modes === "both" && (
        <AdminField label="Dónde lo recibe" required error={msg(errors.shippingMode)}>
          {(p) => (
            <select {...p} {...register("shippingMode")}>
              <option value="agency">En una agencia</option>
              <option value="address">En el domicilio</option>
            </select>
          )}
        </AdminField>
      )}
      {agency && (
        <AdminField label="Agencia" required error={msg(errors.agency)}>
          {(p) => <input {...p} {...register("agency")} maxLength={120} placeholder="Nombre y localidad" />}
        </AdminField>
      )}
    </div>
  );
}
