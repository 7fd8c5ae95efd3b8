import { randomBytes } from "node:crypto";
import { link, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { UserError } from "./user-error.ts";

/**
 * The secret the embedded sign-in signs admin tokens with (LOCAL_AUTH_SECRET): random, made on the first
 * start of a data directory and kept in it (auth-secret, readable by its owner only), so a token is good for
 * this shop's data only and nobody can make one from the source. Deleting the file signs everybody out.
 */
export async function localAuthSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, "auth-secret");
  const existing = await readFile(path, "utf8").then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw new UserError(`The sign-in secret ${path} cannot be read (${error.message}).`);
    },
  );
  if (existing !== undefined) {
    if (existing.length < 32)
      throw new UserError(`The sign-in secret ${path} is too short: delete it to make a new one.`);
    return existing;
  }
  const secret = randomBytes(32).toString("base64url");
  // Written aside, then linked into place: the file appears whole or not at all, so another start made at the same
  // moment never reads it half-written (it read an empty file once, "too short").
  const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, `${secret}\n`, { mode: 0o600 });
  try {
    await link(partial, path);
  } catch (error) {
    // Another start made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return localAuthSecret(dataDir);
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
  return secret;
}
