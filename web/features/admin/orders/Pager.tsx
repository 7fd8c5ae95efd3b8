interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' and where the admin is in the list. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="admin-pager" aria-label="Páginas de pedidos">
      <p className="admin-pager__status" aria-live="polite">
        {first}–{last} de {total} {total === 1 ? "pedido" : "pedidos"} · página {page} de {pages}
      </p>
      <div className="admin-pager__buttons">
        <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </button>
        <button type="button" className="btn btn--outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Siguiente
        </button>
      </div>
    </nav>
  );
}
