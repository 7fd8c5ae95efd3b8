import { useEffect, useRef } from "react";
import type { CataloguePreview } from "../../../../domain/api/catalogue-changes.ts";
import { plural } from "../../../../domain/text.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";

/** Lines shown on screen; a preview of thousands says how many more it applies. */
const SHOWN = 300;

interface ChangePreviewProps {
  preview: CataloguePreview;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * What a previewed import or price change would do: each value that changes (old → new), the products it
 * creates, the bad rows with their numbers, the rows left out; 'Aplicar cambios' only when it can be applied.
 * Takes the focus when it appears, so a keyboard or screen-reader user lands on the result.
 */
export function ChangePreview({ preview, applying, onApply, onCancel }: ChangePreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { changes, newProducts, errors, skipped } = preview;
  const isImport = preview.kind === "import";
  return (
    <section className="catalogue-preview" aria-labelledby="catalogue-preview-title">
      <h3 id="catalogue-preview-title" className="catalogue-preview__title" tabIndex={-1} ref={heading}>
        Vista previa: {preview.description}
      </h3>
      <p className="catalogue-preview__summary">
        {errors.length > 0
          ? `${plural(errors.length, "fila tiene", "filas tienen")} errores: corríjalas y vuelva a ${isImport ? "importar el archivo" : "intentarlo"}. No se aplicó nada.`
          : preview.canApply
            ? `${plural(changes.length, "cambio", "cambios")}${newProducts.length ? ` y ${plural(newProducts.length, "producto nuevo", "productos nuevos")}` : ""}, en ${plural(preview.products, "producto", "productos")}. Nada cambia hasta que pulse «Aplicar cambios».`
            : "No hay nada que cambiar: los valores son los mismos que en el catálogo."}
        {isImport &&
          preview.missing > 0 &&
          ` ${plural(preview.missing, "producto del catálogo no está", "productos del catálogo no están")} en el archivo: se dejan como están.`}
      </p>
      {errors.length > 0 && (
        <div className="admin-alert admin-alert--error catalogue-preview__errors">
          <p className="catalogue-preview__list-title">Errores</p>
          <ul>
            {errors.slice(0, SHOWN).map((e, i) => (
              <li key={`${e.row}-${i}`}>
                {e.row !== null && <strong>Fila {e.row}: </strong>}
                {e.message}
              </li>
            ))}
          </ul>
          {errors.length > SHOWN && <p>Y {plural(errors.length - SHOWN, "error", "errores")} más.</p>}
        </div>
      )}
      {skipped.length > 0 && (
        <div className="admin-alert admin-alert--warning">
          <p className="catalogue-preview__list-title">Filas que no se importan</p>
          <ul>
            {skipped.slice(0, SHOWN).map((s) => (
              <li key={s.row}>
                <strong>Fila {s.row}: </strong>
                {s.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {changes.length > 0 && (
        <ScrollRegion className="admin-table-wrap" label="Cambios">
          <table className="admin-table catalogue-preview__table">
            <caption className="visually-hidden">Cambios que se aplicarán, con el valor actual y el nuevo</caption>
            <thead>
              <tr>
                {isImport && <th scope="col">Fila</th>}
                <th scope="col">Producto</th>
                <th scope="col">Tamaño</th>
                <th scope="col">Dato</th>
                <th scope="col">Ahora</th>
                <th scope="col">Nuevo</th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, SHOWN).map((c, i) => (
                <tr key={`${c.code}-${c.size}-${c.field}-${i}`}>
                  {isImport && <td data-label="Fila">{c.row}</td>}
                  <th scope="row">
                    {c.code && <span className="catalogue-preview__code">{c.code}</span>} {c.product}
                  </th>
                  <td data-label="Tamaño">{c.size ?? "—"}</td>
                  <td data-label="Dato">{c.label}</td>
                  <td data-label="Ahora">{c.from || "—"}</td>
                  <td data-label="Nuevo" className="catalogue-preview__new">
                    {c.to}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {changes.length > SHOWN && (
        <p className="admin-muted">
          Se muestran {SHOWN}; se aplicarán los {changes.length.toLocaleString("es-UY")}.
        </p>
      )}
      {newProducts.length > 0 && (
        <ScrollRegion className="admin-table-wrap" label="Productos nuevos">
          <table className="admin-table catalogue-preview__table">
            <caption className="catalogue-preview__caption">
              Productos nuevos (se crean como borradores, sin publicar)
            </caption>
            <thead>
              <tr>
                <th scope="col">Fila</th>
                <th scope="col">Producto</th>
                <th scope="col">Categoría</th>
                <th scope="col">Tamaños</th>
              </tr>
            </thead>
            <tbody>
              {newProducts.slice(0, SHOWN).map((p) => (
                <tr key={p.code}>
                  <td data-label="Fila">{p.row}</td>
                  <th scope="row">
                    <span className="catalogue-preview__code">{p.code}</span> {p.name}
                  </th>
                  <td data-label="Categoría">{p.category}</td>
                  <td data-label="Tamaños">{p.sizes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className="catalogue-actions">
        {preview.canApply && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={onApply}
            disabled={applying}
            aria-busy={applying || undefined}
          >
            {applying ? "Aplicando..." : "Aplicar cambios"}
          </button>
        )}
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={applying}>
          {preview.canApply ? "Cancelar" : "Cerrar"}
        </button>
      </div>
    </section>
  );
}
