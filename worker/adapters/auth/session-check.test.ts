import { describe, expect, it } from "vitest";
import { TtlCache } from "../../services/ttl-cache.ts";
import type { AuthUser } from "./port.ts";
import { SESSION_CHECK_MS, supabaseSessionCheck } from "./session-check.ts";

const user = (sessionId?: string): AuthUser => ({
  id: "u1",
  email: "duena@quimica.test",
  isAdmin: true,
  claims: sessionId ? { session_id: sessionId } : {},
});

describe("Supabase Auth's answer about a session", () => {
  it("asks GET /auth/v1/user with the token and the project's key, and trusts the answer for a while", async () => {
    let now = 0;
    const signedOut = new Set<string>();
    const calls: { url: string; auth: string | null; apikey: string | null }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ url, auth: headers.get("authorization"), apikey: headers.get("apikey") });
      const token = headers.get("authorization")!.slice(7);
      return signedOut.has(token)
        ? Response.json({ code: "session_not_found" }, { status: 403 })
        : Response.json({ id: "u1" });
    }) as typeof fetch;
    const check = supabaseSessionCheck(
      { SUPABASE_URL: "https://abc.supabase.co/", SUPABASE_ANON_KEY: "sb_publishable_x" },
      fetchFn,
      new TtlCache<boolean>(SESSION_CHECK_MS, 10, () => now),
    );
    expect(await check("tok-1", user("s1"))).toBe(true);
    expect(calls).toEqual([
      { url: "https://abc.supabase.co/auth/v1/user", auth: "Bearer tok-1", apikey: "sb_publishable_x" },
    ]);
    signedOut.add("tok-1");
    expect(await check("tok-1", user("s1"))).toBe(true); // within the window: the answer it had
    now += SESSION_CHECK_MS + 1;
    expect(await check("tok-1", user("s1"))).toBe(false); // signed out: refused within the window
    expect(await check("tok-2", user())).toBe(true); // no session claim: nothing to end
    expect(calls).toHaveLength(2);
  });

  it("says nothing when Supabase Auth fails (the request fails rather than guessing)", async () => {
    const check = supabaseSessionCheck(
      { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "k" },
      (async () => new Response("", { status: 503 })) as typeof fetch,
    );
    await expect(check("t", user("s"))).rejects.toThrow(/503/);
  });
});
