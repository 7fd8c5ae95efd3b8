import type { PriceListForm } from "../schemas/price-list.ts";

// 'Listas de precios' (issue 44, W2): the back office's answers of /api/admin/price-lists.

/** A list in the table: how many sizes and categories it names, how many companies buy with it. */
export interface PriceListSummary {
  id: number;
  name: string;
  transferDiscountPercent: number | null;
  sizes: number;
  categories: number;
  companies: number;
}

export interface PriceListIndex {
  lists: PriceListSummary[];
  /** The shop's own bank-transfer discount (Ajustes), what a list without its own gives. */
  shopTransferDiscountPercent: number;
}

/** A size the list names, with what the editor shows beside it (retail price, and what the rules need). */
export interface PriceListSizeView {
  variantId: number;
  productId: number;
  productName: string;
  size: number;
  unit: string;
  /** The size's list price before the product's own discount. */
  price: number;
  /** The product's own discount, percent. */
  discount: number;
  categoryId: number | null;
}

/** One list, whole: its terms as the editor's schema reads them, and each named size's product. */
export interface PriceListDetail {
  list: PriceListForm & { id: number; companies: number };
  sizes: PriceListSizeView[];
  shopTransferDiscountPercent: number;
}
