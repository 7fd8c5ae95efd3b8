/** One admin as GET /api/admin/accounts answers it; `you` marks the signed-in admin. */
export interface AdminAccountView {
  id: string;
  email: string;
  createdAt: string;
  /** null when unknown (the embedded sign-in does not record it). */
  lastSignInAt: string | null;
  you: boolean;
}

/** GET /api/admin/accounts. */
export interface AdminAccountsAnswer {
  admins: AdminAccountView[];
}
