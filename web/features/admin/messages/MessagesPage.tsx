import { useState } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { DeleteMessageDialog } from "./DeleteMessageDialog.tsx";
import { MessageCard } from "./MessageCard.tsx";
import { type AdminMessage, deleteMessage, markMessage } from "./messages-api.ts";
import "./messages.css";
import { useRead } from "../shell/admin-data.ts";
import type { loadMessages } from "./messages-loader.ts";

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");

/** /admin/messages: what visitors sent from the contact page, newest first; read/unread and delete in place. */
export function MessagesPage({ data }: { data: ReturnType<typeof loadMessages> }) {
  usePageTitle("Mensajes · Panel");
  const list = useRead(data.list);
  // Changes made here, shown at once without reloading the list.
  const [changed, setChanged] = useState<Record<number, AdminMessage | null>>({});
  const [busy, setBusy] = useState<number | undefined>();
  const [deleting, setDeleting] = useState<AdminMessage | undefined>();

  const messages = (list.data?.messages ?? [])
    .map((m) => (m.id in changed ? changed[m.id] : m))
    .filter((m): m is AdminMessage => m !== null && m !== undefined);
  const unread = messages.filter((m) => !m.read).length;

  const toggleRead = async (message: AdminMessage) => {
    setBusy(message.id);
    try {
      const updated = await markMessage(message.id, !message.read);
      setChanged((c) => ({ ...c, [updated.id]: updated }));
    } catch (error) {
      notify("error", failure(error));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async (message: AdminMessage) => {
    try {
      await deleteMessage(message.id);
      setChanged((c) => ({ ...c, [message.id]: null }));
      setDeleting(undefined);
      notify("success", "El mensaje fue eliminado.");
    } catch (error) {
      notify("error", failure(error));
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Mensajes</h1>
          <p className="admin-page__lead">
            Lo que los visitantes escriben en la página de contacto, del más reciente al más antiguo.
            {list.data && messages.length > 0 && ` ${unread === 1 ? "1 sin leer" : `${unread} sin leer`}.`}
          </p>
        </div>
      </div>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : messages.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay mensajes.</p>
          <p>Cuando un visitante escriba desde la página de contacto, su mensaje aparecerá aquí.</p>
        </div>
      ) : (
        <ul className="admin-messages" aria-label="Mensajes de contacto">
          {messages.map((m) => (
            <MessageCard key={m.id} message={m} busy={busy === m.id} onToggleRead={toggleRead} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <DeleteMessageDialog message={deleting} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </div>
  );
}
