import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMoves, type OrderState, type OrderStatus } from "../../domain/order-status.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { embeddedInvoicing } from "../../worker/adapters/invoicing/embedded.ts";
import { type InvoicingPort, InvoicingRefused } from "../../worker/adapters/invoicing/port.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { claimDueInvoices, retryInvoice } from "../../worker/db/invoices.ts";
import { issueDueInvoices, LEASE_MS } from "../../worker/services/invoices/issue-invoices.ts";
import { type Mover, moveOrder } from "../../worker/services/orders/move-order.ts";
import { placeOrder } from "../../worker/services/place-order.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Issue 26's property: whatever the order of approvals, cancellations, reopenings, issuing runs against a provider
 * that is up, down, refusing or losing its answers, the owner's retries and workers that crash mid-call, each order
 * has at most one CFE and one credit note, at the provider and in the shop, the shop never forgets a CFE the
 * provider issued, a credit note is issued only for an issued CFE, and once the provider is back everything settles:
 * every approved order invoiced, every invoiced sale undone credited.
 */
let shop: TestShop;
let variant: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 50, minPrice: 100 });
  await shop.pg.query("update product_variants set stock = 100000 where id = $1", [variant.variantId]);
  await shop.pg.query(
    `update invoice_settings set issuer_rut = '211234560019', legal_name = 'Química Oriental S.A.',
            address = 'Av. Gral. Flores 2345', city = 'Montevideo', department = 'Montevideo'`,
  );
});
afterAll(() => shop.close());

type Mode = "up" | "down" | "lost" | "refuse";

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("move" as const), order: fc.nat(2), pick: fc.noBias(fc.nat(99)) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("run" as const),
      mode: fc.constantFrom<Mode>("up", "down", "lost", "refuse"),
    }),
  },
  fc.record({ kind: fc.constant("crash" as const) }),
  fc.record({ kind: fc.constant("tick" as const), minutes: fc.constantFrom(1, 3, 30, 400) }),
  fc.record({ kind: fc.constant("retry" as const), order: fc.nat(2), credit: fc.boolean() }),
);
const scenario = fc.record({
  orders: fc.integer({ min: 1, max: 3 }),
  rut: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  steps: fc.array(step, { minLength: 1, maxLength: 25 }),
});

interface Invoice {
  kind: "cfe" | "credit_note";
  status: string;
  series: string | null;
  number: number | null;
  cfe_type: number;
}
interface Issued {
  internal_number: string;
  cfe_type: number;
  series: string;
  number: number;
}

