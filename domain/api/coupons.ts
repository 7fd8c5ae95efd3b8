import type { CouponRules } from "../coupons.ts";

// GET/POST/PUT /api/admin/coupons (worker/routes/admin/coupons.ts), read by web/features/admin/coupons/.

export interface AdminCoupon extends CouponRules {
  id: number;
  createdAt: string;
  /** Orders placed with it that stand (not cancelled) and their totals. */
  orders: number;
  sales: number;
}

export interface CouponList {
  items: AdminCoupon[];
}

export interface CouponAnswer {
  coupon: AdminCoupon;
}
