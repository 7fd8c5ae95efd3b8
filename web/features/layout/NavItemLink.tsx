import { Link } from "@tanstack/react-router";
import type { NavLinkItem } from "./nav-items.ts";

interface NavItemLinkProps {
  item: NavLinkItem;
  className?: string;
  onNavigate?: () => void;
}

/** One menu link; shop categories go to /shop?category=<slug>. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  if (item.category) {
    return (
      <Link
        to="/shop"
        search={{ category: item.category }}
        className={className}
        onClick={onNavigate}
        activeOptions={{ includeSearch: true, explicitUndefined: true }}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onNavigate} activeOptions={{ exact: item.to === "/" }}>
      {item.label}
    </Link>
  );
}
