import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, failureLine } from "../../scripts/admin/create-admin.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, seedDemoAdmin } from "../../supabase/seed/demo-admin.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { startTestShop } from "../support/test-database.ts";

/**
 * `npm run admin:create` (scripts/admin/create.ts) as a person runs it: a process on a data directory,
 * then the shop on that directory signs the admin in. And against a stand-in for Supabase's Admin API.
 * The real command runs twice (once creating, once refusing); the other cases call its work in this process
 * (scripts/admin/create-admin.ts, what create.ts runs), each a process start (tsx, PGlite) less.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const TSX = join(ROOT, "node_modules/.bin/tsx");

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "admin-cli-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(TSX, ["scripts/admin/create.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: "", SUPABASE_SERVICE_ROLE_KEY: "", ADMIN_PASSWORD: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolvePromise({ code, output }));
  });
}

/** The command's work in this process, its output and exit code as create.ts gives them. */
async function runInProcess(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  try {
    await createAdmin(args, { SUPABASE_URL: "", SUPABASE_SERVICE_ROLE_KEY: "", ADMIN_PASSWORD: "", ...env }, (line) =>
      lines.push(line),
    );
    return { code: 0, output: lines.join("\n") };
  } catch (error) {
    return { code: 1, output: [...lines, failureLine(error)].join("\n") };
  }
}

/** Opens the data directory like `npm start` (socket server, the Worker's client) and signs in. */
async function withShop<T>(work: (request: (path: string, init?: RequestInit) => Promise<Response>) => Promise<T>) {
  const pg = await openPglite(join(dataDir, "pgdata"));
  const server = await startSocketServer({ db: pg, port: 0 });
  const db = openDatabase(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, 2);
  const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
  try {
    return await work(async (path, init) => app.request(path, init));
  } finally {
    await db.close();
    await server.stop();
    await pg.close();
  }
}

