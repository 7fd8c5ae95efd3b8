// The nine GHS hazard pictograms (SGA, anexo 1; Reglamento (CE) 1272/2008, anexo V), by code. `name` is the hazard
// the shop shows as the image's alt text; `symbol` is the drawing as the SGA names it. Decision 033.

export const GHS_PICTOGRAMS = [
  { code: "GHS01", name: "Explosivo", symbol: "Bomba explotando" },
  { code: "GHS02", name: "Inflamable", symbol: "Llama" },
  { code: "GHS03", name: "Comburente", symbol: "Llama sobre un círculo" },
  { code: "GHS04", name: "Gas a presión", symbol: "Bombona de gas" },
  { code: "GHS05", name: "Corrosivo", symbol: "Corrosión" },
  { code: "GHS06", name: "Toxicidad aguda", symbol: "Calavera y tibias cruzadas" },
  { code: "GHS07", name: "Nocivo o irritante", symbol: "Signo de exclamación" },
  { code: "GHS08", name: "Peligro para la salud", symbol: "Peligro para la salud" },
  { code: "GHS09", name: "Peligro para el medio ambiente", symbol: "Medio ambiente" },
] as const;

export type GhsCode = (typeof GHS_PICTOGRAMS)[number]["code"];
export const GHS_CODES: readonly GhsCode[] = GHS_PICTOGRAMS.map((p) => p.code);

export function isGhsCode(code: string): code is GhsCode {
  return (GHS_CODES as readonly string[]).includes(code);
}

/** The pictogram's Spanish name (its alt text). */
export function pictogramName(code: GhsCode): string {
  return GHS_PICTOGRAMS.find((p) => p.code === code)!.name;
}

/** The signal words of the SGA in Spanish: 'Peligro' for the graver categories, 'Atención' for the rest. */
export const SIGNAL_WORDS = ["Peligro", "Atención"] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** Where the shop serves a pictogram's SVG (web/public/ghs/, cached as a static file). */
export const pictogramUrl = (code: GhsCode) => `/ghs/${code}.svg`;
