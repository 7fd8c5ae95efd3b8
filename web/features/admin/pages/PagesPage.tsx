import { PAGES, type Page, pendingTexts } from "../../../../domain/schemas/page.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { formatDateTime } from "../lib/format.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminGo } from "../shell/admin-router.ts";
import { PageEditor } from "./PageEditor.tsx";
import type { PagesData } from "./pages-loader.ts";
import "../components/markdown-editor.css";
import "../components/tabs.css";

/** /admin/pages ('Páginas del sitio'): Nosotros, Servicios, Información and Términos, each written by the owner. */
export function PagesPage({ data }: { data: PagesData }) {
  usePageTitle("Páginas del sitio · Panel");
  const list = useRead(data.list);
  const open = list.data?.pages.find((p) => p.slug === data.slug);
  return (
    <div className="admin-page admin-pages">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Páginas del sitio</h1>
          <p className="admin-page__lead">
            Los textos de Nosotros, Servicios, Información y Términos y condiciones. Donde un texto menciona una regla
            de la tienda (el costo del envío, el descuento…) use un valor de la tienda: se actualiza solo cuando cambia
            en Ajustes.
          </p>
        </div>
      </div>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : open ? (
        <PageEditor key={`${open.slug}:${open.updatedAt}`} page={open} onSaved={list.retry} />
      ) : (
        <PageList pages={list.data.pages} />
      )}
    </div>
  );
}

function PageList({ pages }: { pages: Page[] }) {
  const go = useAdminGo();
  return (
    <ul className="admin-pages__list" aria-label="Páginas">
      {pages.map((page) => {
        const pending = pendingTexts(page.body);
        const info = PAGES[page.slug];
        return (
          <li key={page.slug} className="admin-card admin-pages__item">
            <h2 className="admin-pages__name">{info.name}</h2>
            <p className="admin-pages__meta">
              Título: {page.title}
              <br />
              Modificada el {formatDateTime(page.updatedAt)}
            </p>
            {pending > 0 && (
              <p className="admin-pages__pending">
                {pending === 1 ? "Tiene 1 texto pendiente" : `Tiene ${pending} textos pendientes`} de completar
                ([PENDIENTE: …]).
              </p>
            )}
            <div className="admin-pages__actions">
              <a
                className="btn btn--primary btn--sm"
                href={`/admin/pages?slug=${page.slug}`}
                onClick={(event) => {
                  event.preventDefault();
                  void go("pages", { search: { slug: page.slug }, open: true });
                }}
              >
                Editar<span className="visually-hidden"> {info.name}</span>
              </a>
              <a className="btn btn--outline btn--sm" href={info.path} target="_blank" rel="noopener">
                Ver página<span className="visually-hidden"> {info.name} (se abre en otra pestaña)</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
