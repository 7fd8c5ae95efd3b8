import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Resend as ResendClient } from "resend";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mercadoPagoPayments } from "../../../worker/adapters/payments/mercadopago.ts";
import { verifyWebhookSignature } from "../../../worker/services/payments/signature.ts";
import { memoryUserStore } from "./gotrue-users.ts";
import { httpsFetch } from "./https-fetch.ts";
import { type StandIns, startStandIns } from "./server.ts";
import { KEYS, SUPABASE_URL } from "./test-support.ts";

/**
 * The stand-ins behind one https server (a local CA's certificate), reached by host name as the rehearsal
 * does, with the webhook going over https to a "shop" that trusts nothing but that CA.
 */

const run = promisify(execFile);
const HOSTS = {
  supabase: new URL(SUPABASE_URL).hostname,
  mercadopagoApi: "api.mercadopago.com",
  mercadopagoCheckout: "www.mercadopago.com.uy",
  resend: "api.resend.com",
};
const MP = { accessToken: "APP_USR-ensayo-servidor", webhookSecret: "secreto-del-webhook-0123456789" };
const RESEND_KEY = "re_servidor_0123456789";

let dir: string;
let tls: { key: string; cert: string; ca: string };
let standIns: StandIns;
let shop: Server;
let shopPort: number;
const webhooks: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
/** fetch to the stand-ins by name, connecting to their loopback port (what /etc/hosts does in the rehearsal). */
let viaServer: (request: Request) => Promise<Response>;
const fetchViaServer = ((input: RequestInfo | URL, init?: RequestInit) =>
  viaServer(new Request(input, init))) as typeof fetch;

async function makeTls(): Promise<typeof tls> {
  const file = (name: string) => join(dir, name);
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  await run("openssl", [
    "req",
    "-x509",
    ...ec,
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-days",
    "2",
    "-subj",
    "/CN=Stand-ins test CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  ]);
  await run("openssl", ["req", ...ec, "-keyout", file("leaf.key"), "-out", file("leaf.csr"), "-subj", "/CN=stand-ins"]);
  const names = [...Object.values(HOSTS), "tienda.ensayo.test"].map((n) => `DNS:${n}`).join(",");
  await writeFile(
    file("ext.cnf"),
    `subjectAltName=${names},IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  await run("openssl", [
    "x509",
    "-req",
    "-in",
    file("leaf.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-out",
    file("leaf.pem"),
    "-days",
    "2",
    "-extfile",
    file("ext.cnf"),
  ]);
  const ca = await readFile(file("ca.pem"), "utf8");
  return { key: await readFile(file("leaf.key"), "utf8"), cert: (await readFile(file("leaf.pem"), "utf8")) + ca, ca };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stand-ins-server-"));
  tls = await makeTls();
  shop = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      webhooks.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  shop.listen(0, "127.0.0.1");
  await once(shop, "listening");
  shopPort = (shop.address() as AddressInfo).port;
  standIns = await startStandIns({
    port: 0,
    cert: { key: tls.key, cert: tls.cert },
    caPem: tls.ca,
    hosts: HOSTS,
    users: memoryUserStore(),
    supabaseUrl: SUPABASE_URL,
    keys: KEYS,
    mercadopago: MP,
    resendApiKey: RESEND_KEY,
    dataDir: join(dir, "storage"),
  });
  viaServer = httpsFetch(tls.ca, { hostname: "127.0.0.1", port: standIns.port });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await standIns?.stop();
  shop?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("stand-ins server (https, by host name)", () => {
  it("serves Auth and Storage on the Supabase host to supabase-js", async () => {
    const { createClient } = await import("@supabase/supabase-js");
    const options = {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: class {} as never },
      global: { fetch: fetchViaServer },
    };
    const admin = createClient(SUPABASE_URL, KEYS.secret, options);
    const created = await admin.auth.admin.createUser({
      email: "duena@example.com",
      password: "una-clave-larga",
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const shopper = createClient(SUPABASE_URL, KEYS.publishable, options);
    const signIn = await shopper.auth.signInWithPassword({ email: "duena@example.com", password: "una-clave-larga" });
    expect(signIn.error).toBeNull();

    const upload = await admin.storage
      .from("images")
      .upload("x/y.txt", new TextEncoder().encode("hola"), { contentType: "text/plain" });
    expect(upload.error).toBeNull();
    const publicUrl = admin.storage.from("images").getPublicUrl("x/y.txt").data.publicUrl;
    const res = await fetchViaServer(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("hola");
    expect(
      (await fetchViaServer(`${SUPABASE_URL}/rest/v1/products`, { headers: { apikey: KEYS.publishable } })).status,
    ).toBe(404);
    expect((await fetchViaServer(`${SUPABASE_URL}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
  });

  it("serves Mercado Pago's API to the SDK and sends the checkout's webhook over https to the shop", async () => {
    vi.stubGlobal("fetch", fetchViaServer);
    const payments = mercadoPagoPayments({ accessToken: MP.accessToken });
    const preference = await payments.createPreference({
      externalReference: "77",
      items: [{ id: "1", title: "Sahumerio", quantity: 3, unitPrice: 150 }],
      payer: { email: "ana@example.com", firstName: "Ana", lastName: "Pérez" },
      backUrls: {
        success: "https://tienda.ensayo.test/ok",
        pending: "https://tienda.ensayo.test/p",
        failure: "https://tienda.ensayo.test/no",
      },
      notificationUrl: `https://127.0.0.1:${shopPort}/api/webhooks/mercadopago`,
      statementDescriptor: "ENSAYO",
      expiresAt: new Date(Date.now() + 600_000),
      ticketExpiresAt: new Date(Date.now() + 86_400_000),
      idempotencyKey: "orden-77",
    });
    const paid = await fetchViaServer(preference.initPoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=approve",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://tienda.ensayo.test/ok");
    const paymentId = location.searchParams.get("payment_id")!;

    expect(webhooks).toHaveLength(1);
    const hook = webhooks[0]!;
    expect(hook.url).toBe(`/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`);
    expect(
      await verifyWebhookSignature({
        secret: MP.webhookSecret,
        signature: hook.headers["x-signature"] as string,
        requestId: hook.headers["x-request-id"] as string,
        dataId: paymentId,
        now: new Date(),
      }),
    ).toBe(true);
    expect(await payments.getPayment(paymentId)).toMatchObject({ status: "approved", transaction_amount: 450 });
    vi.unstubAllGlobals();
  });

  it("serves Resend to its SDK, and answers 421 to a host it does not serve", async () => {
    vi.stubGlobal("fetch", fetchViaServer);
    const client = new ResendClient(RESEND_KEY);
    const sent = await client.emails.send({
      from: "tienda@example.com",
      to: "ana@example.com",
      subject: "Hola",
      html: "<b>hola</b>",
    });
    expect(sent.error).toBeNull();
    expect((await client.emails.get(sent.data!.id)).data?.html).toBe("<b>hola</b>");
    vi.unstubAllGlobals();
    expect((await viaServer(new Request("https://tienda.ensayo.test/"))).status).toBe(421);
  });
});
