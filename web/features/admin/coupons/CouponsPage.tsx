import { useState } from "react";
import { couponScope, describeCoupon } from "../../../../domain/coupons.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { useRead, useReload } from "../shell/admin-data.ts";
import { CouponForm } from "./CouponForm.tsx";
import { type AdminCoupon, setCouponActive } from "./coupons-api.ts";
import type { loadCoupons } from "./coupons-loader.ts";
import "./coupons.css";
import { messageOf } from "../../../lib/api.ts";

/** The code's state as the list shows it: paused, not started, expired, used up, or active. */
function stateOf(c: AdminCoupon, today: string): { label: string; tone: "" | "warning" | "danger" } {
  if (!c.active) return { label: "Pausado", tone: "warning" };
  if (c.validTo && today > c.validTo) return { label: "Vencido", tone: "danger" };
  if (c.maxUses !== null && c.uses >= c.maxUses) return { label: "Sin usos", tone: "danger" };
  if (c.validFrom && today < c.validFrom) return { label: "Programado", tone: "warning" };
  return { label: "Activo", tone: "" };
}

function validity(c: AdminCoupon): string {
  if (c.validFrom && c.validTo) return `${formatDate(c.validFrom)} al ${formatDate(c.validTo)}`;
  if (c.validTo) return `Hasta el ${formatDate(c.validTo)}`;
  if (c.validFrom) return `Desde el ${formatDate(c.validFrom)}`;
  return "Sin vencimiento";
}

/** /admin/coupons ('Cupones'): the discount codes with their uses and state, a form to create or edit one. */
export function CouponsPage({ data }: { data: ReturnType<typeof loadCoupons> }) {
  usePageTitle("Cupones · Panel");
  const coupons = useRead(data.coupons);
  const categories = useRead(data.categories);
  const reload = useReload();
  const [editing, setEditing] = useState<AdminCoupon | "new" | null>(null);
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "America/Montevideo" });

  const toggle = async (c: AdminCoupon) => {
    try {
      await setCouponActive(c.id, !c.active);
      notify("success", c.active ? `El cupón ${c.code} quedó pausado.` : `El cupón ${c.code} está activo.`);
      reload();
    } catch (error) {
      notify("error", messageOf(error));
    }
  };

  const items = coupons.data?.items;
  const categoryTitles = new Map((categories.data?.items ?? []).map((cat) => [cat.id, cat.title]));
  /** 'solo la categoría Aceites esenciales': what the code is limited to, by name. */
  const scopeOf = (c: AdminCoupon) =>
    couponScope(
      c.categoryIds.flatMap((id) => categoryTitles.get(id) ?? []),
      c.productIds.length,
    );
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Cupones</h1>
          <p className="admin-page__lead">
            Códigos de descuento que los clientes escriben en el carrito o al confirmar la compra: un porcentaje, un
            monto fijo o el envío gratis.
          </p>
        </div>
        {editing === null && (
          <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
            Nuevo cupón
          </button>
        )}
      </div>
      {editing !== null && (
        <CouponForm
          key={editing === "new" ? "new" : editing.id}
          coupon={editing === "new" ? null : editing}
          categories={categories.data?.items.filter((c) => !c.isAll) ?? []}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
      {!items ? (
        <InlineError message={coupons.error} onRetry={coupons.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">Todavía no hay cupones.</p>
        </div>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Cupones" aria-busy={coupons.loading || undefined}>
          <table className="admin-table coupons-table">
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Descuento</th>
                <th scope="col">Vigencia</th>
                <th scope="col" className="num">
                  Usos
                </th>
                <th scope="col" className="num">
                  Ventas
                </th>
                <th scope="col">Estado</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => {
                const state = stateOf(c, today);
                return (
                  <tr key={c.id}>
                    <th scope="row" className="coupons-table__code">
                      {c.code}
                    </th>
                    <td>
                      {describeCoupon(c)}
                      {c.minimumTotal > 0 && <span className="admin-muted"> · mínimo {formatUYU(c.minimumTotal)}</span>}
                      {scopeOf(c) && <span className="admin-muted"> · {scopeOf(c)}</span>}
                    </td>
                    <td>{validity(c)}</td>
                    <td className="num">
                      {c.uses}
                      {c.maxUses !== null && ` de ${c.maxUses}`}
                    </td>
                    <td className="num">{formatUYU(c.sales)}</td>
                    <td>
                      <span className={state.tone ? `admin-chip admin-chip--${state.tone}` : "admin-chip"}>
                        {state.label}
                      </span>
                    </td>
                    <td className="coupons-table__actions">
                      <button
                        type="button"
                        className="btn btn--outline"
                        aria-label={`Editar ${c.code}`}
                        onClick={() => setEditing(c)}
                      >
                        Editar
                      </button>
                      <button
                        type="button"
                        className="btn btn--outline"
                        aria-label={`${c.active ? "Pausar" : "Activar"} ${c.code}`}
                        onClick={() => void toggle(c)}
                      >
                        {c.active ? "Pausar" : "Activar"}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
