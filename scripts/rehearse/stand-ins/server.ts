import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createGoTrue, type GoTrue } from "./gotrue.ts";
import { postgresUserStore, type UserStore } from "./gotrue-users.ts";
import { httpsFetch } from "./https-fetch.ts";
import { createMercadoPago, type MercadoPago } from "./mercadopago.ts";
import { type Checkout, createCheckout } from "./mercadopago-checkout.ts";
import { createResend, type Resend } from "./resend.ts";
import { createStorage, type Storage } from "./storage.ts";
import { noRoute, type ProjectKeys } from "./supabase-gateway.ts";

/**
 * One https server for every stand-in, picked by the Host header: the Supabase project (Auth under /auth/v1,
 * Storage under /storage/v1), Mercado Pago's API, its checkout host, and Resend. Another host → 421.
 * Node's requests become fetch Requests (bodies streamed) for the Hono apps, and their Responses are streamed
 * back.
 */

export interface StandInsOptions {
  /** 443 in the rehearsal (the SDKs' URLs have no port); 0 picks a free one. */
  port: number;
  /** Where to listen: 127.0.0.1 unless said. */
  listenHost?: string;
  cert: { key: string; cert: string };
  hosts: { supabase: string; mercadopagoApi: string; mercadopagoCheckout: string; resend: string };
  /** auth.users' database, as supabase_auth_admin. */
  databaseUrlForAuth?: string;
  /** Instead of databaseUrlForAuth (tests). */
  users?: UserStore;
  supabaseUrl: string;
  keys: ProjectKeys;
  mercadopago: { accessToken: string; webhookSecret: string };
  resendApiKey: string;
  /** The CA the shop's certificate is signed by: the webhook is sent trusting it. */
  caPem: string;
  /** Storage's bytes go under it (in memory without it). */
  dataDir?: string;
  log?: (line: string) => void;
  /** How webhooks are sent, instead of https trusting caPem (tests). */
  webhookFetch?: (request: Request) => Promise<Response>;
}

export interface StandIns {
  port: number;
  gotrue: GoTrue;
  storage: Storage;
  mercadopago: MercadoPago;
  checkout: Checkout;
  resend: Resend;
  /** What the server answers a Request (routed by its URL's host), without the network. */
  handle(request: Request): Promise<Response>;
  stop(): Promise<void>;
}

export async function startStandIns(options: StandInsOptions): Promise<StandIns> {
  const log = options.log ?? (() => {});
  if (!options.users && !options.databaseUrlForAuth) throw new Error("startStandIns needs databaseUrlForAuth");
  const users = options.users ?? postgresUserStore(options.databaseUrlForAuth!);
  try {
    return await start(options, users, log);
  } catch (error) {
    await users.close().catch(() => {});
    throw error;
  }
}

async function start(options: StandInsOptions, users: UserStore, log: (line: string) => void): Promise<StandIns> {
  // GoTrue migrates auth.users when it starts: a database that cannot be used stops the start here.
  await users.ready();
  const gotrue = await createGoTrue({ supabaseUrl: options.supabaseUrl, keys: options.keys, users });
  const storage = createStorage({ keys: options.keys, verifyToken: gotrue.verify, dataDir: options.dataDir });
  const mercadopago = createMercadoPago({
    accessToken: options.mercadopago.accessToken,
    checkoutOrigin: `https://${options.hosts.mercadopagoCheckout}`,
  });
  const checkout = createCheckout({
    ledger: mercadopago.ledger,
    webhookSecret: options.mercadopago.webhookSecret,
    fetch: options.webhookFetch ?? httpsFetch(options.caPem),
    log,
  });
  const resend = createResend({ apiKey: options.resendApiKey });

  const byHost = new Map<string, (request: Request) => Response | Promise<Response>>([
    [
      options.hosts.supabase,
      (request) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith("/auth/v1/")) return gotrue.app.fetch(request);
        if (path.startsWith("/storage/v1/")) return storage.app.fetch(request);
        return noRoute();
      },
    ],
    [options.hosts.mercadopagoApi, (request) => mercadopago.api.fetch(request)],
    [options.hosts.mercadopagoCheckout, (request) => checkout.app.fetch(request)],
    [options.hosts.resend, (request) => resend.app.fetch(request)],
  ]);

  async function handle(request: Request): Promise<Response> {
    const app = byHost.get(new URL(request.url).hostname.toLowerCase());
    if (!app) return new Response("Misdirected Request: no stand-in serves this host\n", { status: 421 });
    return app(request);
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const host = (req.headers.host ?? "").toLowerCase();
    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    let response: Response;
    try {
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`https://${host}${req.url ?? "/"}`, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        signal: aborted.signal,
        duplex: "half",
      } as RequestInit);
      response = await handle(request);
    } catch (error) {
      log(`stand-in ${host} ${req.method} ${req.url?.split("?")[0]} failed: ${(error as Error).stack ?? error}`);
      response = new Response("Internal Server Error\n", { status: 500 });
    }
    // Every call that changes something, and every refusal (query strings left out: they can hold keys).
    if (req.method !== "GET" || response.status >= 400) {
      log(`${host} ${req.method} ${req.url?.split("?")[0]} → ${response.status}`);
    }
    const raw: string[] = [];
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") raw.push(name, value);
    });
    for (const cookie of response.headers.getSetCookie()) raw.push("set-cookie", cookie);
    res.writeHead(response.status, raw);
    if (!response.body || req.method === "HEAD") {
      await response.body?.cancel().catch(() => {});
      res.end();
      return;
    }
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (!res.write(chunk)) await once(res, "drain");
      }
      res.end();
    } catch {
      res.destroy();
    }
  }

  const server: Server = createServer({ key: options.cert.key, cert: options.cert.cert }, (req, res) => {
    void serve(req, res);
  });
  server.listen(options.port, options.listenHost ?? "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  log(`stand-ins listening on https://${options.listenHost ?? "127.0.0.1"}:${port}`);

  return {
    port,
    gotrue,
    storage,
    mercadopago,
    checkout,
    resend,
    handle,
    async stop() {
      checkout.cancel();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await checkout.settled();
      await users.close();
    },
  };
}
