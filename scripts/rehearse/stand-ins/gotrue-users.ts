import { randomUUID } from "node:crypto";
import postgres from "postgres";

/**
 * The Auth stand-in's users: rows of `auth.users` with Supabase's column names, in Postgres (what the
 * rehearsal uses, connected as supabase_auth_admin) or in memory (tests of the HTTP surface). Passwords are
 * hashed by gotrue-passwords.ts.
 */

export interface AuthUserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

export type NewAuthUser = Omit<AuthUserRow, "created_at" | "updated_at" | "last_sign_in_at">;
export type AuthUserPatch = Partial<Omit<AuthUserRow, "id" | "created_at">>;

export interface UserStore {
  /** Prepares the store (Postgres: GoTrue's migrations and the column check); also done on first use. */
  ready(): Promise<void>;
  findByEmail(email: string, aud: string): Promise<AuthUserRow | null>;
  findById(id: string): Promise<AuthUserRow | null>;
  /** Throws EmailTakenError when the e-mail is taken. */
  insert(user: NewAuthUser, now: Date): Promise<AuthUserRow>;
  /** Sets the fields given (and updated_at = now); null when there is no such user. */
  update(id: string, patch: AuthUserPatch, now: Date): Promise<AuthUserRow | null>;
  /** Deletes the user; false when there was none. */
  remove(id: string): Promise<boolean>;
  /** One page of an audience's users, newest first, and how many there are. */
  list(aud: string, page: number, perPage: number): Promise<{ users: AuthUserRow[]; total: number }>;
  close(): Promise<void>;
}

export class EmailTakenError extends Error {}

export function memoryUserStore(): UserStore {
  const users = new Map<string, AuthUserRow>();
  const copy = (row: AuthUserRow): AuthUserRow => structuredClone(row);
  return {
    async ready() {},
    async findByEmail(email, aud) {
      const found = [...users.values()].find((u) => u.email === email.toLowerCase() && u.aud === aud);
      return found ? copy(found) : null;
    },
    async findById(id) {
      const found = users.get(id);
      return found ? copy(found) : null;
    },
    async insert(user, now) {
      if ([...users.values()].some((u) => u.email === user.email)) throw new EmailTakenError(user.email);
      const row: AuthUserRow = { ...user, created_at: now, updated_at: now, last_sign_in_at: null };
      users.set(row.id, copy(row));
      return copy(row);
    },
    async update(id, patch, now) {
      const row = users.get(id);
      if (!row) return null;
      if (patch.email && [...users.values()].some((u) => u.email === patch.email && u.id !== id)) {
        throw new EmailTakenError(patch.email);
      }
      const next = { ...row, ...structuredClone(patch), updated_at: now };
      users.set(id, next);
      return copy(next);
    },
    remove: async (id) => users.delete(id),
    async list(aud, page, perPage) {
      const all = [...users.values()]
        .filter((u) => u.aud === aud)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
      return { users: all.slice((page - 1) * perPage, page * perPage).map(copy), total: all.length };
    },
    async close() {},
  };
}

/** Supabase's auth.users columns this stand-in reads and writes (GoTrue's migrations create more). */
export const AUTH_USERS_COLUMNS = [
  "id",
  "aud",
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "raw_app_meta_data",
  "raw_user_meta_data",
  "created_at",
  "updated_at",
  "last_sign_in_at",
] as const;

/**
 * GoTrue's first migration's auth.users (migrations/00_init_auth_schema.up.sql, as a Supabase project's
 * database has it before Auth starts), for tests that need an empty project.
 */
export const CREATE_AUTH_USERS_SQL = `
create schema if not exists auth;
create table if not exists auth.users (
  instance_id uuid null, id uuid not null unique, aud varchar(255) null, "role" varchar(255) null,
  email varchar(255) null unique, encrypted_password varchar(255) null, confirmed_at timestamptz null,
  invited_at timestamptz null, confirmation_token varchar(255) null, confirmation_sent_at timestamptz null,
  recovery_token varchar(255) null, recovery_sent_at timestamptz null, email_change_token varchar(255) null,
  email_change varchar(255) null, email_change_sent_at timestamptz null, last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null, raw_user_meta_data jsonb null, is_super_admin bool null,
  created_at timestamptz null, updated_at timestamptz null, constraint users_pkey primary key (id)
);
create table if not exists auth.schema_migrations ("version" varchar(255) not null primary key);`;

/**
 * The GoTrue migrations (supabase/auth migrations/*.up.sql) that shape the columns this stand-in uses, run at
 * start as GoTrue runs its own (as supabase_auth_admin, the owner of auth.users) and recorded like them in
 * auth.schema_migrations. Idempotent.
 */
