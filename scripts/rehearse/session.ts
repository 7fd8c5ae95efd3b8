import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** What the rehearsal's server tells its end-to-end test (written once the services are up). */
export interface RehearsalSession {
  siteUrl: string;
  supabaseUrl: string;
  keys: { publishable: string; secret: string };
  mercadopago: { accessToken: string; webhookSecret: string };
  resendApiKey: string;
  admin: { email: string; password: string };
  shopNotifyEmail: string;
  /** As `postgres` (the project owner's role), for the test to look at what the Worker wrote. */
  databaseUrl: string;
  /** base64 SHA-256 of the servers' public key, which Chromium is told to trust. */
  spkiHash: string;
  /** The local CA, for the test's own https calls (Resend's list of sent mail). */
  caPem: string;
}

export const sessionFile = (dir: string) => join(dir, "session.json");

export function readRehearsalSession(dir = resolve(process.env.REHEARSAL_DIR ?? ".rehearsal")): RehearsalSession {
  return JSON.parse(readFileSync(sessionFile(dir), "utf8")) as RehearsalSession;
}
