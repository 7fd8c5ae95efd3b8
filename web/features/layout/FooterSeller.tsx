import { SellerIdentity } from "../../components/SellerIdentity.tsx";
import { useSeller } from "../../lib/settings/use-shop-settings.ts";

/** The footer's line naming the seller (legal name and RUT; issue 40), from the settings inlined in the page. */
export function FooterSeller() {
  return <SellerIdentity seller={useSeller()} className="site-footer__seller" />;
}
