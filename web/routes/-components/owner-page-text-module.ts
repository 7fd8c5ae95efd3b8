/**
 * The owner's pages' text component (owner-page-text.tsx, with the Markdown lexer) is loaded on demand: by the
 * pages' loader when the page is drawn in the browser, so it is there when the page renders, and otherwise by the
 * page itself (a page shown again from the router's cache). `loadedOwnerPageText()` is the component once loaded.
 */
type TextModule = typeof import("./owner-page-text.tsx");

let loaded: TextModule | undefined;
let loading: Promise<TextModule> | undefined;

export function loadOwnerPageText(): Promise<TextModule> {
  loading ??= import("./owner-page-text.tsx").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // tried again next time
      throw error;
    },
  );
  return loading;
}

export function loadedOwnerPageText(): TextModule["OwnerPageText"] | undefined {
  return loaded?.OwnerPageText;
}