const GOTRUE_MIGRATIONS: [version: string, sql: string][] = [
  [
    "20210710035447",
    `alter table auth.users
       add column if not exists phone varchar(15) null unique default null,
       add column if not exists phone_confirmed_at timestamptz null default null,
       add column if not exists phone_change varchar(15) null default '',
       add column if not exists phone_change_token varchar(255) null default '',
       add column if not exists phone_change_sent_at timestamptz null default null;
     do $$ begin
       if not exists (select * from information_schema.columns
                      where table_schema = 'auth' and table_name = 'users' and column_name = 'email_confirmed_at') then
         alter table auth.users rename column confirmed_at to email_confirmed_at;
       end if;
     end $$;`,
  ],
  [
    "20210722035447",
    `alter table auth.users add column if not exists confirmed_at timestamptz
       generated always as (least(users.email_confirmed_at, users.phone_confirmed_at)) stored;`,
  ],
];

type Row = Omit<AuthUserRow, "raw_app_meta_data" | "raw_user_meta_data"> & {
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
};

const JSONB = new Set(["raw_app_meta_data", "raw_user_meta_data"]);

/**
 * auth.users in Postgres. The first call runs the migrations above (unless `migrate` is false) and checks
 * that the table has the columns, with a clear error if not.
 */
export function postgresUserStore(databaseUrl: string, options: { migrate?: boolean } = {}): UserStore {
  const sql = postgres(databaseUrl, {
    max: 4,
    onnotice: () => {},
    connection: { application_name: "gotrue-stand-in" },
  });
  const columns = AUTH_USERS_COLUMNS.map((c) => `"${c}"`).join(", ");
  let checked: Promise<void> | null = null;
  const prepare = async () => {
    if (options.migrate !== false) {
      await sql.begin(async (tx) => {
        const recorded = await tx<
          { exists: boolean }[]
        >`select to_regclass('auth.schema_migrations') is not null as exists`;
        for (const [version, statements] of GOTRUE_MIGRATIONS) {
          await tx.unsafe(statements);
          if (recorded[0]?.exists) {
            await tx`insert into auth.schema_migrations (version) values (${version}) on conflict do nothing`;
          }
        }
      });
    }
    const rows = await sql<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`;
    const have = new Set(rows.map((r) => r.column_name));
    const missing = AUTH_USERS_COLUMNS.filter((c) => !have.has(c));
    if (missing.length) throw new Error(`auth.users lacks Supabase's columns ${missing.join(", ")}`);
  };
  const ready = () => {
    checked ??= prepare().catch((error) => {
      checked = null;
      throw error;
    });
    return checked;
  };
  const toRow = (row: Row): AuthUserRow => ({
    ...row,
    raw_app_meta_data: row.raw_app_meta_data ?? {},
    raw_user_meta_data: row.raw_user_meta_data ?? {},
  });
  const query = async (text: string, values: unknown[]) => {
    await ready();
    try {
      return (await sql.unsafe<Row[]>(text, values as postgres.ParameterOrJSON<never>[])).map(toRow);
    } catch (error) {
      if ((error as { code?: string }).code === "23505") throw new EmailTakenError("email");
      throw error;
    }
  };
  /** Names, placeholders (from $2 on) and values of the fields (postgres.js serializes jsonb itself). */
  const assignments = (fields: Record<string, unknown>) => {
    const entries = Object.entries(fields);
    return {
      names: entries.map(([k]) => `"${k}"`).join(", "),
      placeholders: entries.map(([k], i) => `$${i + 2}${JSONB.has(k) ? "::jsonb" : ""}`),
      values: entries.map(([, v]) => v),
    };
  };
  return {
    ready,
    findByEmail: async (email, aud) =>
      (await query(`select ${columns} from auth.users where lower(email) = lower($1) and aud = $2`, [email, aud]))[0] ??
      null,
    findById: async (id) => (await query(`select ${columns} from auth.users where id = $1`, [id]))[0] ?? null,
    async insert(user, now) {
      const { id, ...rest } = user;
      // GoTrue writes the nil instance id on every user.
      const instance = { instance_id: "00000000-0000-0000-0000-000000000000" };
      const a = assignments({ ...instance, ...rest, created_at: now, updated_at: now });
      const text = `insert into auth.users ("id", ${a.names}) values ($1, ${a.placeholders.join(", ")}) returning ${columns}`;
      return (await query(text, [id, ...a.values]))[0]!;
    },
    async update(id, patch, now) {
      const a = assignments({ ...patch, updated_at: now });
      const set = a.names.split(", ").map((name, i) => `${name} = ${a.placeholders[i]}`);
      const text = `update auth.users set ${set.join(", ")} where id = $1 returning ${columns}`;
      return (await query(text, [id, ...a.values]))[0] ?? null;
    },
    // What references the user in auth (identities, sessions…) goes with it (ON DELETE CASCADE), and in the
    // shop's tables too (admin_profiles), as when GoTrue deletes a user.
    remove: async (id) => (await sql`delete from auth.users where id = ${id} returning id`).length > 0,
    async list(aud, page, perPage) {
      const text = `select ${columns} from auth.users where aud = $1 order by created_at desc, id limit $2 offset $3`;
      const users = await query(text, [aud, perPage, (page - 1) * perPage]);
      const [count] = await sql<{ total: number }[]>`select count(*)::int as total from auth.users where aud = ${aud}`;
      return { users, total: count?.total ?? 0 };
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** A fresh user id (GoTrue: uuid v4). */
export const newUserId = (): string => randomUUID();
