/*
 * Fills in the mails' compiled layout: the subset of mustache it uses, {{name}}, {{a.b}}, {{.}} (always
 * HTML-escaped) and sections {{#name}}…{{/name}} (once per item of a list, once for any other truthy value, never
 * for a falsy value or an empty list). The compiled layout has no line holding only section tags, so mustache's
 * whitespace rule for such lines never applies (scripts/mails/compile.ts).
 * Not the mustache package: it would cost the Worker 2.6 KiB gzipped of its 250 KiB (decision 018);
 * template.test.ts renders every mail with both and requires the same bytes.
 */

type Node = string | { name: string; section?: Node[] };

const TAG = /{{([#/]?)\s*([\w.]+)\s*}}/g;
const parsed = new Map<string, Node[]>();

function parse(template: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; outer: Node[] }[] = [];
  let nodes = root;
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [tag, sigil, name] = match as unknown as [string, string, string];
    nodes.push(template.slice(last, match.index));
    last = match.index + tag.length;
    if (sigil === "#") {
      const section: Node[] = [];
      nodes.push({ name, section });
      open.push({ name, outer: nodes });
      nodes = section;
    } else if (sigil === "/") {
      const closed = open.pop();
      if (closed?.name !== name) throw new Error(`mail template: {{/${name}}} closes ${closed?.name ?? "nothing"}`);
      nodes = closed.outer;
    } else {
      nodes.push({ name });
    }
  }
  if (open.length) throw new Error(`mail template: {{#${open.at(-1)!.name}}} is never closed`);
  nodes.push(template.slice(last));
  return root;
}

const hasName = (context: unknown, name: string) =>
  context !== null &&
  context !== undefined &&
  (typeof context === "object" ? name in context : Object.hasOwn(Object(context), name));

/** A name's value: '.' is the innermost context; 'a.b' looks 'a' up the contexts, then 'b' on it. */
function lookup(contexts: unknown[], name: string): unknown {
  if (name === ".") return contexts.at(-1);
  const [first, ...rest] = name.split(".") as [string, ...string[]];
  const context = contexts.findLast((c) => hasName(c, first));
  let value = context === undefined ? undefined : (context as Record<string, unknown>)[first];
  for (const key of rest)
    value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
  return value;
}

function render(nodes: Node[], contexts: unknown[], esc: (value: unknown) => string): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") {
      out += node;
      continue;
    }
    const value = lookup(contexts, node.name);
    if (!node.section) {
      out += value === null || value === undefined ? "" : esc(value);
    } else if (Array.isArray(value)) {
      for (const item of value) out += render(node.section, [...contexts, item], esc);
    } else if (value) {
      out += render(node.section, [...contexts, value], esc);
    }
  }
  return out;
}

/** The template with the view's values put in, each through `esc`. */
export function fillTemplate(template: string, view: object, esc: (value: unknown) => string): string {
  let nodes = parsed.get(template);
  if (!nodes) {
    nodes = parse(template);
    parsed.set(template, nodes);
  }
  return render(nodes, [view], esc);
}