describe("e-invoices under approvals, cancellations, retries and crashes", () => {
  it("give each order at most one CFE and one credit note, and lose none", async () => {
    let clock = new Date("2026-11-25T15:00:00Z");
    const now = () => clock;
    const standin = embeddedInvoicing({ db: shop.db, now });
    let mode: Mode = "up";
    const provider: InvoicingPort = {
      provider: "embedded",
      async issue(request) {
        if (mode === "down") throw new Error("El proveedor de facturación no responde (503)");
        if (mode === "refuse") {
          // A provider refuses a new document; one it already issued under this key it answers as issued.
          const { rows } = await shop.pg.query("select 1 from standin_cfes where internal_number = $1", [
            request.internalNumber,
          ]);
          if (!rows.length) throw new InvoicingRefused("Rango de CAE agotado.");
        }
        const issued = await standin.issue(request);
        if (mode === "lost") throw new Error("Se cortó la conexión antes de la respuesta");
        return issued;
      },
    };
    const deps = { db: shop.db, shopEmail: "ventas@quimica.test", siteUrl: "http://localhost:8787", now };
    const owner: Mover = { actor: "admin", userId: null, email: "duena@quimica.test" };

    const invoicesOf = async (id: number) =>
      (
        await shop.pg.query<Invoice>(
          "select kind, status, series, number, cfe_type from invoices where order_id = $1",
          [id],
        )
      ).rows;
    const issuedOf = async (id: number) =>
      (
        await shop.pg.query<Issued>(
          "select internal_number, cfe_type, series, number from standin_cfes where internal_number like $1",
          [`pedido-${id}-%`],
        )
      ).rows;
    const stateOf = async (id: number): Promise<OrderState & { status: OrderStatus }> => {
      const { rows } = await shop.pg.query<{ status: OrderStatus; fulfilment: null; delivery_method: "pickup" }>(
        "select status, fulfilment, delivery_method from orders where id = $1",
        [id],
      );
      return { status: rows[0]!.status, fulfilment: rows[0]!.fulfilment, deliveryMethod: rows[0]!.delivery_method };
    };

    /** What must hold after every step. */
    const check = async (ids: number[]) => {
      for (const id of ids) {
        const ours = await invoicesOf(id);
        const theirs = await issuedOf(id);
        for (const kind of ["cfe", "credit_note"] as const) {
          expect(ours.filter((i) => i.kind === kind).length).toBeLessThanOrEqual(1);
          const key = `pedido-${id}-${kind === "cfe" ? "cfe" : "nc"}`;
          expect(theirs.filter((t) => t.internal_number === key).length).toBeLessThanOrEqual(1);
          const mine = ours.find((i) => i.kind === kind);
          const at = theirs.find((t) => t.internal_number === key);
          // The provider issued it: the shop still has it, and is issued with the same number or still asking.
          if (at) {
            expect(mine, `order ${id}: the provider issued a ${kind} the shop does not know`).toBeDefined();
            expect(["issued", "pending", "issuing"]).toContain(mine!.status);
            if (mine!.status === "issued") expect([mine!.series, mine!.number]).toEqual([at.series, at.number]);
          }
          if (mine?.status === "issued") expect(at).toBeDefined();
        }
        const nc = theirs.find((t) => t.internal_number.endsWith("-nc"));
        if (nc) expect(theirs.some((t) => t.internal_number.endsWith("-cfe"))).toBe(true);
      }
    };

    await fc.assert(
      fc.asyncProperty(scenario, async ({ orders: count, rut, steps }) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const { order } = await placeOrder(
            { db: shop.db, now, shopEmail: deps.shopEmail, siteUrl: deps.siteUrl },
            orderRequest.parse(
              customer({
                ...(rut[i]
                  ? { rut: "210475730011", companyName: "Cliente S.A.", companyAddress: "Colonia 1234, Montevideo" }
                  : {}),
                items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
                idempotencyKey: crypto.randomUUID(),
              }),
            ),
          );
          ids.push(order.id);
        }
        const run = (m: Mode) => {
          mode = m;
          return issueDueInvoices({ db: shop.db, invoicing: provider, now }, { limit: 50 });
        };

        for (const s of steps) {
          if (s.kind === "move") {
            const id = ids[s.order % ids.length]!;
            const moves = adminMoves(await stateOf(id)).filter((e) => e !== "ship" && e !== "update_tracking");
            if (moves.length) await moveOrder(deps, id, owner, { event: moves[s.pick % moves.length]! });
          } else if (s.kind === "run") {
            await run(s.mode);
          } else if (s.kind === "crash") {
            // A worker takes the due jobs and dies before asking the provider: their leases must run out.
            await shop.db.run(serviceRole, (tx) => claimDueInvoices(tx, { now: clock, limit: 50, leaseMs: LEASE_MS }));
          } else if (s.kind === "tick") {
            clock = new Date(clock.getTime() + s.minutes * 60_000);
          } else {
            const id = ids[s.order % ids.length]!;
            await shop.db.run(serviceRole, (tx) => retryInvoice(tx, id, s.credit ? "credit_note" : "cfe", clock));
          }
          await check(ids);
        }

        // The provider is back for good, and the owner retries what it refused: everything settles.
        for (let round = 0; round < 8; round++) {
          clock = new Date(clock.getTime() + 7 * 60 * 60_000);
          for (const id of ids) {
            for (const kind of ["cfe", "credit_note"] as const) {
              await shop.db.run(serviceRole, (tx) => retryInvoice(tx, id, kind, clock));
            }
          }
          await run("up");
        }
        await check(ids);
        for (const id of ids) {
          const { status } = await stateOf(id);
          const ours = await invoicesOf(id);
          const cfe = ours.find((i) => i.kind === "cfe");
          const nc = ours.find((i) => i.kind === "credit_note");
          if (status === "approved") {
            expect(cfe?.status, `approved order ${id}`).toBe("issued");
            expect(nc, `approved order ${id} has no credit note`).toBeUndefined();
          }
          if (cfe?.status === "issued" && status !== "approved")
            expect(nc?.status, `undone order ${id}`).toBe("issued");
          if (nc) expect(nc.cfe_type).toBe(cfe!.cfe_type + 1);
          if (cfe) expect(cfe.cfe_type).toBe(rut[ids.indexOf(id)] ? 111 : 101);
        }
      }),
      { numRuns: 70 },
    );
  }, 240_000);
});
