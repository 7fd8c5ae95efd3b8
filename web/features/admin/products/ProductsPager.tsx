interface ProductsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Anterior' / 'Siguiente' and where the admin is in the list. */
export function ProductsPager({ page, pageSize, total, onPage }: ProductsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) {
    return (
      <p className="admin-muted" aria-live="polite">
        {total} {total === 1 ? "producto" : "productos"}
      </p>
    );
  }
  return (
    <nav className="admin-products-pager" aria-label="Páginas de productos">
      <p className="admin-muted" aria-live="polite">
        {total} productos · página {page} de {pages}
      </p>
      <div className="admin-products-pager__buttons">
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
