import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/blogs: placeholder until its issue builds it. */
export const adminBlogRoutes = new Hono<AppEnv>();
