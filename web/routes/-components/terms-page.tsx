import { OwnerPage } from "./owner-page.tsx";
import type { OwnerPageData } from "./owner-page-loader.ts";

/** Terms and conditions, shown at /terms-and-conditions and /other/terms-and-conditions (decision 021). */
export function TermsPage({ data }: { data: OwnerPageData }) {
  return <OwnerPage data={data} crumb="Términos y condiciones" contents />;
}
