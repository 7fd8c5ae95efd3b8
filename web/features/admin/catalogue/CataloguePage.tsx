import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRead, useReload } from "../shell/admin-data.ts";
import type { CatalogueData } from "./catalogue-loader.ts";
import { ImportSection } from "./ImportSection.tsx";
import { PriceChangeSection } from "./PriceChangeSection.tsx";
import "./catalogue.css";

/**
 * /admin/catalogue ('Catálogo'): the catalogue as a spreadsheet (export, import with a preview, undo) and bulk
 * price changes (preview, apply, undo). Every change is previewed on the server and applied as previewed.
 */
export function CataloguePage({ data }: { data: CatalogueData }) {
  usePageTitle("Catálogo · Panel");
  const history = useRead(data.history);
  const categories = useRead(data.categories);
  const reload = useReload();
  return (
    <div className="admin-page catalogue-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Catálogo</h1>
          <p className="admin-page__lead">
            Cambios de muchos productos a la vez: con una planilla de Excel o con un cambio de precios. Siempre verá una
            vista previa antes de aplicar, y podrá deshacer el último.
          </p>
        </div>
      </div>
      {history.error && <InlineError message={history.error} onRetry={history.retry} compact />}
      <ImportSection last={history.data?.import ?? null} onChanged={reload} />
      {!categories.data ? (
        <InlineError message={categories.error ?? ""} onRetry={categories.retry} />
      ) : (
        <PriceChangeSection categories={categories.data} last={history.data?.price ?? null} onChanged={reload} />
      )}
    </div>
  );
}
