// The back office's 'Destacados' (GET and PUT /api/admin/featured), as the Worker builds it
// (worker/db/featured.ts) and web/features/admin/featured/ reads it.

/** A product of the owner's list, with what the page needs to say whether the home shows it. */
export interface FeaturedPick {
  id: number;
  name: string;
  slug: string;
  code: string;
  published: boolean;
  quantity: number;
  /** The card's first picture, if any. */
  image: string | null;
  categoryTitle: string | null;
}

/** GET /api/admin/featured: the owner's list in order, first shown first, and the most it may hold. */
export interface FeaturedList {
  items: FeaturedPick[];
  limit: number;
}
