// The legal pages (issue 40, section 2; decision 030): Términos y condiciones, Política de privacidad and
// Información state what Decreto 167/021 asks the seller to tell before a purchase. None of them may be
// published while it still holds a text meant to be replaced ('[PENDIENTE: ...]', 'Reemplace ...'): the refusal
// names the page and the paragraph. The slugs are strings so that a page added later (privacidad) is covered.

/** The legal pages by slug, with the name the back office shows. */
export const LEGAL_PAGES: Readonly<Record<string, string>> = {
  terminos: "Términos y condiciones",
  privacidad: "Política de privacidad",
  informacion: "Información",
};

/** A text that is not final yet. */
const PLACEHOLDER = /\[PENDIENTE|\bReemplace\b/;
const HEADING = /^#{1,6}\s+(.*?)(?:\s*\{#[\w-]+\})?\s*$/;

export interface LegalPlaceholder {
  /** Where it is: 'el párrafo 3 de «6. Cambios»' or 'el título'. */
  where: string;
  /** The start of the paragraph, to find it. */
  excerpt: string;
}

/** The texts still to be replaced in a legal page (none for any other page). */
export function legalPlaceholders(
  slug: string,
  page: { title: string; lead?: string | undefined; body: string },
): LegalPlaceholder[] {
  if (!Object.hasOwn(LEGAL_PAGES, slug)) return [];
  const found: LegalPlaceholder[] = [];
  if (PLACEHOLDER.test(page.title)) found.push({ where: "el título", excerpt: page.title });
  if (page.lead && PLACEHOLDER.test(page.lead)) found.push({ where: "la entradilla", excerpt: page.lead });
  let section = "";
  let paragraph = 0;
  for (const block of page.body.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    const heading = HEADING.exec(text);
    if (heading && !text.includes("\n")) {
      section = heading[1] ?? "";
      paragraph = 0;
      if (PLACEHOLDER.test(text)) found.push({ where: `el título «${section}»`, excerpt: section });
      continue;
    }
    paragraph += 1;
    if (PLACEHOLDER.test(text)) {
      const where = section ? `el párrafo ${paragraph} de «${section}»` : `el párrafo ${paragraph}`;
      found.push({ where, excerpt: text.length > 80 ? `${text.slice(0, 80)}…` : text });
    }
  }
  return found;
}

/** The refusal in Spanish: which page, which paragraph (the first one), how many more. */
export function legalPlaceholderMessage(slug: string, found: LegalPlaceholder[]): string {
  const [first] = found;
  if (!first) return "";
  const more = found.length > 1 ? ` Hay ${found.length} textos pendientes en total.` : "";
  return (
    `La página «${LEGAL_PAGES[slug]}» no puede publicarse con textos pendientes de completar: ` +
    `reemplace ${first.where} («${first.excerpt}»).${more}`
  );
}
