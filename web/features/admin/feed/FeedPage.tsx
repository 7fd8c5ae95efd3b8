import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/feed: placeholder until its issue builds it. */
export function FeedPage() {
  return <ComingSoonPage title="Red social" />;
}
