// The embedded database `npm start` opens next to the shop (scripts/start.ts), for what has no API (the outbox,
// putting settings back): DB_PORT, or the shop's port + 10000.
const port = Number(process.env.E2E_PORT ?? 8799);
const dbPort = Number(process.env.DB_PORT ?? (port + 10_000 <= 65_535 ? port + 10_000 : 54_329));

export const EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
