import { formatDateTime } from "../lib/format.ts";
import type { AdminMessage } from "./messages-api.ts";

interface MessageCardProps {
  message: AdminMessage;
  busy: boolean;
  onToggleRead: (message: AdminMessage) => void;
  onDelete: (message: AdminMessage) => void;
}

/** One contact message: who, when, the text, and what the admin can do with it. */
export function MessageCard({ message, busy, onToggleRead, onDelete }: MessageCardProps) {
  const titleId = `message-${message.id}-title`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent("Re: su mensaje a Química Oriental")}`;
  return (
    <li>
      <article
        className={`admin-card admin-message${message.read ? "" : " admin-message--unread"}`}
        aria-labelledby={titleId}
      >
        <header className="admin-message__head">
          <h2 id={titleId} className="admin-message__name">
            {message.name}
            {!message.read && <span className="admin-chip admin-chip--warning">Sin leer</span>}
          </h2>
          <p className="admin-message__meta">
            <a href={`mailto:${message.email}`}>{message.email}</a>
            {" · "}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </header>
        <p className="admin-message__text">{message.message}</p>
        <div className="admin-message__actions">
          <a className="btn btn--outline" href={reply}>
            Responder
          </a>
          <button type="button" className="btn btn--outline" onClick={() => onToggleRead(message)} disabled={busy}>
            {message.read ? "Marcar como no leído" : "Marcar como leído"}
          </button>
          <button type="button" className="btn btn--outline admin-message__delete" onClick={() => onDelete(message)}>
            Eliminar
          </button>
        </div>
      </article>
    </li>
  );
}
