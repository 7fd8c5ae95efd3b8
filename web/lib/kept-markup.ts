import { useId, useState } from "react";
import { useHydrating } from "./hydrating.ts";

/**
 * Markup a component can keep as the renderer drew it, rather than build it again while the SPA hydrates the page:
 * `html` is the server's markup of the element with `id` during that first render, null otherwise (on the server, on
 * a page the SPA draws itself, or if the element is not found). The owner's pages keep their Markdown text so: lexing
 * it again in the browser and building its elements was one long task of the page's start (docs/decisions/010).
 * Read once: the component keeps what it got for as long as it lives.
 */
export function useKeptMarkup(): { id: string; html: string | null } {
  const id = useId();
  const hydrating = useHydrating();
  const [html] = useState(() =>
    hydrating && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  return { id, html };
}
