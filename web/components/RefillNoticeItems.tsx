import { Link } from "@tanstack/react-router";
import type { LeftOut } from "../lib/cart/refill.ts";

/**
 * The sentences of a cart filled again (web/lib/cart/refill.ts: 'Repetir pedido', a restored cart), one <li> each; a
 * line left out for lack of stock offers 'Avisarme': its product page with that size chosen. Shared by the cart's
 * notices and the order page's 'Repetir pedido'.
 */
export function RefillNoticeItems({ notices, leftOut }: { notices: readonly string[]; leftOut: readonly LeftOut[] }) {
  return notices.map((notice) => {
    // The sentence refill.ts writes for a line without stock.
    const item = leftOut.find((i) => i.slug && notice === `${i.label} no tiene stock ahora.`);
    return (
      <li key={notice}>
        {notice}
        {item?.slug && (
          <>
            {" "}
            <Link
              to="/shop/product/$slug"
              params={{ slug: item.slug }}
              search={{ presentacion: item.variantId }}
              aria-label={`Avisarme cuando haya stock de ${item.label}`}
            >
              Avisarme
            </Link>
          </>
        )}
      </li>
    );
  });
}
