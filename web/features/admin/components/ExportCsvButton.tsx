import { useDownload } from "../lib/use-download.ts";

interface ExportCsvButtonProps {
  /** Fetches the file and saves it (a failure is a toast: lib/use-download.ts). */
  download: () => Promise<void>;
  label?: string;
  /** What the button says while the file comes: 'Exportando...' unless the page has several exports. */
  busyLabel?: string;
  /** Nothing to export (Suscriptores with no subscriber). */
  disabled?: boolean;
}

/**
 * The back office's one export button (Clientes, Suscriptores, the catalogue's spreadsheet, the desk's 'Exportar'
 * menu): disabled and aria-busy while the file comes, saying so.
 */
export function ExportCsvButton({
  download,
  label = "Exportar CSV",
  busyLabel = "Exportando...",
  disabled = false,
}: ExportCsvButtonProps) {
  const { busy, start } = useDownload(download);
  return (
    <button
      type="button"
      className="btn btn--outline"
      onClick={start}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
