/**
 * Stands in for `@supabase/realtime-js` in the Worker's bundle (wrangler.toml [alias]), as the other stubs here do for
 * supabase-js's other clients. supabase-js builds a realtime client in its constructor and tells it every new access token
 * (`setAuth`), but the Worker never subscribes to anything: it uses Storage and Auth only. The real client and its
 * Phoenix socket are about 60 KB of the upload (15 KiB gzipped), which issue 24's catalogue import needed. Opening a
 * channel fails loudly instead of silently doing nothing.
 */
export class RealtimeClient {
  // supabase-js's constructor passes (url, options); nothing is kept.
  // biome-ignore lint/complexity/noUselessConstructor: documents the shape supabase-js calls
  constructor(_url?: string, _options?: unknown) {}

  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error("@supabase/realtime-js is not bundled in this Worker: it never subscribes to changes");
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(): Promise<"ok"> {
    return Promise.resolve("ok");
  }

  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}
