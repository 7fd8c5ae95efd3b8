import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";

/**
 * Every request is answered within the deadline however its database connection dies. Here the "database"
 * takes the connection and then never says a word (as a connection that died without a FIN looks to
 * workerd): postgres.js waits for ever, the request must not.
 */
let silent: Server;
let port: number;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  port = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("a request whose database connection goes silent", () => {
  it("is answered 503 with Retry-After within the deadline, and its connection is closed", async () => {
    const config = parseConfig({ ENVIRONMENT: "test" });
    let released = false;
    const app = createApp(
      () => {
        const db = openDatabase(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
        return {
          ...buildDeps(config, db),
          release: async () => {
            released = true;
            await db.close();
          },
        };
      },
      { deadlineMs: 400 },
    );
    const started = performance.now();
    const background: Promise<unknown>[] = [];
    const res = await app.request(
      "/api/orders",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@b.uy", items: [] }),
      },
      {},
      { waitUntil: (p: Promise<unknown>) => void background.push(p), passThroughOnException() {}, props: {} } as never,
    );
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual({
      error: { code: "connection_lost", message: "No pudimos completar la operación. Inténtelo de nuevo." },
    });
    expect(took).toBeLessThan(5_000);
    await Promise.allSettled(background);
    expect(released).toBe(true);
    expect(sockets.size).toBeGreaterThan(0);
  });
});
