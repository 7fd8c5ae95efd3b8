import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { formatUYU } from "../../../../domain/money.ts";
import type { OwnerOrderInput } from "../../../../domain/schemas/owner-order.ts";
import type { LineInfo } from "../components/ProductFinder.tsx";

const asNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

interface OrderLinesProps {
  lines: UseFieldArrayReturn<OwnerOrderInput, "items", "key">;
  info: Record<number, LineInfo>;
  register: UseFormRegister<OwnerOrderInput>;
  errors: FieldErrors<OwnerOrderInput>;
}

/** The order's lines: quantity, and an optional price change (a new unit price or pesos off each unit) with its reason. */
export function OrderLines({ lines, info, register, errors }: OrderLinesProps) {
  if (lines.fields.length === 0) {
    return <p className="admin-muted">Todavía no hay productos en el pedido. Búsquelos arriba y agréguelos.</p>;
  }
  return (
    <table className="admin-new-order__lines">
      <caption className="visually-hidden">Productos del pedido</caption>
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col">Cantidad</th>
          <th scope="col">Precio unitario</th>
          <th scope="col">Descuento por unidad</th>
          <th scope="col">Motivo del cambio</th>
          <th scope="col">
            <span className="visually-hidden">Quitar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.fields.map((field, i) => {
          const line = info[Number(field.variantId)];
          const name = line ? `${line.name} (${line.size})` : `Tamaño ${String(field.variantId)}`;
          const lineErrors = errors.items?.[i];
          return (
            <tr key={field.key}>
              <th scope="row">
                {name}
                {line && (
                  <span className="admin-new-order__sub">
                    Lista {formatUYU(line.listPrice)} · stock {line.stock}
                  </span>
                )}
              </th>
              <td>
                <input
                  className="admin-field__input admin-new-order__num"
                  type="number"
                  min={1}
                  aria-label={`Cantidad de ${name}`}
                  {...register(`items.${i}.quantity`, { setValueAs: asNumber })}
                />
              </td>
              <td>
                <input
                  className="admin-field__input admin-new-order__num"
                  type="number"
                  placeholder={line ? String(line.listPrice) : undefined}
                  aria-label={`Precio unitario de ${name}`}
                  {...register(`items.${i}.unitPrice`, { setValueAs: asNumber })}
                />
              </td>
              <td>
                <input
                  className="admin-field__input admin-new-order__num"
                  type="number"
                  min={0}
                  aria-label={`Descuento por unidad de ${name}`}
                  {...register(`items.${i}.discount`, { setValueAs: asNumber })}
                />
              </td>
              <td>
                <input
                  className="admin-field__input"
                  maxLength={200}
                  aria-label={`Motivo del cambio de ${name}`}
                  {...register(`items.${i}.reason`)}
                />
                {lineErrors && (
                  <p className="admin-field__error">
                    {lineErrors.quantity?.message ??
                      lineErrors.unitPrice?.message ??
                      lineErrors.discount?.message ??
                      lineErrors.reason?.message}
                  </p>
                )}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => lines.remove(i)}
                  aria-label={`Quitar ${name}`}
                >
                  Quitar
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
