// Text folding shared with the database: public.fold_text (supabase/migrations/*_catalogue.sql) does
// lower(translate(value, FROM, TO)) with exactly these two strings, so a search typed in the browser
// folds the same way as the indexed product names. Keep both sides in step.
const FROM = "áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ";
const TO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

const FOLD = new Map<string, string>([...FROM].map((ch, i) => [ch, TO.charAt(i)]));

/**
 * Lower-cases and strips Spanish accents: "LIMÓN" -> "limon", "Ñandú" -> "nandu".
 * Like the SQL twin it maps precomposed characters only (browsers send NFC text).
 */
export function foldText(s: string): string {
  let out = "";
  for (const ch of s) out += FOLD.get(ch) ?? ch;
  return out.toLowerCase();
}

/**
 * URL slug of a name: folded, every run of other characters turned into one hyphen, no hyphen at
 * either end ("Aceite de LIMÓN (puro)" -> "aceite-de-limon-puro"). Matches the database check
 * '^[a-z0-9]+(-[a-z0-9]+)*$' unless the name has no letters or digits at all, which gives "".
 */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** C0 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators. */
const CONTROL_CHARACTER = "[\\u0000-\\u001f\\u007f\\u2028\\u2029]";
const ANY_CONTROL = new RegExp(CONTROL_CHARACTER);
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTER}+`, "g");

/** Whether `s` holds a line break or another control character (none belongs in a name or a header). */
export function hasControlCharacters(s: string): boolean {
  return ANY_CONTROL.test(s);
}

/** `s` with every run of control characters replaced by `by`. */
export function replaceControlCharacters(s: string, by: string): string {
  return s.replace(CONTROL_RUNS, by);
}

/**
 * A count with its noun, singular for exactly one: plural(1, "cambio", "cambios") → "1 cambio", plural(3, …) →
 * "3 cambios", thousands grouped as in Uruguay. Every count the shop writes (UI, mails, messages) goes through it.
 */
export function plural(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n.toLocaleString("es-UY")} ${many}`;
}
