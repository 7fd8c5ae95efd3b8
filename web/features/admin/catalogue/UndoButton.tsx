import { useState } from "react";
import type { CatalogueAppliedChange, CatalogueChangeKind } from "../../../../domain/api/catalogue-changes.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDateTime } from "../lib/format.ts";
import { undoLast } from "./catalogue-api.ts";

const LABELS: Record<CatalogueChangeKind, string> = {
  import: "Deshacer última importación",
  price: "Deshacer último cambio de precios",
};

/**
 * The last applied import or price change, and the button that undoes it. The server refuses (and says what)
 * if something it changed was changed again since.
 */
export function UndoButton({
  kind,
  last,
  onUndone,
}: {
  kind: CatalogueChangeKind;
  last: CatalogueAppliedChange | null;
  onUndone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (!last) return null;
  const undo = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      notify("success", (await undoLast(kind)).message);
      onUndone();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="catalogue-undo">
      <p className="admin-muted">
        Último aplicado: {last.description} ({formatDateTime(last.appliedAt)}; {last.changes}{" "}
        {last.changes === 1 ? "cambio" : "cambios"}
        {last.created > 0 && `, ${last.created} ${last.created === 1 ? "producto nuevo" : "productos nuevos"}`}).
      </p>
      <div>
        <button type="button" className="btn btn--outline" onClick={undo} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Deshaciendo..." : LABELS[kind]}
        </button>
      </div>
      {problem && (
        <p className="admin-alert admin-alert--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
