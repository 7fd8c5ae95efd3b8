/**
 * Stands in for `@supabase/postgrest-js` in the Worker's bundle (wrangler.toml [alias]), as realtime-js.ts does.
 * supabase-js builds a PostgREST client in its constructor, but the Worker reaches Postgres directly (worker/db/)
 * and uses supabase-js for Storage and Auth only. The real client is about 8 KiB of the gzipped upload, which
 * issue 26's invoicing needed. A query through it fails loudly instead of silently doing nothing.
 */
const unused = (): never => {
  throw new Error("@supabase/postgrest-js is not bundled in this Worker: it queries Postgres directly");
};

export class PostgrestClient {
  // biome-ignore lint/complexity/noUselessConstructor: documents the shape supabase-js calls
  constructor(_url?: string, _options?: unknown) {}
  from = unused;
  schema = unused;
  rpc = unused;
  getOpenApiSpec = unused;
}

export class PostgrestError extends Error {}
