import { Link } from "@tanstack/react-router";
import { useWholesale } from "../../lib/wholesale/use-wholesale.ts";
import "./wholesale.css";

/**
 * The header's 'Precios mayoristas' (issue 44): shown to an approved company's buyer only, linking to 'Mi cuenta'.
 * From 900 px it sits in the header's row; below, where the row has no room (390 px: logo, favourites, cart and the
 * menu's button), it is an entry of the mobile menu beside 'Mi cuenta' (`inMenu`), as 'Mi cuenta' itself is.
 */
export default function WholesaleBadge({ inMenu = false, onNavigate }: { inMenu?: boolean; onNavigate?: () => void }) {
  const buyer = useWholesale([]);
  if (!buyer) return null;
  const link = (
    <Link
      to="/mi-cuenta"
      className="wholesale-badge"
      title={`${buyer.buyer.companyName} · ${buyer.buyer.listName}`}
      onClick={onNavigate}
    >
      Precios mayoristas
    </Link>
  );
  return inMenu ? <li className="mobile-menu__wholesale">{link}</li> : link;
}
