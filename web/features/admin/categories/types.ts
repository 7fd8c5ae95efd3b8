/** A category as GET /api/admin/categories lists it. */
export interface AdminCategory {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  /** 'Todos': listed first, never edited or deleted. */
  isAll: boolean;
  sortOrder: number;
  /** Products in it, drafts included. */
  productCount: number;
}
