import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/vacations: placeholder until its issue builds it. */
export function VacationsPage() {
  return <ComingSoonPage title="Notificación de vacaciones" />;
}
