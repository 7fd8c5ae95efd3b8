import { bearer } from "./admin-session.ts";
import type { TestShop } from "./test-database.ts";

// A signed-in customer of 'Mi cuenta' (issue 43) for API tests: the account made as POST /api/account/code makes it,
// and a customer's token for it (signed as the embedded Auth stand-in signs them).

let ip = 0;

export function sendJson(shop: TestShop, method: string, path: string, body: unknown, headers: Record<string, string>) {
  return shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json", "cf-connecting-ip": `192.0.2.${(++ip % 250) + 1}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function signedInCustomer(
  shop: TestShop,
  email: string,
): Promise<{ id: string; auth: Record<string, string> }> {
  const res = await sendJson(shop, "POST", "/api/account/code", { email }, {});
  if (res.status !== 200) throw new Error(`account code: ${res.status} ${await res.text()}`);
  const { rows } = await shop.pg.query<{ id: string }>("select id::text from auth.users where email = $1", [email]);
  const id = rows[0]!.id;
  return { id, auth: await bearer({ appRole: "customer", sub: id, email, signInMethod: "otp" }) };
}
