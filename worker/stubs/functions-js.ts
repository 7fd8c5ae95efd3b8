/**
 * Stands in for `@supabase/functions-js` in the Worker's bundle (wrangler.toml [alias]): supabase-js re-exports
 * it and builds a client only when `.functions` is read, which the Worker never does (no Edge Functions).
 */
export class FunctionsClient {
  // biome-ignore lint/complexity/noUselessConstructor: documents the shape supabase-js calls
  constructor(_url?: string, _options?: unknown) {}
  invoke(): never {
    throw new Error("@supabase/functions-js is not bundled in this Worker: it calls no Edge Functions");
  }
}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as const;
