import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/settings: placeholder until its issue builds it. */
export function SettingsPage() {
  return <ComingSoonPage title="Ajustes de la tienda" />;
}
