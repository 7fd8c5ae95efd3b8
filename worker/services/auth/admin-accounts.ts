import type { AdminAccountsAnswer } from "../../../domain/api/admin-accounts.ts";
import type { NewAdminAccount, PasswordChange } from "../../../domain/schemas/admin-accounts.ts";
import type { AdminAccountsPort } from "../../adapters/admin-accounts/port.ts";
import type { AuthUser } from "../../adapters/auth/port.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * The back office's access rules (issue 23): an admin lists the admins, adds one by e-mail with a first
 * password, removes another (never themselves, never the last one), and changes their own password after
 * giving the current one again (a stolen, still valid token alone cannot take the account over). Changing
 * the password ends every session of the account, this one too (GoTrue does so): the admin signs in again
 * with the new password, and a browser left signed in elsewhere is out.
 */

export async function listAdminAccounts(accounts: AdminAccountsPort, me: AuthUser): Promise<AdminAccountsAnswer> {
  const admins = await accounts.list();
  return { admins: admins.map((a) => ({ ...a, you: a.id === me.id })) };
}

/**
 * Adds an admin with a first password. An e-mail that already has an account (an admin's, one's own, or one
 * without the admin role) is refused with 409 and the account is left as it was: setting a password here would
 * skip the current-password check of changeOwnPassword, and a stolen token could take any account over (issue 38).
 */
export async function addAdminAccount(accounts: AdminAccountsPort, input: NewAdminAccount): Promise<{ id: string }> {
  const added = await accounts.add(input.email.toLowerCase(), input.password);
  if (!added) {
    const message = "Ya existe una cuenta con ese correo.";
    throw new ApiError(409, "account_exists", message, [{ path: "email", message }]);
  }
  return added;
}

export async function removeAdminAccount(accounts: AdminAccountsPort, me: AuthUser, userId: string): Promise<void> {
  if (userId === me.id) {
    throw new ApiError(
      409,
      "cannot_remove_self",
      "No puede quitarse el acceso a sí mismo: pídaselo a otro administrador.",
    );
  }
  const outcome = await accounts.remove(userId);
  if (outcome === "not_found") throw new ApiError(404, "not_found", "Ese administrador ya no existe.");
  if (outcome === "last_admin") {
    throw new ApiError(409, "last_admin", "El panel necesita al menos un administrador.");
  }
}

export async function changeOwnPassword(accounts: AdminAccountsPort, me: AuthUser, input: PasswordChange) {
  if (!me.email || !(await accounts.passwordMatches(me.email, input.currentPassword))) {
    const message = "La contraseña actual no es correcta.";
    throw new ApiError(400, "wrong_password", message, [{ path: "currentPassword", message }]);
  }
  await accounts.setPassword(me.id, input.newPassword);
}
