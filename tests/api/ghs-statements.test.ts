import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allStatements } from "../../domain/safety/statements.ts";
import { ghsStatementsSql } from "../../scripts/db/ghs-statements-sql.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The product page reads the texts of the H and P statements from the table ghs_statements (issue 39: the Worker does
// not carry them; decision 033). They are written once, in domain/safety/statements.ts: the migrations must say the
// same, or this fails (scripts/db/ghs-statements-sql.ts prints the SQL of a migration that brings them in line).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe("ghs_statements", () => {
  it("holds every code of domain/safety with the same text, in the same order, and nothing else", async () => {
    const { rows } = await shop.pg.query<{ code: string; kind: string; text: string }>(
      "select code, kind, text from ghs_statements order by kind, position",
    );
    const expected = [
      ...allStatements("H").map((s) => ({ ...s, kind: "H" })),
      ...allStatements("P").map((s) => ({ ...s, kind: "P" })),
    ];
    expect(rows.map((r) => ({ code: r.code, kind: r.kind, text: r.text }))).toEqual(
      expected.map((s) => ({ code: s.code, kind: s.kind, text: s.text })),
    );
  });

  it("can be rewritten by the printed SQL, quotes included", async () => {
    const sql = ghsStatementsSql();
    expect(sql).toContain("'P410+P412', 'P'");
    const count = await shop.pg.transaction(async (tx) => {
      await tx.exec(sql);
      const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from ghs_statements");
      await tx.rollback();
      return rows[0]!.n;
    });
    expect(count).toBe(allStatements("H").length + allStatements("P").length);
  });

  it("is read by anyone and written by no shopper", async () => {
    const seen = await shop.pg.transaction(async (tx) => {
      await tx.query("set local role anon");
      const { rows } = await tx.query<{ text: string }>("select text from ghs_statements where code = 'H226'");
      const changed = await tx.query("update ghs_statements set text = 'x' where code = 'H226'");
      await tx.rollback();
      return { rows, changed: changed.affectedRows };
    });
    expect(seen).toEqual({ rows: [{ text: "Líquidos y vapores inflamables." }], changed: 0 });
  });
});
