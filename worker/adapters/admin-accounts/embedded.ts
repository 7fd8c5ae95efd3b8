import {
  addEmbeddedAdmin,
  listEmbeddedAdmins,
  removeEmbeddedAdmin,
  setEmbeddedPassword,
} from "../../db/admin-accounts.ts";
import { deleteEmbeddedCustomer, ensureEmbeddedCustomer, findUserByEmail, revokeUserSessions } from "../../db/auth.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { hashPassword, verifyPassword } from "../../services/auth/passwords.ts";
import type { AdminAccountsPort } from "./port.ts";

/** The embedded Auth stand-in's accounts, in this database (never production: see auth/select.ts). */
export function embeddedAdminAccounts(db: Database): AdminAccountsPort {
  return {
    list: () => db.run(serviceRole, (tx) => listEmbeddedAdmins(tx)),
    async add(email, password) {
      const hash = await hashPassword(password);
      return db.run(serviceRole, (tx) => addEmbeddedAdmin(tx, email, hash));
    },
    async passwordMatches(email, password) {
      const user = await db.run(serviceRole, (tx) => findUserByEmail(tx, email));
      // The KDF runs even without an account, like the sign-in.
      return (await verifyPassword(password, user?.encrypted_password)) && user !== null;
    },
    async setPassword(userId, password) {
      const hash = await hashPassword(password);
      await db.run(serviceRole, async (tx) => {
        if (!(await setEmbeddedPassword(tx, userId, hash))) throw new Error(`No account ${userId}`);
        await revokeUserSessions(tx, userId);
      });
    },
    remove: (userId) => db.run(serviceRole, (tx) => removeEmbeddedAdmin(tx, userId)),
    async ensureCustomer(email) {
      await db.run(serviceRole, (tx) => ensureEmbeddedCustomer(tx, email));
    },
    async removeCustomer(userId) {
      await db.run(serviceRole, (tx) => deleteEmbeddedCustomer(tx, userId));
    },
  };
}
