// Prints the SQL that fills the table ghs_statements from domain/safety/statements.ts, the one place the Spanish texts
// of the H and P statements are written (decision 033). The product page's query reads the texts from that table, so
// neither the Worker nor the shop's bundle carries them (issue 39). When a text changes in statements.ts, run
// `npx tsx scripts/db/ghs-statements-sql.ts > supabase/migrations/<new timestamp>_ghs_statements_update.sql`
// (it deletes and rewrites the rows); tests/api/ghs-statements.test.ts fails until the database says the same.

import { H_STATEMENTS, P_STATEMENTS } from "../../domain/safety/statements.ts";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function rows(kind: "H" | "P", list: Readonly<Record<string, string>>): string[] {
  return Object.entries(list).map(
    ([code, text], index) => `  (${literal(code)}, '${kind}', ${index}, ${literal(text)})`,
  );
}

export function ghsStatementsSql(): string {
  return [
    "delete from public.ghs_statements;",
    "insert into public.ghs_statements (code, kind, position, text) values",
    `${[...rows("H", H_STATEMENTS), ...rows("P", P_STATEMENTS)].join(",\n")};`,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(ghsStatementsSql());