async function signIn(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  email: string,
  password: string,
) {
  const res = await request("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; code?: string } };
}

describe("admin:create on the embedded database", () => {
  it("creates an admin in a new data directory, who then signs in and passes requireAdmin", async () => {
    const run = await runCli(["--email", "Duena@Tienda.uy"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "clave-de-prueba-1",
    });
    expect(run.output).toContain("Created the admin duena@tienda.uy in the embedded database");
    expect(run.code).toBe(0);
    await withShop(async (request) => {
      const ok = await signIn(request, "duena@tienda.uy", "clave-de-prueba-1");
      expect(ok.status).toBe(200);
      const session = await request("/api/admin/session", {
        headers: { authorization: `Bearer ${ok.body.access_token}` },
      });
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({ admin: { email: "duena@tienda.uy" } });
      expect((await signIn(request, "duena@tienda.uy", "otra-cosa-000")).body.code).toBe("invalid_credentials");
    });
  }, 120_000);

  it("promotes an existing account and changes a password; the old one stops working", async () => {
    await withShop(async () => {}); // (the directory is free again)
    const pg = await openPglite(join(dataDir, "pgdata"));
    await pg.query(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data) values ('cliente@tienda.uy', null, '{"provider":"email"}')`,
    );
    await pg.close();
    const promote = await runInProcess(["--email", "cliente@tienda.uy"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "cliente-ahora-admin",
    });
    expect(promote.output).toContain("Made admin and set the password of cliente@tienda.uy");
    const change = await runInProcess(["--email=duena@tienda.uy"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "clave-nueva-2026",
    });
    expect(change.code).toBe(0);
    await withShop(async (request) => {
      expect((await signIn(request, "cliente@tienda.uy", "cliente-ahora-admin")).status).toBe(200);
      expect((await signIn(request, "duena@tienda.uy", "clave-de-prueba-1")).status).toBe(400);
      expect((await signIn(request, "duena@tienda.uy", "clave-nueva-2026")).status).toBe(200);
    });
  }, 120_000);

  it("refuses politely while the shop holds the data directory, and without a password or e-mail", async () => {
    // Held by a live process other than this one (vitest's own, this worker's parent).
    await writeFile(join(dataDir, "shop.pid"), String(process.ppid));
    try {
      const locked = await runInProcess(["--email", "x@tienda.uy"], {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "clave-de-prueba-1",
      });
      expect(locked.code).toBe(1);
      expect(locked.output).toContain("The shop is running from");
      expect(locked.output).not.toMatch(/\n\s+at /); // one sentence, no stack trace
    } finally {
      await rm(join(dataDir, "shop.pid"), { force: true });
    }
    const noPassword = await runInProcess(["--email", "x@tienda.uy"], { DATA_DIR: dataDir });
    expect(noPassword).toMatchObject({ code: 1 });
    expect(noPassword.output).toContain("set ADMIN_PASSWORD");
    const short = await runInProcess(["--email", "x@tienda.uy"], { DATA_DIR: dataDir, ADMIN_PASSWORD: "corta" });
    expect(short.output).toContain("at least 10 characters");
    // The real command: exit code 1 and one line, no stack trace.
    const noEmail = await runCli([], { DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-de-prueba-1" });
    expect(noEmail.code).toBe(1);
    expect(noEmail.output.trim()).toBe("[admin] Usage: npm run admin:create -- --email <e-mail> [--supabase-only]");
  }, 60_000);
});

describe("admin:create on a Supabase project", () => {
  interface Seen {
    method: string;
    path: string;
    apikey: string | undefined;
    authorization: string | undefined;
    body: Record<string, unknown> | null;
  }

  /** Supabase's Auth Admin API, as much of it as admin:create uses. */
  async function fakeSupabase(existing: { id: string; email: string; app_metadata: object } | null) {
    const seen: Seen[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const url = new URL(req.url!, "http://x");
      seen.push({
        method: req.method!,
        path: url.pathname + url.search,
        apikey: req.headers.apikey as string | undefined,
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      const json = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" });
        res.end(JSON.stringify(body));
      };
      const user = (id: string, body: Record<string, unknown>) => ({
        id,
        aud: "authenticated",
        role: "authenticated",
        email: body.email ?? existing?.email,
        app_metadata: body.app_metadata,
        user_metadata: {},
        created_at: new Date().toISOString(),
      });
      const body = raw ? JSON.parse(raw) : {};
      if (req.method === "POST" && url.pathname === "/auth/v1/admin/users") {
        if (existing)
          return json(422, {
            code: "email_exists",
            message: "A user with this email address has already been registered",
          });
        return json(200, user("11111111-1111-4111-8111-111111111111", body));
      }
      if (req.method === "GET" && url.pathname === "/auth/v1/admin/users") {
        return json(200, {
          users: existing ? [{ ...user(existing.id, existing), email: existing.email }] : [],
          aud: "authenticated",
        });
      }
      if (req.method === "PUT" && existing && url.pathname === `/auth/v1/admin/users/${existing.id}`) {
        return json(200, user(existing.id, body));
      }
      json(404, { code: "not_found", message: "Not found" });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, seen, close: () => new Promise((r) => server.close(r)) };
  }

  const KEY = "service-role-key-0123456789abcdef";

  it("creates a confirmed user with app_metadata.role = 'admin' through the Admin API", async () => {
    const supabase = await fakeSupabase(null);
    try {
      const run = await runInProcess(["--email", "Duena@Tienda.uy", "--supabase-only"], {
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: KEY,
        ADMIN_PASSWORD: "clave-de-prueba-1",
      });
      expect(run.output).toContain("Created the admin duena@tienda.uy in the Supabase project");
      expect(run.code).toBe(0);
      expect(supabase.seen).toEqual([
        {
          method: "POST",
          path: "/auth/v1/admin/users",
          apikey: KEY,
          authorization: `Bearer ${KEY}`,
          body: {
            email: "duena@tienda.uy",
            password: "clave-de-prueba-1",
            email_confirm: true,
            app_metadata: { role: "admin" },
          },
        },
      ]);
    } finally {
      await supabase.close();
    }
  }, 60_000);

  it("promotes an existing user, keeping its other app_metadata", async () => {
    const id = "22222222-2222-4222-8222-222222222222";
    const supabase = await fakeSupabase({ id, email: "duena@tienda.uy", app_metadata: { provider: "email" } });
    try {
      const run = await runInProcess(["--email", "duena@tienda.uy", "--supabase-only"], {
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: KEY,
        ADMIN_PASSWORD: "clave-de-prueba-1",
      });
      expect(run.output).toContain("Made admin and set the password of duena@tienda.uy in the Supabase project");
      expect(supabase.seen.map((s) => `${s.method} ${s.path.split("?")[0]}`)).toEqual([
        "POST /auth/v1/admin/users",
        "GET /auth/v1/admin/users",
        `PUT /auth/v1/admin/users/${id}`,
      ]);
      expect(supabase.seen[2]!.body).toEqual({
        password: "clave-de-prueba-1",
        email_confirm: true,
        app_metadata: { provider: "email", role: "admin" },
      });
    } finally {
      await supabase.close();
    }
  }, 60_000);
});

describe("the demo admin of the first npm start", () => {
  it("is created while there is no admin, with the defaults or ADMIN_EMAIL / ADMIN_PASSWORD, and only then", async () => {
    const shop = await startTestShop();
    try {
      const db = pgliteRunner(shop.pg);
      expect(await seedDemoAdmin(db, {})).toEqual({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD });
      expect(await seedDemoAdmin(db, { ADMIN_EMAIL: "otra@tienda.uy", ADMIN_PASSWORD: "otra-clave-larga" })).toBeNull();
      const res = await shop.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
      });
      expect(res.status).toBe(200);
      await shop.pg.query("update auth.users set raw_app_meta_data = '{}'");
      expect(await seedDemoAdmin(db, { ADMIN_EMAIL: "Otra@Tienda.uy", ADMIN_PASSWORD: "otra-clave-larga" })).toEqual({
        email: "otra@tienda.uy",
        password: "otra-clave-larga",
      });
    } finally {
      await shop.close();
    }
  }, 60_000);
});
