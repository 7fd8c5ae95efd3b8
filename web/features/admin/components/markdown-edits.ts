// The editor's toolbar as pure text edits: each takes the text and the selection and returns the new text and
// what to select afterwards (markdown-edits.test.ts).

export interface Edit {
  text: string;
  start: number;
  end: number;
}

export type Format = "title" | "subtitle" | "bold" | "list" | "numbered" | "link";

/** Applies a toolbar button to `text` with the selection [start, end). */
export function applyFormat(format: Format, text: string, start: number, end: number): Edit {
  switch (format) {
    case "title":
      return prefixLines(text, start, end, () => "## ", /^#{1,6}\s+/);
    case "subtitle":
      return prefixLines(text, start, end, () => "### ", /^#{1,6}\s+/);
    case "list":
      return prefixLines(text, start, end, () => "- ", /^(\s*[-*+]\s+|\s*\d+[.)]\s+)/);
    case "numbered":
      return prefixLines(text, start, end, (n) => `${n}. `, /^(\s*[-*+]\s+|\s*\d+[.)]\s+)/);
    case "bold":
      return wrap(text, start, end, "**", "**", "texto en negrita");
    case "link": {
      const words = text.slice(start, end) || "texto del enlace";
      const inserted = `[${words}](https://)`;
      const at = start + words.length + 3;
      return { text: text.slice(0, start) + inserted + text.slice(end), start: at, end: at + "https://".length };
    }
  }
}

/** Inserts `insert` in place of the selection; the cursor goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string): Edit {
  const at = start + insert.length;
  return { text: text.slice(0, start) + insert + text.slice(end), start: at, end: at };
}

function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string): Edit {
  const selected = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}

/** Puts a prefix at the start of every line the selection touches (replacing one of the same kind). */
function prefixLines(text: string, start: number, end: number, prefix: (n: number) => string, existing: RegExp): Edit {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", Math.max(end - (end > start ? 1 : 0), start));
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split("\n");
  const changed = lines.map((line, i) => prefix(i + 1) + line.replace(existing, "")).join("\n");
  const next = text.slice(0, from) + changed + text.slice(to);
  return { text: next, start: from, end: from + changed.length };
}
