import { Suspense } from "react";
import type { OrderDraft } from "../../../../domain/api/owner-orders.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDateTime } from "../lib/format.ts";
import { useRead } from "../shell/admin-data.ts";
import { deleteDraft } from "./new-order-api.ts";

interface DraftsProps {
  read: Promise<Loaded<{ drafts: OrderDraft[] }>>;
  openId: number | undefined;
  onOpen: (draft: OrderDraft) => void;
  onDeleted: () => void;
}

/** 'Borradores': orders saved to finish later (no stock held, no order number). */
export function Drafts(props: DraftsProps) {
  return (
    <section className="admin-card" aria-labelledby="nuevo-pedido-borradores">
      <h2 id="nuevo-pedido-borradores" className="admin-card__title">
        Borradores
      </h2>
      <Suspense fallback={<Spinner label="Cargando los borradores..." />}>
        <DraftList {...props} />
      </Suspense>
    </section>
  );
}

function DraftList({ read, openId, onOpen, onDeleted }: DraftsProps) {
  const { data, error, retry } = useRead(read);
  if (error && !data) return <InlineError message={error} onRetry={retry} />;
  const drafts = data?.drafts ?? [];
  if (drafts.length === 0) return <p className="admin-muted">No hay borradores guardados.</p>;
  const remove = async (id: number) => {
    try {
      await deleteDraft(id);
      notify("success", "Borrador eliminado.");
      onDeleted();
    } catch (e) {
      notify("error", messageOf(e));
    }
  };
  return (
    <ul className="admin-new-order__found">
      {drafts.map((d) => (
        <li key={d.id}>
          <span>
            {d.label || "Sin nombre"} · {formatDateTime(d.updatedAt)}
            {d.id === openId && " (abierto)"}
          </span>
          <span className="admin-new-order__row">
            <button type="button" className="btn btn--outline" onClick={() => onOpen(d)}>
              Abrir
            </button>
            <button type="button" className="btn btn--outline" onClick={() => void remove(d.id)}>
              Eliminar
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
