import type { WholesaleSize } from "../../../domain/api/wholesale.ts";
import { formatUYU } from "../../../domain/money.ts";
import "./wholesale.css";

/** 'Precios por cantidad' (issue 44): the buyer's breaks of one size, and its minimum and multiple, as the server said. */
export function BreakTable({ size, listName }: { size: WholesaleSize; listName: string }) {
  const limits = [
    size.minQuantity > 1 ? `Mínimo ${size.minQuantity} unidades.` : "",
    size.multiple > 1 ? `Se vende en múltiplos de ${size.multiple} unidades.` : "",
  ].filter(Boolean);
  if (size.breaks.length === 0 && limits.length === 0) return null;
  return (
    <section className="break-table" aria-label="Precios por cantidad">
      <h2 className="break-table__title">Precios por cantidad</h2>
      <p className="break-table__list">Lista: {listName}</p>
      {size.breaks.length > 0 && (
        <ul className="break-table__rows">
          {size.breaks.map((b) => (
            <li key={b.from}>
              Desde {b.from} unidades: {formatUYU(b.price)} c/u
            </li>
          ))}
        </ul>
      )}
      {limits.length > 0 && <p className="break-table__limits">{limits.join(" ")}</p>}
    </section>
  );
}
