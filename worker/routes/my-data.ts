import { Hono } from "hono";
import { montevideoDate } from "../../domain/dates.ts";
import {
  type MyDataDeleted,
  myDataDelete,
  myDataExport,
  myDataOpen,
  myDataRequest,
} from "../../domain/schemas/my-data.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import {
  deleteMyData,
  exportMyData,
  type MyDataDeps,
  openMyData,
  requestMyDataLink,
} from "../services/my-data/my-data.ts";
import { myDataCsv } from "../services/my-data/my-data-csv.ts";

const myDataDeps = (c: { var: AppEnv["Variables"] }): MyDataDeps => ({
  db: c.var.deps.db,
  accounts: c.var.deps.adminAccounts,
  siteUrl: c.var.deps.config.PUBLIC_SITE_URL,
  now: c.var.deps.now,
  rateLimiter: c.var.deps.rateLimiter,
});

/** /api/my-data: 'Mis datos' (issue 40, section 3; decision 031). Every answer is private and never cached. */
export const myDataRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  /** POST /api/my-data {email}: the link is mailed; the same answer whether or not the shop knows the address. */
  .post("/", rateLimit(RATE_LIMITS.newsletter), zv("json", myDataRequest), async (c) => {
    const mailIds = await requestMyDataLink(myDataDeps(c), c.req.valid("json").email);
    if (mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ requested: true as const }, 200);
  })
  /** POST /api/my-data/open {token}: the mailed link, once; answers the page's session. */
  .post("/open", zv("json", myDataOpen), async (c) =>
    c.json(await openMyData(myDataDeps(c), c.req.valid("json").token)),
  )
  /** POST /api/my-data/export {session, format}: the file, JSON or CSV. */
  .post("/export", zv("json", myDataExport), async (c) => {
    const { session, format } = c.req.valid("json");
    const { data } = await exportMyData(myDataDeps(c), session);
    const name = `mis-datos-${montevideoDate(c.var.deps.now())}.${format}`;
    const headers = { "Content-Disposition": `attachment; filename="${name}"`, "X-Content-Type-Options": "nosniff" };
    if (format === "csv")
      return c.body(myDataCsv(data), 200, { ...headers, "Content-Type": "text/csv; charset=utf-8" });
    return c.body(JSON.stringify(data, null, 2), 200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
    });
  })
  /** POST /api/my-data/delete {session, confirm: true}: anonymises the address (asked again: the same answer). */
  .post("/delete", zv("json", myDataDelete), async (c) => {
    const done = await deleteMyData(myDataDeps(c), c.req.valid("json").session);
    return c.json({ deleted: true, ...done } satisfies MyDataDeleted, 200);
  });
