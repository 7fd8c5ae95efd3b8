import { type Context, Hono } from "hono";
import { GoTrueError, jsonParams, randomPassword } from "./gotrue-http.ts";
import { hashPassword } from "./gotrue-passwords.ts";
import { type SessionBook, userJson } from "./gotrue-tokens.ts";
import { type AuthUserPatch, EmailTakenError, newUserId, type UserStore } from "./gotrue-users.ts";
import type { GatewayEnv } from "./supabase-gateway.ts";

/**
 * GoTrue's admin users API (internal/api/admin.go) under /auth/v1/admin, for service_role callers only:
 *   GET  /users?page&per_page  {users, aud}, newest first, with Link and X-Total-Count headers
 *   POST /users                creates (email required here; 422 email_exists when taken), answers the user
 *   GET  /users/:id            the user
 *   PUT  /users/:id            email, password (ends the user's sessions), email_confirm, app_metadata and
 *                              user_metadata (merged; a null value removes the key), role
 *   DELETE /users/:id          deletes the user (hard delete) and ends its sessions; answers {}
 */

interface AdminParams {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  password: string | null;
  email_confirm: boolean;
  user_metadata: Record<string, unknown> | null;
  app_metadata: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
/** GoTrue's default GOTRUE_PASSWORD_MIN_LENGTH. */
const MIN_PASSWORD_LENGTH = 6;

/** GoTrue merges metadata: each key set, a null value deleting the key. */
function merge(current: Record<string, unknown>, updates: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

function validateEmail(email: string): string {
  if (email.length > 255) throw new GoTrueError(400, "validation_failed", "An email address is too long");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new GoTrueError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}

function checkPasswordStrength(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new GoTrueError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
}

export function adminRoutes(deps: {
  users: UserStore;
  sessions: SessionBook;
  now: () => Date;
  audience: string;
  requireAdmin: (c: Context<GatewayEnv>) => Promise<void>;
}) {
  const { users, sessions, now, audience } = deps;

  const loadUser = async (id: string) => {
    if (!UUID.test(id)) throw new GoTrueError(404, "validation_failed", "user_id must be an UUID");
    const user = await users.findById(id);
    if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
    return user;
  };

  return new Hono<GatewayEnv>()
    .use(async (c, next) => {
      await deps.requireAdmin(c);
      await next();
    })
    .get("/users", async (c) => {
      const page = c.req.query("page") || "1";
      const perPage = c.req.query("per_page") || "50";
      if (!/^\d+$/.test(page) || !/^\d+$/.test(perPage)) {
        throw new GoTrueError(400, "validation_failed", "Bad Pagination Parameters: invalid syntax");
      }
      const p = Math.max(1, Number(page));
      const pp = Math.max(1, Number(perPage));
      const { users: rows, total } = await users.list(audience, p, pp);
      const totalPages = Math.ceil(total / pp);
      const link = (n: number) => {
        const url = new URL(c.req.url);
        url.searchParams.set("page", String(n));
        return `<${url.pathname}${url.search}>`;
      };
      const next = totalPages > p ? `${link(p + 1)}; rel="next", ` : "";
      c.header("Link", `${next}${link(totalPages)}; rel="last"`);
      c.header("X-Total-Count", String(total));
      return c.json({ users: rows.map(userJson), aud: audience });
    })
    .post("/users", async (c) => {
      const params = await jsonParams<AdminParams>(c);
      if (!params.email && !params.phone) {
        throw new GoTrueError(400, "validation_failed", "Cannot create a user without either an email or phone");
      }
      if (params.phone) throw new GoTrueError(422, "phone_provider_disabled", "Phone signups are disabled");
      const email = validateEmail(String(params.email));
      if (params.id !== undefined && !UUID.test(String(params.id))) {
        throw new GoTrueError(400, "validation_failed", "ID must conform to the uuid v4 format");
      }
      const at = now();
      const userMetadata = { ...(params.user_metadata ?? {}) };
      if (params.email_confirm) userMetadata.email_verified = true;
      try {
        const user = await users.insert(
          {
            id: params.id ? String(params.id) : newUserId(),
            aud: params.aud || audience,
            role: params.role || "authenticated",
            email,
            encrypted_password: await hashPassword(params.password ? String(params.password) : randomPassword()),
            email_confirmed_at: params.email_confirm ? at : null,
            raw_app_meta_data: merge({ provider: "email", providers: ["email"] }, params.app_metadata ?? {}),
            raw_user_meta_data: userMetadata,
          },
          at,
        );
        return c.json(userJson(user));
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
      }
    })
    .get("/users/:id", async (c) => c.json(userJson(await loadUser(c.req.param("id")))))
    .put("/users/:id", async (c) => {
      const user = await loadUser(c.req.param("id"));
      const params = await jsonParams<AdminParams>(c);
      const patch: AuthUserPatch = {};
      if (params.email) patch.email = validateEmail(String(params.email));
      if (params.password !== undefined && params.password !== null) {
        checkPasswordStrength(String(params.password));
        patch.encrypted_password = await hashPassword(String(params.password));
      }
      if (params.role) patch.role = String(params.role);
      let userMetadata = user.raw_user_meta_data;
      if (params.email_confirm) {
        patch.email_confirmed_at = now();
        userMetadata = merge(userMetadata, { email_verified: true });
      }
      if (params.user_metadata) userMetadata = merge(userMetadata, params.user_metadata);
      if (userMetadata !== user.raw_user_meta_data) patch.raw_user_meta_data = userMetadata;
      if (params.app_metadata) patch.raw_app_meta_data = merge(user.raw_app_meta_data, params.app_metadata);
      try {
        const updated = await users.update(user.id, patch, now());
        if (!updated) throw new GoTrueError(404, "user_not_found", "User not found");
        // A new password ends every session of the user (models.User.UpdatePassword without a session).
        if (patch.encrypted_password) sessions.endAllOf(user.id);
        return c.json(userJson(updated));
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
      }
    })
    .delete("/users/:id", async (c) => {
      const user = await loadUser(c.req.param("id"));
      sessions.endAllOf(user.id);
      if (!(await users.remove(user.id))) throw new GoTrueError(404, "user_not_found", "User not found");
      return c.json({});
    });
}
