export type RemoveOutcome = "removed" | "not_found" | "last_admin";

/** One admin account as the back office lists it. */
export interface AdminAccount {
  id: string;
  email: string;
  createdAt: string;
  /** When the account last signed in; null when unknown (the embedded stand-in does not record it). */
  lastSignInAt: string | null;
}

/**
 * Admin accounts port: who may sign in to the back office. Supabase Auth's Admin API in a project
 * (supabase.ts), the embedded stand-in's accounts otherwise (embedded.ts). The rules (the last admin stays,
 * nobody removes themselves, the current password is asked) are the service's (services/auth/admin-accounts.ts),
 * except that the last admin stays, which the adapter guarantees atomically.
 */
export interface AdminAccountsPort {
  list(): Promise<AdminAccount[]>;
  /**
   * Creates the admin with this password; null when any account (admin or not) already has this e-mail, which
   * is then left exactly as it was (issue 38: adding never sets an existing account's password).
   */
  add(email: string, password: string): Promise<{ id: string } | null>;
  /** Whether this is the account's password (a sign-in check that opens no session, or closes it again). */
  passwordMatches(email: string, password: string): Promise<boolean>;
  /** Sets the password and ends every session of the account (as GoTrue's admin update does). */
  setPassword(userId: string, password: string): Promise<void>;
  /** Deletes the admin's account (its sessions end) unless it is the last admin; one removal at a time. */
  remove(userId: string): Promise<RemoveOutcome>;
  /**
   * A shopper's account (issue 43): makes sure a customer account (app_metadata.role 'customer', confirmed e-mail, no
   * password) exists for the address before the code is asked for. An address any other account has (an admin) is
   * left exactly as it was. The same outcome to the caller either way.
   */
  ensureCustomer(email: string): Promise<void>;
  /** Deletes a customer's account (a privacy deletion); never an admin's. */
  removeCustomer(userId: string): Promise<void>;
}
