import { describe, expect, it } from "vitest";
import type { ApiError } from "../../worker/http/errors.ts";
import { approveBusinessRequest, declineBusinessRequest } from "../../worker/services/companies/decide.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * 'Empresas' under concurrency (issue 44 part 1): the owner's double click, a second tab, two admins: many decisions
 * on one request at once write one decision, one company and one mail; the others are 409. Two requests with one
 * RUT approved at once make one company. PGlite runs one query at a time, so this needs a real server.
 */
warnWithoutServer("business-requests-concurrency.test.ts");

const DECISIONS = 12;

describe.runIf(serverUrl)("business account decisions under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_business_requests");
  const deps = () => ({ db: shop.db, siteUrl: "https://tienda.example", now: () => new Date() });
  const by = { id: null, email: "duena@quimica.test" };

  it("concurrent approvals and refusals of one request: one decision, one company, one mail", async () => {
    const [list] = await shop.sql<
      { id: number }[]
    >`insert into price_lists (name) values ('Mayorista A') returning id::int`;
    const [request] = await shop.sql<{ id: number }[]>`
      insert into business_requests (email, rut, legal_name, fiscal_address, activity)
      values ('compras@lab.test', '210475730011', 'Laboratorio S.A.', 'Colonia 1234', 'farmaceutica') returning id::int`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: DECISIONS }, (_, i) =>
        i % 4 === 3
          ? declineBusinessRequest(deps(), request!.id, "Datos incompletos.", by)
          : approveBusinessRequest(deps(), request!.id, list!.id, by),
      ),
    );
    const done = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as ApiError] : []));
    expect(done).toHaveLength(1);
    expect(refused.map((e) => e.status)).toEqual(Array(DECISIONS - 1).fill(409));
    const mails = await shop.sql`select 1 from mail_outbox where to_address = 'compras@lab.test'`;
    expect(mails).toHaveLength(1);
    const [status] = await shop.sql<
      { status: string }[]
    >`select status from business_requests where id = ${request!.id}`;
    const companies = await shop.sql`select 1 from companies`;
    expect(companies).toHaveLength(status!.status === "aprobada" ? 1 : 0);
  });

  it("two requests with one RUT approved at once make one company with both buyers", async () => {
    const [list] = await shop.sql<
      { id: number }[]
    >`insert into price_lists (name) values ('Distribuidores') returning id::int`;
    const requests = await shop.sql<{ id: number }[]>`
      insert into business_requests (email, rut, legal_name, fiscal_address, activity)
      values ('a@vet.test', '211234560019', 'Veterinaria S.A.', 'Rivera 1', 'veterinaria'),
             ('b@vet.test', '211234560019', 'Veterinaria S.A.', 'Rivera 1', 'veterinaria')
      returning id::int`;
    await Promise.all(requests.map((r) => approveBusinessRequest(deps(), r.id, list!.id, by)));
    const rows = await shop.sql<{ buyers: number }[]>`
      select (select count(*)::int from company_buyers b where b.company_id = c.id) as buyers
        from companies c where rut = '211234560019'`;
    expect(rows).toEqual([{ buyers: 2 }]);
  });
});
