import { ORDER_COUNT_CAP, pastCap } from "../../../../domain/order-tabs.ts";

interface PagerProps {
  page: number;
  pageSize: number;
  /** Counted up to ORDER_COUNT_CAP + 1 (domain/order-tabs.ts). */
  total: number;
  /** Rows on this page. */
  shown: number;
  /** There is a page after this one (the count alone cannot say past the cap). */
  more: boolean;
  onPage: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' and where the admin is in the list ('de más de 1.000' past the count's cap). */
export function Pager({ page, pageSize, total, shown, more, onPage }: PagerProps) {
  const capped = pastCap(total);
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = first + Math.max(0, shown - 1);
  const of = capped
    ? `más de ${ORDER_COUNT_CAP.toLocaleString("es-UY")} pedidos · página ${page}`
    : `${total} ${total === 1 ? "pedido" : "pedidos"} · página ${page} de ${Math.max(1, Math.ceil(total / pageSize))}`;
  return (
    <nav className="admin-pager" aria-label="Páginas de pedidos">
      <p className="admin-pager__status" aria-live="polite">
        {first}–{last} de {of}
      </p>
      <div className="admin-pager__buttons">
        <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </button>
        <button type="button" className="btn btn--outline" disabled={!more} onClick={() => onPage(page + 1)}>
          Siguiente
        </button>
      </div>
    </nav>
  );
}
