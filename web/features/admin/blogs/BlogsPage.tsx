import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

/** /admin/blogs: placeholder until its issue builds it. */
export function BlogsPage() {
  return <ComingSoonPage title="Blog" />;
}
