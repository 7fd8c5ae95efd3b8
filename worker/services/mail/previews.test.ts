import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// 'Correos' previews every mail the shop sends, each rendered by the function that renders the real one (previews.ts,
// previews-accounts.ts, previews-withdrawals.ts). A new mail function that is not previewed fails here: every exported
// function of the Worker declared to return a MailMessage (or a list or promise of them) must be called by the
// previews, or be named below with the reason it is not. A mail written inline into the outbox would escape that
// scan, so none is, but the one named below.

const WORKER = join(import.meta.dirname, "../..");
const PREVIEWS = [
  "services/mail/previews.ts",
  "services/mail/previews-accounts.ts",
  "services/mail/previews-withdrawals.ts",
];

const NOT_PREVIEWED: Readonly<Record<string, string>> = {
  customerMail: "a building block of every order mail to the customer (mail-parts.ts)",
  shopNotice: "a building block of every order notice to the shop (mail-parts.ts)",
  signInCodeMail: "the Auth stand-in's code, embedded only: in a Supabase project Auth sends its own (decision 034)",
};

const BUILT_INLINE: Readonly<Record<string, string>> = {
  "services/campaigns/send.ts": "the newsletter's test to the admin: the previewed campaign mail, subject '[Prueba] …'",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The exported functions declared to return MailMessage, MailMessage[] or a promise of either. */
function mailFunctions(path: string): string[] {
  const source = readFileSync(path, "utf8");
  return [...source.matchAll(/^export (?:async )?function (\w+)\s*\(/gm)].flatMap((match) => {
    // The parameters end where their parentheses balance; the declared return type runs to the body's brace.
    let at = match.index + match[0].length;
    for (let depth = 1; depth > 0; at++) depth += source[at] === "(" ? 1 : source[at] === ")" ? -1 : 0;
    const type = /^\s*:\s*([^{]+?)\s*\{/.exec(source.slice(at))?.[1];
    return type && /^(Promise<)?MailMessage(\[\])?>?$/.test(type) ? [match[1]!] : [];
  });
}

describe("'Correos'", () => {
  const found = sources(WORKER).flatMap(mailFunctions);
  const previews = PREVIEWS.map((p) => readFileSync(join(WORKER, p), "utf8")).join("\n");

  it("finds the mail functions it checks (the scan itself works)", () => {
    expect(found).toEqual(
      expect.arrayContaining(["orderPlacedMails", "quoteSentMail", "businessRequestNoticeMail", "cartReminderMail"]),
    );
  });

  it("previews every mail function of the Worker, or says why not", () => {
    const missing = found.filter((name) => !NOT_PREVIEWED[name] && !new RegExp(`\\b${name}\\(`).test(previews));
    expect(missing).toEqual([]);
    // An exception that no longer exists is removed with it.
    expect(Object.keys(NOT_PREVIEWED).filter((name) => !found.includes(name))).toEqual([]);
  });

  it("finds no mail written inline into the outbox (a mail function is, so the scan above sees it)", () => {
    const inline = sources(WORKER)
      .filter((path) => /enqueueMail\(\s*tx,\s*\{/.test(readFileSync(path, "utf8")))
      .map((path) => path.slice(WORKER.length + 1));
    expect(inline).toEqual(Object.keys(BUILT_INLINE));
  });
});
