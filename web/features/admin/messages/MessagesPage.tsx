import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/messages: placeholder until its issue builds it. */
export function MessagesPage() {
  return <ComingSoonPage title="Mensajes" />;
}
