import { useEffect, useState } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import "../components/content.css";
import { ProductPicker } from "../components/ProductPicker.tsx";
import { useRead } from "../shell/admin-data.ts";
import { FeaturedRows } from "./FeaturedRows.tsx";
import { type FeaturedList, type FeaturedPick, saveFeatured } from "./featured-api.ts";
import type { loadFeatured } from "./featured-loader.ts";
import "../components/product-picker.css";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";

/**
 * /admin/featured ('Destacados'): the products of the home's 'Productos destacados', in the owner's order. Add them
 * from a search, take them out, move them with 'Subir' and 'Bajar', and 'Guardar' sends the whole list at once.
 */
export function FeaturedPage({ data }: { data: ReturnType<typeof loadFeatured> }) {
  usePageTitle("Productos destacados · Panel");
  const remote = useRead(data.featured);
  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Productos destacados</h1>
          <p className="admin-page__lead">
            Los productos de la sección «Productos destacados» de la página de inicio, en este orden. Puede elegir hasta{" "}
            {remote.data?.limit ?? 8}: los que caben en esa sección (dos filas de cuatro en una pantalla ancha). Los
            borradores y los productos sin stock no se muestran. Con la lista vacía, la página de inicio los elige sola,
            como hasta ahora: primero los que tienen descuento y luego los de mayor precio.
          </p>
        </div>
      </div>
      {!remote.data ? (
        <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
      ) : (
        <FeaturedEditor saved={remote.data} />
      )}
    </div>
  );
}

function FeaturedEditor({ saved: loaded }: { saved: FeaturedList }) {
  const [saved, setSaved] = useState(loaded);
  const [picks, setPicks] = useState<FeaturedPick[]>(loaded.items);
  const [saving, setSaving] = useState(false);
  const problem = useFormProblem();
  const [status, setStatus] = useState("");
  useEffect(() => {
    setSaved(loaded);
    setPicks(loaded.items);
  }, [loaded]);

  const dirty = picks.map((p) => p.id).join() !== saved.items.map((p) => p.id).join();
  const full = picks.length >= saved.limit;

  const add = (product: FeaturedPick) => {
    if (full || picks.some((p) => p.id === product.id)) return;
    setPicks([...picks, product]);
    setStatus(`«${product.name}» agregado en la posición ${picks.length + 1} de ${picks.length + 1}.`);
  };
  const remove = (index: number) => {
    const gone = picks[index];
    setPicks(picks.filter((_, i) => i !== index));
    if (gone) setStatus(`«${gone.name}» quitado de la lista.`);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...picks];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setPicks(next);
    setStatus(`«${item!.name}» movido a la posición ${index + by + 1} de ${next.length}.`);
  };

  const save = async () => {
    setSaving(true);
    problem.clear();
    try {
      const answer = await saveFeatured(picks.map((p) => p.id));
      setSaved(answer);
      setPicks(answer.items);
      notify(
        "success",
        answer.items.length > 0
          ? "Los destacados fueron guardados: la página de inicio ya los muestra."
          : "La lista quedó vacía: la página de inicio vuelve a elegir los destacados sola.",
      );
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Inténtelo de nuevo.";
      problem.show(`Ha ocurrido un error: ${message}`);
      notify("error", `Ha ocurrido un error: ${message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-content__grid">
      <section className="admin-card admin-featured" aria-labelledby="featured-list">
        <div className="admin-featured__head">
          <h2 id="featured-list" className="admin-card__title">
            Lista de destacados
          </h2>
          <span className="admin-featured__count">
            {picks.length} de {saved.limit}
          </span>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
        <FormProblem problem={problem} />
        {picks.length === 0 ? (
          <div className="admin-empty">
            <p className="admin-empty__title">No eligió productos destacados.</p>
            <p>La página de inicio los elige sola. Agregue productos desde la búsqueda para elegirlos usted.</p>
          </div>
        ) : (
          <FeaturedRows picks={picks} onMove={move} onRemove={remove} />
        )}
        <div className="admin-content__actions admin-featured__actions">
          {dirty && <p className="admin-featured__dirty">Hay cambios sin guardar.</p>}
          <button
            type="button"
            className="btn btn--outline"
            disabled={!dirty || saving}
            onClick={() => setPicks(saved.items)}
          >
            Descartar cambios
          </button>
          <button type="button" className="btn btn--primary" disabled={!dirty || saving} onClick={save}>
            {saving ? "Guardando..." : "Guardar"}
          </button>
        </div>
      </section>
      <ProductPicker picked={picks} full={full} limit={saved.limit} onAdd={add} />
    </div>
  );
}
