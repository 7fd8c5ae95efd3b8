import Mustache from "mustache";

/*
 * Fills in the mails' compiled layout with mustache (logic-less templates: {{name}}, {{a.b}}, sections), every
 * value through `esc`. The layout is compiled from MJML at build time (scripts/mails/compile.ts, decision 018);
 * mustache costs the Worker about 2.6 KiB gzipped.
 */

/** The template with the view's values put in, each through `esc`. */
export function fillTemplate(template: string, view: object, esc: (value: unknown) => string): string {
  return Mustache.render(template, view, undefined, { escape: (value: unknown) => esc(value) });
}
