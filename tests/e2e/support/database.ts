import postgres from "postgres";

// The embedded database `npm start` opens next to the shop (scripts/start.ts), for what has no API (the outbox,
// putting settings back): DB_PORT, or the shop's port + 10000.
const port = Number(process.env.E2E_PORT ?? 8799);
const dbPort = Number(process.env.DB_PORT ?? (port + 10_000 <= 65_535 ? port + 10_000 : 54_329));

export const EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`;

/**
 * Takes a spec's own products out of the shop's public list (unpublished, kept for the orders that name them), so the
 * specs after it on the same shop page through the catalogue as the seed made it: a name such as 'Aceite …' sorts
 * first and moves every later page (withdrawal.spec reads page 3).
 */
export async function unpublishProducts(slugs: readonly string[]) {
  const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  try {
    await sql`update products set published = false where slug = any(${slugs as string[]})`;
  } finally {
    await sql.end();
  }
}
