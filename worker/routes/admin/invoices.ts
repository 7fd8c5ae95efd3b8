import { Hono } from "hono";
import * as z from "zod";
import { invoiceSettingsForm } from "../../../domain/schemas/invoice-settings.ts";
import { readInvoiceSettings, writeInvoiceSettings } from "../../db/invoice-settings.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { invoicingStatus, monthInvoicesCsv } from "../../services/invoices/admin-invoices.ts";

// /api/admin/invoices and /api/admin/invoice-settings: e-invoicing in the back office (decision 027). An order's own
// CFEs (print data, retry) are under /api/admin/orders/:id/cfe.

const monthQuery = z.object({
  month: z.string({ error: "Elija un mes." }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Mes no válido (AAAA-MM)." }),
});

export const adminInvoiceRoutes = new Hono<AppEnv>()
  /** GET /api/admin/invoices/status: the provider, whether the issuer is set, approved orders without their CFE. */
  .get("/status", async (c) => {
    const { db, invoicing } = c.var.deps;
    c.header("Cache-Control", "private, no-store");
    return c.json(await invoicingStatus(db, c.var.caller, invoicing));
  })
  /** GET /api/admin/invoices/export.csv?month=YYYY-MM: the month's CFEs and credit notes, for the accountant. */
  .get("/export.csv", zv("query", monthQuery), async (c) => {
    const { month } = c.req.valid("query");
    const csv = await monthInvoicesCsv(c.var.deps.db, c.var.caller, month);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="comprobantes-${month}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });

export const adminInvoiceSettingsRoutes = new Hono<AppEnv>()
  /** GET /api/admin/invoice-settings: the issuer as CFEs print it, and the e-Ticket threshold. */
  .get("/", async (c) => c.json(await c.var.deps.db.run(c.var.caller, readInvoiceSettings)))
  /** PUT /api/admin/invoice-settings: every value at once; CFEs waiting for the issuer go out on the next run. */
  .put("/", zv("json", invoiceSettingsForm), async (c) => {
    const input = c.req.valid("json");
    const saved = await c.var.deps.db.run(c.var.caller, async (tx) =>
      (await writeInvoiceSettings(tx, input)) ? readInvoiceSettings(tx) : null,
    );
    if (!saved) throw new ApiError(500, "settings_missing", "No se pudieron guardar los datos de facturación.");
    c.var.catalogueCache.seller.clear(); // the footer and checkout name the seller from these (issue 40)
    return c.json(saved);
  });
