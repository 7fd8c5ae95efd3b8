import { useId, useRef, useState } from "react";
import type { CatalogueAppliedChange, CataloguePreview } from "../../../../domain/api/catalogue-changes.ts";
import { MAX_IMPORT_BYTES } from "../../../../domain/catalogue-csv.ts";
import { notify } from "../../../lib/toast.ts";
import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { ChangePreview } from "./ChangePreview.tsx";
import { applyPreview, downloadCatalogueCsv, previewImport } from "./catalogue-api.ts";
import { UndoButton } from "./UndoButton.tsx";

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");

/**
 * 'Exportar CSV' and 'Importar CSV': the catalogue as a spreadsheet, edited in Excel and read back. The chosen
 * file goes to the server, which answers a preview; 'Aplicar cambios' applies that preview (by its id).
 */
export function ImportSection({ last, onChanged }: { last: CatalogueAppliedChange | null; onChanged: () => void }) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<CataloguePreview | undefined>();
  const [applying, setApplying] = useState(false);

  const read = async (event: React.FormEvent) => {
    event.preventDefault();
    setPreview(undefined);
    if (!file) return setFileError("Elija el archivo CSV que quiere importar.");
    if (file.size > MAX_IMPORT_BYTES) return setFileError("El archivo es demasiado grande (máximo 5 MB).");
    setReading(true);
    try {
      setPreview(await previewImport(file));
    } catch (error) {
      setFileError(failure(error));
      input.current?.focus();
    } finally {
      setReading(false);
    }
  };

  const cancel = () => {
    setPreview(undefined);
    setFile(undefined);
    if (input.current) input.current.value = "";
    input.current?.focus();
  };

  const apply = async () => {
    if (!preview?.id) return;
    setApplying(true);
    try {
      const result = await applyPreview(preview.id);
      notify("success", result.message);
      cancel();
      onChanged();
    } catch (error) {
      notify("error", failure(error));
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="catalogue-import-title">
      <h2 id="catalogue-import-title" className="admin-card__title">
        Planilla del catálogo
      </h2>
      <p className="admin-muted">
        Descargue el catálogo (una fila por producto y tamaño), cambie precios, descuentos, stock o nombres en Excel y
        vuelva a subirlo. Verá los cambios antes de aplicarlos. Los códigos nuevos se crean como borradores.
      </p>
      <div className="catalogue-actions">
        <ExportCsvButton download={downloadCatalogueCsv} />
      </div>
      <form className="catalogue-import" onSubmit={read} noValidate aria-label="Importar CSV">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={fileId}>
            Archivo CSV para importar
          </label>
          <input
            ref={input}
            id={fileId}
            className="admin-field__input"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setFileError(undefined);
              setPreview(undefined);
            }}
          />
          {fileError && (
            <p id={`${fileId}-error`} className="admin-field__error">
              {fileError}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="btn btn--primary" disabled={reading} aria-busy={reading || undefined}>
            {reading ? "Leyendo el archivo..." : "Importar CSV"}
          </button>
        </div>
      </form>
      {preview && <ChangePreview preview={preview} applying={applying} onApply={apply} onCancel={cancel} />}
      <UndoButton kind="import" last={last} onUndone={onChanged} />
    </section>
  );
}
