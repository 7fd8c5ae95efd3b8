import { type MailPort, outboxMail, resendMail } from "./adapters/mail.ts";
import { databaseStorage, type StoragePort, supabaseStorage } from "./adapters/storage.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { AppDeps } from "./env.ts";

/**
 * Picks each port's adapter from the configuration: the real service when its secret is set, the
 * embedded stand-in otherwise. Production config validation (config.ts) makes the secrets mandatory
 * there, so a stand-in never serves production silently.
 */
export function buildDeps(config: Config, db: Database, now: () => Date = () => new Date()): AppDeps {
  const storage: StoragePort =
    config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY ? supabaseStorage(config, db) : databaseStorage(db);
  const mail: MailPort = config.RESEND_API_KEY ? resendMail(config, db) : outboxMail(db);
  return { config, db, storage, mail, now };
}
