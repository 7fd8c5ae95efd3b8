import type { AdminCategory } from "../../../../domain/api/admin.ts";
import type { AdminCoupon, CouponAnswer, CouponList } from "../../../../domain/api/coupons.ts";
import type { CouponInput } from "../../../../domain/schemas/coupon.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for 'Cupones' (/api/admin/coupons). Errors reject with the server's reason (AdminApiError).

export type { AdminCoupon, CouponList };

async function send(method: string, path: `/${string}`, body: unknown): Promise<AdminCoupon> {
  const res = await adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as CouponAnswer).coupon;
}

export const fetchCoupons = (signal?: AbortSignal) => adminJson<CouponList>("/coupons", signal);
export const fetchCategories = (signal?: AbortSignal) => adminJson<{ items: AdminCategory[] }>("/categories", signal);

export const createCoupon = (input: CouponInput) => send("POST", "/coupons", input);
export const updateCoupon = (id: number, input: CouponInput) => send("PUT", `/coupons/${id}`, input);
export const setCouponActive = (id: number, active: boolean) => send("PUT", `/coupons/${id}/active`, { active });
