import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod";
import { formatDate, parseDisplayDate } from "../../../../domain/dates.ts";
import { CHANNEL_LABELS, CHANNELS } from "../../../../domain/owner-orders.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { filterChips } from "./filter-chips.ts";
import { type OrdersFilters as Filters, FULFILMENT_OPTIONS, STATUS_OPTIONS } from "./orders-search.ts";

/** A date as the owner types it, dd/mm/aaaa whatever the browser's language; '' is no date. */
const displayDate = z
  .string()
  .trim()
  .refine((v) => !v || parseDisplayDate(v) !== null, {
    error: "Escriba la fecha como dd/mm/aaaa, por ejemplo 01/11/2026.",
  });
const iso = (v: string) => (v ? (parseDisplayDate(v) ?? "") : "");

const form = z
  .object({
    status: z.string(),
    fulfilment: z.string(),
    payment: z.string(),
    delivery: z.string(),
    channel: z.string(),
    invoice: z.string(),
    from: displayDate,
    to: displayDate,
    q: z.string().trim().max(100, { error: "Máximo 100 caracteres." }),
  })
  .refine((v) => !iso(v.from) || !iso(v.to) || iso(v.from) <= iso(v.to), {
    error: "La fecha hasta no puede ser anterior a la fecha desde.",
    path: ["to"],
  });
type FormValues = z.infer<typeof form>;

interface OrdersFiltersProps {
  value: Filters;
  onApply: (filters: Filters) => void;
  /** The keys the active tab set (shown as the tab, not as chips). */
  tabKeys: readonly string[];
  /** At the end of the search's row ('Exportar'). */
  children?: ReactNode;
}

const toForm = (f: Filters): FormValues => ({
  status: f.status ?? "",
  fulfilment: f.fulfilment ?? "",
  payment: f.payment ?? "",
  delivery: f.delivery ?? "",
  channel: f.channel ?? "",
  invoice: f.invoice ?? "",
  from: f.from ? formatDate(f.from) : "",
  to: f.to ? formatDate(f.to) : "",
  q: f.q ?? "",
});

/**
 * The desk's one search box and, behind 'Filtros' (closed until asked for, issue 41), the other filters; applying
 * them puts them in the URL (and back to page 1). Each filter chosen shows as a chip that removes it.
 */
export function OrdersFilters({ value, onApply, tabKeys, children }: OrdersFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(form), values: toForm(value) });

  // The URL keeps ISO dates (orders-search.ts); the form shows and reads dd/mm/aaaa.
  const apply = handleSubmit((v) =>
    onApply(
      Object.fromEntries(Object.entries({ ...v, from: iso(v.from), to: iso(v.to) }).filter(([, x]) => x)) as Filters,
    ),
  );
  const chips = filterChips(value, tabKeys);
  const inPanel = chips.filter((c) => c.key !== "q").length;
  const clear = () => {
    const kept = Object.fromEntries(Object.entries(value).filter(([k]) => tabKeys.includes(k))) as Filters;
    reset(toForm(kept));
    onApply(kept);
  };

  return (
    <search aria-label="Buscar y filtrar pedidos" className="admin-desk-filters">
      <form onSubmit={apply} noValidate>
        <div className="admin-desk-filters__bar">
          <AdminField label="Buscar" className="admin-desk-filters__q" error={errors.q?.message}>
            {(p) => (
              <input {...p} {...register("q")} type="search" placeholder="N.º de pedido, nombre, correo o teléfono" />
            )}
          </AdminField>
          <button type="submit" className="btn btn--primary">
            Buscar
          </button>
          <button
            type="button"
            className="btn btn--outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            Filtros{inPanel > 0 && ` (${inPanel})`}
          </button>
          {children}
        </div>
        <div id={panelId} className="admin-card admin-filters" hidden={!open}>
          <AdminField label="Estado">
            {(p) => (
              <select {...p} {...register("status")}>
                <option value="">Todos</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label="Preparación">
            {(p) => (
              <select {...p} {...register("fulfilment")}>
                <option value="">Todas</option>
                {FULFILMENT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label="Forma de pago">
            {(p) => (
              <select {...p} {...register("payment")}>
                <option value="">Todas</option>
                <option value="bank">Transferencia</option>
                <option value="mercadopago">Mercado Pago</option>
              </select>
            )}
          </AdminField>
          <AdminField label="Forma de envío">
            {(p) => (
              <select {...p} {...register("delivery")}>
                <option value="">Todas</option>
                <option value="pickup">Retiro</option>
                <option value="delivery">Delivery</option>
              </select>
            )}
          </AdminField>
          <AdminField label="Canal">
            {(p) => (
              <select {...p} {...register("channel")}>
                <option value="">Todos</option>
                {CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {CHANNEL_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label="Comprobante fiscal">
            {(p) => (
              <select {...p} {...register("invoice")}>
                <option value="">Todos</option>
                <option value="missing">Aprobados sin comprobante</option>
              </select>
            )}
          </AdminField>
          <AdminField label="Desde" hint="dd/mm/aaaa" error={errors.from?.message}>
            {(p) => <DateInput {...p} {...register("from")} />}
          </AdminField>
          <AdminField label="Hasta" hint="dd/mm/aaaa" error={errors.to?.message}>
            {(p) => <DateInput {...p} {...register("to")} />}
          </AdminField>
          <div className="admin-filters__actions">
            <button type="submit" className="btn btn--primary">
              Filtrar
            </button>
            {chips.length > 0 && (
              <button type="button" className="btn btn--outline" onClick={clear}>
                Limpiar
              </button>
            )}
          </div>
        </div>
      </form>
      {chips.length > 0 && (
        <ul className="admin-filter-chips" aria-label="Filtros aplicados">
          {chips.map((chip) => (
            <li key={chip.key} className="admin-filter-chip">
              {chip.text}
              <button
                type="button"
                className="admin-filter-chip__remove"
                aria-label={`Quitar filtro: ${chip.text}`}
                onClick={() => {
                  const { [chip.key]: _gone, ...rest } = value;
                  onApply(rest);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}

/** A text box for dd/mm/aaaa (not type="date", which shows mm/dd/yyyy in an English browser). */
function DateInput(props: ComponentProps<"input">) {
  return (
    <input {...props} type="text" inputMode="numeric" autoComplete="off" placeholder="dd/mm/aaaa" maxLength={10} />
  );
}
