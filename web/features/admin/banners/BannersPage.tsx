import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/banners: placeholder until its issue builds it. */
export function BannersPage() {
  return <ComingSoonPage title="Cartel banner" />;
}
