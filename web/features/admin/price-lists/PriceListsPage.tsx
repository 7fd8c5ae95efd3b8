import { type FormEvent, useState } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { useRead, useReload } from "../shell/admin-data.ts";
import { PriceListEditor } from "./PriceListEditor.tsx";
import { createPriceList, deletePriceList, type PriceListIndex } from "./price-lists-api.ts";
import type { loadPriceLists } from "./price-lists-loader.ts";
import "./price-lists.css";

type Summary = PriceListIndex["lists"][number];

/** /admin/price-lists ('Listas de precios', issue 44): the wholesale lists; create, open the editor, delete. */
export function PriceListsPage({ data }: { data: ReturnType<typeof loadPriceLists> }) {
  usePageTitle("Listas de precios · Panel");
  const lists = useRead(data.lists);
  const categories = useRead(data.categories);
  const reload = useReload();
  const [open, setOpen] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [deleting, setDeleting] = useState<Summary | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError("Escriba el nombre de la lista.");
    try {
      const made = await createPriceList(name.trim());
      notify("success", `La lista «${made.list.name}» fue creada.`);
      setName("");
      setNameError(undefined);
      setOpen(made.list.id);
      reload();
    } catch (error) {
      setNameError(messageOf(error));
    }
  };

  const shopPercent = lists.data?.shopTransferDiscountPercent ?? 0;
  const items = lists.data?.lists;
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Listas de precios</h1>
          <p className="admin-page__lead">
            Los precios mayoristas de las empresas aprobadas: por tamaño un precio fijo o un porcentaje de descuento,
            con escalas por cantidad, mínimo y múltiplo; por categoría, un porcentaje para los tamaños que la lista no
            nombra.
          </p>
        </div>
      </div>
      <form className="admin-card price-lists__new" onSubmit={create} noValidate>
        <AdminField label="Nueva lista" error={nameError}>
          {(p) => (
            <input
              {...p}
              value={name}
              maxLength={60}
              placeholder="Mayorista A, Distribuidores…"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </AdminField>
        <button type="submit" className="btn btn--primary">
          Crear lista
        </button>
      </form>
      {open !== null && (
        <PriceListEditor
          key={open}
          id={open}
          categories={categories.data?.items.filter((c) => !c.isAll) ?? []}
          onDone={(saved) => {
            setOpen(null);
            if (saved) reload();
          }}
        />
      )}
      {!items ? (
        <InlineError message={lists.error} onRetry={lists.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">Todavía no hay listas de precios.</p>
        </div>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Listas de precios" aria-busy={lists.loading || undefined}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Lista</th>
                <th scope="col" className="num">
                  Tamaños
                </th>
                <th scope="col" className="num">
                  Categorías
                </th>
                <th scope="col" className="num">
                  Empresas
                </th>
                <th scope="col">Descuento por transferencia</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((l) => (
                <tr key={l.id}>
                  <th scope="row">{l.name}</th>
                  <td className="num">{l.sizes}</td>
                  <td className="num">{l.categories}</td>
                  <td className="num">{l.companies}</td>
                  <td>
                    {l.transferDiscountPercent === null
                      ? `El de la tienda (${shopPercent} %)`
                      : `${l.transferDiscountPercent} %`}
                  </td>
                  <td className="price-lists__actions">
                    <button
                      type="button"
                      className="btn btn--outline"
                      aria-label={`Editar ${l.name}`}
                      onClick={() => setOpen(l.id)}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      className="btn btn--outline"
                      aria-label={`Eliminar ${l.name}`}
                      onClick={() => setDeleting(l)}
                    >
                      Eliminar
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar la lista"
        text={`¿Eliminar la lista «${deleting?.name ?? ""}»? Sus precios se pierden.`}
        confirmLabel="Eliminar"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          try {
            await deletePriceList(deleting!.id);
            notify("success", `La lista «${deleting!.name}» fue eliminada.`);
            if (open === deleting!.id) setOpen(null);
            setDeleting(null);
            reload();
          } catch (error) {
            notify("error", messageOf(error));
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}
