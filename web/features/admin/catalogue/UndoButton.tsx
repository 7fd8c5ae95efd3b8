import { useState } from "react";
import type { CatalogueAppliedChange, CatalogueChangeKind } from "../../../../domain/api/catalogue-changes.ts";
import { plural } from "../../../../domain/text.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDateTime } from "../lib/format.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
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
  const problem = useFormProblem();
  if (!last) return null;
  const undo = async () => {
    setBusy(true);
    problem.clear();
    try {
      notify("success", (await undoLast(kind)).message);
      onUndone();
    } catch (error) {
      problem.show(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="catalogue-undo">
      <p className="admin-muted">
        Último aplicado: {last.description} ({formatDateTime(last.appliedAt)};{" "}
        {plural(last.changes, "cambio", "cambios")}
        {last.created > 0 && `, ${plural(last.created, "producto nuevo", "productos nuevos")}`}).
      </p>
      <div>
        <button type="button" className="btn btn--outline" onClick={undo} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Deshaciendo..." : LABELS[kind]}
        </button>
      </div>
      <FormProblem problem={problem} />
    </div>
  );
}
