/**
 * The demo products' hazard data (issue 42, decision 033): INCI name, CAS numbers, GHS pictograms, signal word and
 * H/P codes as the suppliers' safety data sheets of these raw materials classify them (SGA/CLP). Keyed by the
 * product's name in catalogue.ts; seed.ts writes them after the products. The texts come from domain/safety/.
 */
export interface SeedSafety {
  inci_name: string;
  cas_numbers: string[];
  ghs_pictograms: string[];
  signal_word: "Peligro" | "Atención";
  hazard_statements: string[];
  precautionary_statements: string[];
  other_warnings: string;
}

/** Citrus and tea tree oils: flammable, aspiration hazard, irritant, sensitising, toxic to aquatic life. */
const citrusLike = {
  ghs_pictograms: ["GHS02", "GHS07", "GHS08", "GHS09"],
  signal_word: "Peligro",
  precautionary_statements: ["P210", "P273", "P280", "P301+P310", "P331", "P302+P352", "P333+P313", "P391", "P501"],
} as const;

export const productSafety: Readonly<Record<string, SeedSafety>> = {
  "Aceite esencial de Eucalipto": {
    inci_name: "Eucalyptus Globulus Leaf Oil",
    cas_numbers: ["8000-48-4", "84625-32-1"],
    ghs_pictograms: ["GHS02", "GHS07"],
    signal_word: "Atención",
    hazard_statements: ["H226", "H315", "H317", "H412"],
    precautionary_statements: ["P210", "P273", "P280", "P302+P352", "P333+P313", "P403+P235", "P501"],
    other_warnings: "Uso externo. No ingerir. Mantener fuera del alcance de los niños.",
  },
  "Aceite esencial de Limón": {
    ...citrusLike,
    inci_name: "Citrus Limon Peel Oil",
    cas_numbers: ["8008-56-8", "84929-31-7"],
    hazard_statements: ["H226", "H304", "H315", "H317", "H410"],
    precautionary_statements: [...citrusLike.precautionary_statements],
    ghs_pictograms: [...citrusLike.ghs_pictograms],
    other_warnings: "Fotosensibilizante: no aplicar sobre la piel antes de exponerse al sol.",
  },
  "Aceite esencial de Naranja dulce": {
    ...citrusLike,
    inci_name: "Citrus Aurantium Dulcis Peel Oil",
    cas_numbers: ["8028-48-6"],
    hazard_statements: ["H226", "H304", "H315", "H317", "H410"],
    precautionary_statements: [...citrusLike.precautionary_statements],
    ghs_pictograms: [...citrusLike.ghs_pictograms],
    other_warnings: "",
  },
  "Aceite esencial de Árbol de té": {
    ...citrusLike,
    inci_name: "Melaleuca Alternifolia Leaf Oil",
    cas_numbers: ["68647-73-4", "85085-48-9"],
    hazard_statements: ["H226", "H302", "H304", "H315", "H317", "H411"],
    precautionary_statements: [...citrusLike.precautionary_statements],
    ghs_pictograms: [...citrusLike.ghs_pictograms],
    other_warnings: "",
  },
  "Ácido cítrico": {
    inci_name: "Citric Acid",
    cas_numbers: ["77-92-9"],
    ghs_pictograms: ["GHS07"],
    signal_word: "Atención",
    hazard_statements: ["H319"],
    precautionary_statements: ["P264", "P280", "P305+P351+P338", "P337+P313"],
    other_warnings: "",
  },
};
