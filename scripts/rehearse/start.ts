/**
 * The production rehearsal's server (`npm run rehearse` starts it through playwright.rehearsal.config.ts):
 * the real Worker in workerd with ENVIRONMENT=production and every production adapter, against
 *  - a PostgreSQL cluster shaped like a hosted Supabase project, the migrations applied as `postgres` file by
 *    file and the Worker connecting as `shop_worker`, created as README "Production" says (supabase-cluster.ts);
 *  - stand-ins of Supabase Auth and Storage, Mercado Pago and Resend on 127.0.0.1:443 (stand-ins/), under
 *    their real host names (the shop's and the Supabase project's aside) mapped to loopback in /etc/hosts,
 *    over https with a certificate of a local CA that Node and workerd are told to trust.
 * The only differences from a deploy are those addresses. What the end-to-end test needs to know (the admin's
 * password, the Resend key to read the delivered mail) is written to REHEARSAL_DIR/session.json.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildWhatChanged } from "../embedded/builds.ts";
import { Processes, waitForHttp } from "../embedded/processes.ts";
import { UserError } from "../embedded/user-error.ts";
import { checkHostsMapped } from "./hosts.ts";
import {
  allRehearsalHosts,
  REHEARSAL_HOSTS,
  REHEARSAL_SERVICES_PORT,
  REHEARSAL_SHOP_PORT,
  REHEARSAL_SITE_URL,
  REHEARSAL_SUPABASE_URL,
} from "./names.ts";
import { type RehearsalSession, sessionFile } from "./session.ts";
import { startStandIns } from "./stand-ins/server.ts";
import { type SupabaseCluster, startSupabaseCluster } from "./supabase-cluster.ts";
import { fetchTrusting, makeRehearsalTls } from "./tls.ts";

const dir = resolve(process.env.REHEARSAL_DIR ?? ".rehearsal");
// Below Linux's ephemeral range (32768–60999): a port in it can be held for a moment by any outgoing connection (the
// end-to-end run's, just before the rehearsal), and PostgreSQL then refuses to start ("Address already in use").
const dbPort = Number(process.env.REHEARSAL_DB_PORT ?? 25_433);
const log = (line: string) => console.log(`[rehearsal] ${line}`);
const processes = new Processes();
let cluster: SupabaseCluster | undefined;
let standIns: { stop(): Promise<void> } | undefined;

const secret = (bytes = 24) => randomBytes(bytes).toString("base64url");

async function main() {
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, "tls"), { recursive: true });
  await checkHostsMapped(allRehearsalHosts());
  const tls = await makeRehearsalTls(join(dir, "tls"), allRehearsalHosts());
  const trustedFetch = fetchTrusting(tls.caPem);

  if (process.env.SKIP_BUILD !== "1") {
    // The storefront and the renderer Worker that draws every public page's first view (render.wrangler.toml,
    // docs/decisions/010), side by side, each only when its sources changed since `npm test` or `npm start` built it
    // (the same builds, the same stamps: scripts/embedded/build-cache.ts).
    await buildWhatChanged(resolve(fileURLToPath(new URL("../..", import.meta.url))), {
      storefront: true,
      worker: false,
      log,
    });
  }

  log("Starting a PostgreSQL cluster shaped like a Supabase project…");
  // Under the system's temporary folder: as root, the cluster runs as the OS user `postgres`, which may not
  // be able to enter this checkout (a CI clone in a private temporary folder).
  const pgDir = await mkdtemp(join(tmpdir(), "shop-rehearsal-pg-"));
  await chmod(pgDir, 0o755);
  cluster = await startSupabaseCluster({ dir: pgDir, port: dbPort, log });

  const session: RehearsalSession = {
    siteUrl: REHEARSAL_SITE_URL,
    supabaseUrl: REHEARSAL_SUPABASE_URL,
    keys: { publishable: `sb_publishable_${secret(18)}`, secret: `sb_secret_${secret(24)}` },
    mercadopago: { accessToken: `APP_USR-${Date.now()}-${secret(12)}`, webhookSecret: secret(32) },
    resendApiKey: `re_${secret(18)}`,
    admin: { email: "duena@quimicaoriental.com.uy", password: `Ensayo-${secret(12)}` },
    shopNotifyEmail: "ventas@quimicaoriental.com.uy",
    databaseUrl: cluster.urls.postgres,
    spkiHash: tls.spkiHash,
    caPem: tls.caPem,
  };

  log(`Starting the stand-ins on 127.0.0.1:${REHEARSAL_SERVICES_PORT}…`);
  standIns = await startStandIns({
    port: REHEARSAL_SERVICES_PORT,
    cert: { key: tls.keyPem, cert: tls.certPem },
    caPem: tls.caPem,
    hosts: REHEARSAL_HOSTS,
    supabaseUrl: REHEARSAL_SUPABASE_URL,
    databaseUrlForAuth: cluster.urls.authAdmin,
    keys: session.keys,
    mercadopago: session.mercadopago,
    resendApiKey: session.resendApiKey,
    dataDir: join(dir, "storage"),
    log,
  });

  // As README "Production" step 4 says: the first admin, through Supabase Auth's Admin API.
  const trustCa = { NODE_EXTRA_CA_CERTS: tls.caPath };
  await processes.run("npx", ["tsx", "scripts/admin/create.ts", "--email", session.admin.email, "--supabase-only"], {
    ...trustCa,
    SUPABASE_URL: session.supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: session.keys.secret,
    ADMIN_PASSWORD: session.admin.password,
  });
  await writeFile(sessionFile(dir), JSON.stringify(session, null, 2));

  const vars: Record<string, string> = {
    ENVIRONMENT: "production",
    DATABASE_URL: cluster.urls.shopWorker,
    PUBLIC_SITE_URL: session.siteUrl,
    SUPABASE_URL: session.supabaseUrl,
    SUPABASE_ANON_KEY: session.keys.publishable,
    SUPABASE_SERVICE_ROLE_KEY: session.keys.secret,
    RESEND_API_KEY: session.resendApiKey,
    MAIL_FROM: "Química Oriental <tienda@quimicaoriental.com.uy>",
    SHOP_NOTIFY_EMAIL: session.shopNotifyEmail,
    MERCADOPAGO_ACCESS_TOKEN: session.mercadopago.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: session.mercadopago.webhookSecret,
  };
  log(`Starting the Worker (production) on ${session.siteUrl}…`);
  const wrangler = processes.spawn(
    "npx",
    [
      "wrangler",
      "dev",
      // The shop's Worker and, bound to it as RENDERER, the renderer Worker, as they are deployed.
      "-c",
      "wrangler.toml",
      "-c",
      "render.wrangler.toml",
      "--port",
      String(REHEARSAL_SHOP_PORT),
      "--ip",
      "127.0.0.1",
      "--local-protocol",
      "https",
      "--https-key-path",
      tls.keyPath,
      "--https-cert-path",
      tls.certPath,
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--test-scheduled",
      "--show-interactive-dev-session=false",
      "--persist-to",
      join(dir, "wrangler"),
      "--log-level",
      process.env.WRANGLER_LOG ?? "warn",
    ],
    // miniflare hands NODE_EXTRA_CA_CERTS to workerd as trusted certificates for the Worker's fetch().
    trustCa,
  );
  wrangler.on("exit", (code) => {
    if (!processes.stopping) {
      console.error(`[rehearsal] The Worker (wrangler dev) stopped unexpectedly (exit code ${code}).`);
      void shutdown(1);
    }
  });
  await waitForHttp(`${session.siteUrl}/api/health`, 90_000, trustedFetch);
  processes.runScheduledWork(`${session.siteUrl}/__scheduled?cron=*+*+*+*+*`, trustedFetch);
  log(`The shop is ready on ${session.siteUrl} (production adapters, stand-in services).`);
}

async function shutdown(code: number) {
  if (processes.stopping) return;
  await processes.stop();
  await standIns?.stop().catch((error) => console.error("[rehearsal] Stopping the stand-ins failed:", error));
  await cluster?.stop().catch((error) => console.error("[rehearsal] Stopping PostgreSQL failed:", error));
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

main().catch(async (error) => {
  if (error instanceof UserError || (error as Error).message?.startsWith("These names")) {
    console.error(`[rehearsal] ${(error as Error).message}`);
  } else console.error("[rehearsal] Start-up failed:", error);
  await shutdown(1);
});
