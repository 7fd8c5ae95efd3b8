// Values written into a statement's text as literals (issue 39, session 26): what `commitWith` and `sendValuesInline`
// (database.ts) send instead of a statement with parameters, which postgres.js with `prepare: false` sends as
// Parse/Describe/Flush and then Bind/Execute, a round trip more, holding back every statement behind it.

/** The postgres.js query object's fields read here (postgres 3.4.x, pinned). */
interface QueryParts {
  strings: readonly string[];
  args: unknown[];
  tagged: boolean;
  executed: boolean;
}

/**
 * The statement's text with its values written in as literals, or null to send it as it is (already sent, or a value
 * that is not plain). Each literal is typed as postgres.js would send it: strings and numbers untyped (dollar-quoted,
 * so no character in them ends the literal, whatever standard_conforming_strings says: the server gives them the
 * type their place needs, as it does an untyped parameter), booleans, timestamps (a Date), json and jsonb (tx.json).
 */
export function inlined(query: object): string | null {
  const { executed, tagged } = query as QueryParts;
  return executed || !tagged ? null : textOf(query as QueryParts);
}

/** A tagged statement or fragment's text with every value written in; null when one is not plain. */
function textOf({ strings, args }: QueryParts): string | null {
  let text = strings[0]!;
  for (let i = 0; i < args.length; i++) {
    const piece = isFragment(args[i]) ? textOf(args[i] as QueryParts) : literalOf(args[i]);
    if (piece === null) return null;
    text += piece + strings[i + 1]!;
  }
  return text;
}

/**
 * A fragment: a `tx\`…\`` written into another statement, never sent on its own (postgres.js writes its text in place,
 * its values as the outer statement's parameters). Written in here the same way, its values as literals.
 */
function isFragment(value: unknown): boolean {
  const parts = value as Partial<QueryParts> | null;
  return (
    typeof value === "object" &&
    parts !== null &&
    parts.tagged === true &&
    !parts.executed &&
    Array.isArray(parts.strings) &&
    Array.isArray(parts.args)
  );
}

const JSON_TYPES = new Map([
  [114, "json"],
  [3802, "jsonb"],
]);

function literalOf(value: unknown): string | null {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  // A NUL would end the statement's text on the wire: sent as a parameter, the server refuses it.
  if (typeof value === "string") return value.includes("\0") ? null : dollarQuoted(value);
  if (typeof value === "number") return Number.isFinite(value) ? dollarQuoted(String(value)) : null;
  if (value instanceof Date) return `${dollarQuoted(value.toISOString())}::timestamptz`;
  if (typeof value === "object" && "type" in value && "value" in value && !(value as { array?: unknown }).array) {
    const type = JSON_TYPES.get((value as { type: number }).type);
    const json = type ? JSON.stringify((value as { value: unknown }).value) : undefined;
    return json === undefined ? null : `${dollarQuoted(json)}::${type}`;
  }
  return null;
}

/** A dollar-quoted string constant whose closing tag first occurs where `text` ends (not inside it, nor across). */
export function dollarQuoted(text: string): string {
  let tag = "$v$";
  for (let n = 0; `${text}${tag}`.indexOf(tag) !== text.length; n++) tag = `$v${n}$`;
  return `${tag}${text}${tag}`;
}

/** Refuses, before anything is sent, a statement whose parameters postgres.js might fail to serialize. */
export function checkSendable(query: object) {
  const args = (query as QueryParts).args ?? [];
  for (const arg of args) {
    if (!sendable(arg))
      throw new Error("commitWith takes plain values, arrays of them, tx.json() and fragments of them as parameters");
  }
}

function sendable(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (isFragment(value)) return (value as QueryParts).args.every(sendable);
  if (typeof value === "number") return Number.isFinite(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return value.every(sendable);
  if (typeof value === "object" && value !== null && "value" in value && "type" in value) {
    // A typed parameter (tx.json): JSON.stringify must succeed now for it to succeed when sent.
    try {
      return JSON.stringify((value as { value: unknown }).value) !== undefined;
    } catch {
      return false;
    }
  }
  return false;
}
