import { Link } from "@tanstack/react-router";
import { useWholesale } from "../../lib/wholesale/use-wholesale.ts";
import "./wholesale.css";

/** The header's 'Precios mayoristas' (issue 44): shown to an approved company's buyer only, linking to 'Mi cuenta'. */
export default function WholesaleBadge() {
  const buyer = useWholesale([]);
  if (!buyer) return null;
  return (
    <Link to="/mi-cuenta" className="wholesale-badge" title={`${buyer.buyer.companyName} · ${buyer.buyer.listName}`}>
      Precios mayoristas
    </Link>
  );
}
