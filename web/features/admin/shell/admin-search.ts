/**
 * The back office's search params as the URL carries them, validated by each page (orders/orders-search.ts,
 * products/products-search.ts, shell/open-item.ts). Typed like the storefront's params of the same name (the
 * router merges every route's search into one type); the router hands over a number for an all-digit value
 * ('q=1004', 'category=3', 'new=1'), which the zod schemas accept.
 */
export interface AdminSearch {
  page?: number;
  status?: string;
  /** The orders desk's fulfilment filter (domain/order-status.ts FULFILMENT_FILTERS). */
  fulfilment?: string;
  payment?: string;
  delivery?: string;
  /** The orders desk's channel filter (decision 035: web, telefono, whatsapp, local). */
  channel?: string;
  from?: string;
  to?: string;
  q?: string;
  /**
   * The products' category filter, a category id. A string like the storefront's 'category' (a slug) but written
   * as a number, so the URL reads ?category=3 (products/products-search.ts).
   */
  category?: string;
  /** The products' 'Mostrar' filter (domain/schemas/product-form.ts PRODUCT_STOCK_FILTERS). */
  filter?: string;
  /**
   * A back-office list's order, the column with '-' for descending (components/sort-param.ts): the products'
   * (domain/schemas/product-form.ts PRODUCT_SORTS) and Clientes' (domain/schemas/admin-customers.ts). Not 'sort':
   * the storefront's /shop types that one as its own orders.
   */
  sortBy?: string;
  /** The order open in the orders desk's dialog. */
  order?: number;
  /** The product, blog post or category open in its form. */
  edit?: number;
  /** 1: the 'add' form is open (products, blog posts, categories). */
  new?: number;
  /** The mail shown on the 'Correos' page (its kind: order_confirmation, …). */
  mail?: string;
  /** The page open in the 'Páginas' editor (domain/schemas/page.ts PAGES: nosotros, servicios, ...). */
  slug?: string;
  /** The customer whose page Clientes shows. */
  customer?: number;
  /** 'Trazabilidad': the lot number searched (issue 42; decision 033). */
  lot?: string;
  /** The section Ajustes shows (settings/settings-sections.ts: tienda, reglas, dias, cuentas, facturacion). */
  section?: string;
}
