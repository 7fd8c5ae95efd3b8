import type { AdminAccountsAnswer } from "../../../../domain/api/admin-accounts.ts";
import type { NewAdminAccountInput, PasswordChangeInput } from "../../../../domain/schemas/admin-accounts.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export const fetchAdminAccounts = (signal?: AbortSignal) => adminJson<AdminAccountsAnswer>("/accounts", signal);

export async function addAdminAccount(input: NewAdminAccountInput): Promise<{ id: string }> {
  return (await adminFetch("/accounts", json("POST", input))).json() as Promise<{ id: string }>;
}

export async function removeAdminAccount(id: string): Promise<void> {
  await adminFetch(`/accounts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export async function changeOwnPassword(input: PasswordChangeInput): Promise<void> {
  await adminFetch("/account/password", json("POST", input));
}
