import { Hono } from "hono";
import { anonymous } from "../db/database.ts";
import { readHealthCounts } from "../db/health.ts";
import type { AppEnv } from "../env.ts";

/** GET /api/health: is the database reachable, and what does the public see of the catalogue. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  try {
    const counts = await c.var.deps.db.run(anonymous, readHealthCounts);
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const, database: { reachable: true, latencyMs: Date.now() - started }, counts });
  } catch (error) {
    console.error("Health check: database unreachable", error);
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: "error" as const, database: { reachable: false, latencyMs: Date.now() - started }, counts: null },
      503,
    );
  }
});
