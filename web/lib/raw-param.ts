/**
 * A query parameter exactly as the address carries it (an order's secret token, a payment id). The router parses
 * search values as JSON, which would turn an all-digit token into a number; the raw query string cannot be misread.
 * Quotes around it (a link the router wrote) are dropped; 'null' or blank is none.
 */
export function rawParam(searchStr: string, name: string): string | undefined {
  const raw = new URLSearchParams(searchStr).get(name);
  if (!raw || raw === "null") return undefined;
  const unquoted = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return unquoted.trim() || undefined;
}
