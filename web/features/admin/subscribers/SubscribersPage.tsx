import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/subscribers: placeholder until its issue builds it. */
export function SubscribersPage() {
  return <ComingSoonPage title="Suscriptores" />;
}
