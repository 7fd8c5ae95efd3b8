import { Hono } from "hono";
import type { AdminCoupon, CouponAnswer, CouponList } from "../../../domain/api/coupons.ts";
import { couponActiveInput, couponInput, couponParam } from "../../../domain/schemas/coupon.ts";
import {
  type CouponRow,
  insertCoupon,
  listCoupons,
  readCoupon,
  setCouponActive,
  updateCoupon,
} from "../../db/coupons.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

const NOT_FOUND = "No encontramos el cupón. Recargue la página.";
/** 409: a 403 from /api/admin means "not an admin" and ends the back office's session. */
const codeTaken = (code: string) =>
  new ApiError(409, "code_taken", `Ya existe un cupón con el código «${code}» (sin distinguir mayúsculas).`);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";
}

async function guardCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

const view = (row: CouponRow): AdminCoupon => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/**
 * /api/admin/coupons: the owner's discount codes ('Cupones', issue 25). Every unit of work runs under the admin's
 * claims (RLS: admins only). Uses are counted by the order service, never written here.
 */
export const adminCouponRoutes = new Hono<AppEnv>()
  /** GET /api/admin/coupons: every code, newest first, with its uses, orders and sales. */
  .get("/", async (c) => {
    const items = await c.var.deps.db.run(c.var.caller, listCoupons);
    return c.json({ items: items.map(view) } satisfies CouponList);
  })
  /** POST /api/admin/coupons: 201 {coupon}; 409 code_taken. */
  .post("/", zv("json", couponInput), async (c) => {
    const input = c.req.valid("json");
    const row = await guardCode(input.code, () =>
      c.var.deps.db.run(c.var.caller, async (tx) => readCoupon(tx, await insertCoupon(tx, input))),
    );
    return c.json({ coupon: view(row!) } satisfies CouponAnswer, 201);
  })
  /** PUT /api/admin/coupons/:id: the whole code (its uses stay). */
  .put("/:id", zv("param", couponParam), zv("json", couponInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await guardCode(input.code, () =>
      c.var.deps.db.run(c.var.caller, async (tx) =>
        (await updateCoupon(tx, id, input)) ? readCoupon(tx, id) : undefined,
      ),
    );
    if (!row) throw notFound(NOT_FOUND);
    return c.json({ coupon: view(row) } satisfies CouponAnswer);
  })
  /** PUT /api/admin/coupons/:id/active {active}: pause or activate. */
  .put("/:id/active", zv("param", couponParam), zv("json", couponActiveInput), async (c) => {
    const { id } = c.req.valid("param");
    const { active } = c.req.valid("json");
    const row = await c.var.deps.db.run(c.var.caller, async (tx) =>
      (await setCouponActive(tx, id, active)) ? readCoupon(tx, id) : undefined,
    );
    if (!row) throw notFound(NOT_FOUND);
    return c.json({ coupon: view(row) } satisfies CouponAnswer);
  });
