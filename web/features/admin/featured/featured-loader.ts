import { adminRead } from "../shell/admin-data.ts";
import { fetchFeatured } from "./featured-api.ts";

/** /admin/featured: the owner's list of featured products. */
export const loadFeatured = () => ({ featured: adminRead(fetchFeatured) });
