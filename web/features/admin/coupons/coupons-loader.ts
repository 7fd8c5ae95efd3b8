import { adminRead } from "../shell/admin-data.ts";
import { fetchCategories, fetchCoupons } from "./coupons-api.ts";

/** /admin/coupons: the discount codes, and the categories a code may be limited to. */
export const loadCoupons = () => ({ coupons: adminRead(fetchCoupons), categories: adminRead(fetchCategories) });
