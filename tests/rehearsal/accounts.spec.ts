import { createClient } from "@supabase/supabase-js";
import { expect, test } from "./support.ts";

/**
 * Issue 43 ('Done when'): a shopper signs in to 'Mi cuenta' on the production Worker through supabase-js's OTP calls
 * (signInWithOtp with shouldCreateUser false, verifyOtp) against the project's Auth: the Worker made the customer with
 * the Admin API first (POST /api/account/code). /dev/mail is not served in production: the code is read from the Auth
 * stand-in's list of the mails it sent (GET /auth/v1/stand-in/mail, the rehearsal's Inbucket). Then the token reads
 * GET /api/account and is refused by /api/admin.
 */
test("a customer signs in with the mailed code and reads 'Mi cuenta'", async ({ session, trustedFetch }) => {
  const email = `cliente.${Date.now().toString(36)}@example.com`;
  const site = (path: string, init: RequestInit = {}) => trustedFetch(`${session.siteUrl}${path}`, init);

  const ready = await site("/api/account/code", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(ready.status, await ready.clone().text()).toBe(200);
  expect(await (await site("/dev/mail.json")).status).toBe(404);

  const supabase = createClient(session.supabaseUrl, session.keys.publishable, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: class {} as never },
    global: { fetch: trustedFetch },
  });
  const sent = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(sent.error).toBeNull();
  const mails = await trustedFetch(`${session.supabaseUrl}/auth/v1/stand-in/mail?to=${encodeURIComponent(email)}`, {
    headers: { apikey: session.keys.publishable },
  });
  const code = ((await mails.json()) as { items: { text: string }[] }).items[0]!.text;
  const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email, app_metadata: { role: "customer" } });

  const authorization = { authorization: `Bearer ${data.session!.access_token}` };
  expect(await (await site("/api/account/link", { method: "POST", headers: authorization })).json()).toEqual({
    linked: 0,
  });
  const account = await site("/api/account", { headers: authorization });
  expect(account.status).toBe(200);
  expect(await account.json()).toEqual({ email, orders: [], company: null, businessRequest: null });
  expect((await site("/api/admin/session", { headers: authorization })).status).toBe(403);
});
