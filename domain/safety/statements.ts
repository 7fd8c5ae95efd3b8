// The H (hazard) and P (precautionary) statements by code, with their official Spanish texts, kept only here.
// Source: Reglamento (CE) n.º 1272/2008 (CLP), anexos III y IV, versión española consolidada (P texts as revised
// by the Reglamento (UE) 2016/918), which carry the texts of the SGA/GHS of the United Nations; the few codes that
// only the SGA has (H227, H303, H305, H313, H316, H320, H333, H401, H402) from the SGA, anexo 3 (Rev. 10, 2023,
// Spanish edition). Text the label completes ('…' or a bracket) is kept as the regulation writes it.
// Decision 033. The storefront never imports this file: the API sends each product's own texts.

export const H_STATEMENTS: Readonly<Record<string, string>> = {
  H200: "Explosivo inestable.",
  H201: "Explosivo; peligro de explosión en masa.",
  H202: "Explosivo; grave peligro de proyección.",
  H203: "Explosivo; peligro de incendio, de onda expansiva o de proyección.",
  H204: "Peligro de incendio o de proyección.",
  H205: "Peligro de explosión en masa en caso de incendio.",
  H206: "Peligro de incendio, onda expansiva o proyección; mayor riesgo de explosión si se reduce el agente insensibilizante.",
  H207: "Peligro de incendio o proyección; mayor riesgo de explosión si se reduce el agente insensibilizante.",
  H208: "Peligro de incendio; mayor riesgo de explosión si se reduce el agente insensibilizante.",
  H220: "Gas extremadamente inflamable.",
  H221: "Gas inflamable.",
  H222: "Aerosol extremadamente inflamable.",
  H223: "Aerosol inflamable.",
  H224: "Líquido y vapores extremadamente inflamables.",
  H225: "Líquido y vapores muy inflamables.",
  H226: "Líquidos y vapores inflamables.",
  H227: "Líquido combustible.",
  H228: "Sólido inflamable.",
  H229: "Recipiente a presión: Puede reventar si se calienta.",
  H230: "Puede explotar incluso en ausencia de aire.",
  H231: "Puede explotar incluso en ausencia de aire, a presión y/o temperatura elevadas.",
  H232: "Puede inflamarse espontáneamente en contacto con el aire.",
  H240: "Peligro de explosión en caso de calentamiento.",
  H241: "Peligro de incendio o explosión en caso de calentamiento.",
  H242: "Peligro de incendio en caso de calentamiento.",
  H250: "Se inflama espontáneamente en contacto con el aire.",
  H251: "Se calienta espontáneamente; puede inflamarse.",
  H252: "Se calienta espontáneamente en grandes cantidades; puede inflamarse.",
  H260: "En contacto con el agua desprende gases inflamables que pueden inflamarse espontáneamente.",
  H261: "En contacto con el agua desprende gases inflamables.",
  H270: "Puede provocar o agravar un incendio; comburente.",
  H271: "Puede provocar un incendio o una explosión; muy comburente.",
  H272: "Puede agravar un incendio; comburente.",
  H280: "Contiene gas a presión; peligro de explosión en caso de calentamiento.",
  H281: "Contiene un gas refrigerado; puede provocar quemaduras o lesiones criogénicas.",
  H290: "Puede ser corrosivo para los metales.",
  H300: "Mortal en caso de ingestión.",
  H301: "Tóxico en caso de ingestión.",
  H302: "Nocivo en caso de ingestión.",
  H303: "Puede ser nocivo en caso de ingestión.",
  H304: "Puede ser mortal en caso de ingestión y penetración en las vías respiratorias.",
  H305: "Puede ser nocivo en caso de ingestión y penetración en las vías respiratorias.",
  H310: "Mortal en contacto con la piel.",
  H311: "Tóxico en contacto con la piel.",
  H312: "Nocivo en contacto con la piel.",
  H313: "Puede ser nocivo en contacto con la piel.",
  H314: "Provoca quemaduras graves en la piel y lesiones oculares graves.",
  H315: "Provoca irritación cutánea.",
  H316: "Provoca una leve irritación cutánea.",
  H317: "Puede provocar una reacción alérgica en la piel.",
  H318: "Provoca lesiones oculares graves.",
  H319: "Provoca irritación ocular grave.",
  H320: "Provoca irritación ocular.",
  H330: "Mortal en caso de inhalación.",
  H331: "Tóxico en caso de inhalación.",
  H332: "Nocivo en caso de inhalación.",
  H333: "Puede ser nocivo si se inhala.",
  H334: "Puede provocar síntomas de alergia o asma o dificultades respiratorias en caso de inhalación.",
  H335: "Puede irritar las vías respiratorias.",
  H336: "Puede provocar somnolencia o vértigo.",
  H340: "Puede provocar defectos genéticos.",
  H341: "Se sospecha que provoca defectos genéticos.",
  H350: "Puede provocar cáncer.",
  H350i: "Puede provocar cáncer por inhalación.",
  H351: "Se sospecha que provoca cáncer.",
  H360: "Puede perjudicar la fertilidad o dañar al feto.",
  H360F: "Puede perjudicar a la fertilidad.",
  H360D: "Puede dañar al feto.",
  H360FD: "Puede perjudicar a la fertilidad. Puede dañar al feto.",
  H360Fd: "Puede perjudicar a la fertilidad. Se sospecha que daña al feto.",
  H360Df: "Puede dañar al feto. Se sospecha que perjudica a la fertilidad.",
  H361: "Se sospecha que perjudica la fertilidad o daña al feto.",
  H361f: "Se sospecha que perjudica a la fertilidad.",
  H361d: "Se sospecha que daña al feto.",
  H361fd: "Se sospecha que perjudica a la fertilidad. Se sospecha que daña al feto.",
  H362: "Puede perjudicar a los niños alimentados con leche materna.",
  H370: "Provoca daños en los órganos.",
  H371: "Puede provocar daños en los órganos.",
  H372: "Provoca daños en los órganos tras exposiciones prolongadas o repetidas.",
  H373: "Puede provocar daños en los órganos tras exposiciones prolongadas o repetidas.",
  H400: "Muy tóxico para los organismos acuáticos.",
  H401: "Tóxico para los organismos acuáticos.",
  H402: "Nocivo para los organismos acuáticos.",
  H410: "Muy tóxico para los organismos acuáticos, con efectos nocivos duraderos.",
  H411: "Tóxico para los organismos acuáticos, con efectos nocivos duraderos.",
  H412: "Nocivo para los organismos acuáticos, con efectos nocivos duraderos.",
  H413: "Puede ser nocivo para los organismos acuáticos, con efectos nocivos duraderos.",
  H420: "Causa daños a la salud pública y el medio ambiente al destruir el ozono en la atmósfera superior.",
  // The official combinations (CLP anexo III, cuadro 1.2), whose texts are not the parts' texts side by side.
  "H300+H310": "Mortal en caso de ingestión o en contacto con la piel.",
  "H300+H330": "Mortal en caso de ingestión o inhalación.",
  "H310+H330": "Mortal en contacto con la piel o si se inhala.",
  "H300+H310+H330": "Mortal en caso de ingestión, en contacto con la piel o si se inhala.",
  "H301+H311": "Tóxico en caso de ingestión o en contacto con la piel.",
  "H301+H331": "Tóxico en caso de ingestión o si se inhala.",
  "H311+H331": "Tóxico en contacto con la piel o si se inhala.",
  "H301+H311+H331": "Tóxico en caso de ingestión, en contacto con la piel o si se inhala.",
  "H302+H312": "Nocivo en caso de ingestión o en contacto con la piel.",
  "H302+H332": "Nocivo en caso de ingestión o inhalación.",
  "H312+H332": "Nocivo en contacto con la piel o si se inhala.",
  "H302+H312+H332": "Nocivo en caso de ingestión, en contacto con la piel o si se inhala.",
};

/** The single P statements (CLP anexo IV, cuadros 6.1 a 6.5). */
const P_SINGLE: Readonly<Record<string, string>> = {
  P101: "Si se necesita consejo médico, tener a mano el envase o la etiqueta.",
  P102: "Mantener fuera del alcance de los niños.",
  P103: "Leer la etiqueta antes del uso.",
  P201: "Procurarse las instrucciones antes del uso.",
  P202: "No manipular antes de haber leído y comprendido todas las precauciones de seguridad.",
  P210: "Mantener alejado del calor, de superficies calientes, de chispas, de llamas abiertas y de cualquier otra fuente de ignición. No fumar.",
  P211: "No pulverizar sobre una llama abierta u otra fuente de ignición.",
  P212: "Evitar el calentamiento en confinamiento o la reducción del agente insensibilizante.",
  P220: "Mantener alejado de la ropa y otros materiales combustibles.",
  P222: "No dejar que entre en contacto con el aire.",
  P223: "Evitar cualquier contacto con el agua.",
  P230: "Mantener humedecido con…",
  P231: "Manipular y almacenar el contenido en gas inerte/…",
  P232: "Proteger de la humedad.",
  P233: "Mantener el recipiente herméticamente cerrado.",
  P234: "Conservar únicamente en el embalaje original.",
  P235: "Mantener en lugar fresco.",
  P240: "Toma de tierra y enlace equipotencial del recipiente y del equipo receptor.",
  P241: "Utilizar material eléctrico, de ventilación o de iluminación/… antideflagrante.",
  P242: "Utilizar herramientas que no produzcan chispas.",
  P243: "Tomar medidas de precaución contra las descargas electrostáticas.",
  P244: "Mantener las válvulas de reducción limpias de grasa y aceite.",
  P250: "Evitar la abrasión/el choque/la fricción/…",
  P251: "No perforar ni quemar, incluso después de su uso.",
  P260: "No respirar el polvo/el humo/el gas/la niebla/los vapores/el aerosol.",
  P261: "Evitar respirar el polvo/el humo/el gas/la niebla/los vapores/el aerosol.",
  P262: "Evitar el contacto con los ojos, la piel o la ropa.",
  P263: "Evitar el contacto durante el embarazo y la lactancia.",
  P264: "Lavarse … concienzudamente tras la manipulación.",
  P270: "No comer, beber ni fumar durante su utilización.",
  P271: "Utilizar únicamente en exteriores o en un lugar bien ventilado.",
  P272: "Las prendas de trabajo contaminadas no podrán sacarse del lugar de trabajo.",
  P273: "Evitar su liberación al medio ambiente.",
  P280: "Llevar guantes/prendas/gafas/máscara de protección.",
  P282: "Llevar guantes que aíslen del frío y gafas/máscara.",
  P283: "Llevar prendas ignífugas o retardantes de la llama.",
  P284: "[En caso de ventilación insuficiente] llevar equipo de protección respiratoria.",
  P301: "EN CASO DE INGESTIÓN:",
  P302: "EN CASO DE CONTACTO CON LA PIEL:",
  P303: "EN CASO DE CONTACTO CON LA PIEL (o el pelo):",
  P304: "EN CASO DE INHALACIÓN:",
  P305: "EN CASO DE CONTACTO CON LOS OJOS:",
  P306: "EN CASO DE CONTACTO CON LA ROPA:",
  P308: "EN CASO DE exposición manifiesta o presunta:",
  P310: "Llamar inmediatamente a un CENTRO DE TOXICOLOGÍA/médico/…",
  P311: "Llamar a un CENTRO DE TOXICOLOGÍA/médico/…",
  P312: "Llamar a un CENTRO DE TOXICOLOGÍA/médico/… si la persona se encuentra mal.",
  P313: "Consultar a un médico.",
  P314: "Consultar a un médico en caso de malestar.",
  P315: "Consultar a un médico inmediatamente.",
  P320: "Se necesita urgentemente un tratamiento específico (ver … en esta etiqueta).",
  P321: "Se necesita un tratamiento específico (ver … en esta etiqueta).",
  P330: "Enjuagarse la boca.",
  P331: "NO provocar el vómito.",
  P332: "En caso de irritación cutánea:",
  P333: "En caso de irritación o erupción cutánea:",
  P334: "Sumergir en agua fresca [o envolver en vendas húmedas].",
  P335: "Cepillar las partículas sueltas de la piel.",
  P336: "Descongelar las partes heladas con agua tibia. No frotar la zona afectada.",
  P337: "Si persiste la irritación ocular:",
  P338: "Quitar las lentes de contacto, cuando estén presentes y pueda hacerse con facilidad. Proseguir con el lavado.",
  P340: "Transportar a la persona al aire libre y mantenerla en una posición que le facilite la respiración.",
  P342: "En caso de síntomas respiratorios:",
  P351: "Aclarar cuidadosamente con agua durante varios minutos.",
  P352: "Lavar con abundante agua/…",
  P353: "Aclararse la piel con agua [o ducharse].",
  P360: "Aclarar inmediatamente con agua abundante las prendas y la piel contaminadas antes de quitarse la ropa.",
  P361: "Quitar inmediatamente toda la ropa contaminada.",
  P362: "Quitar la ropa contaminada.",
  P363: "Lavar la ropa contaminada antes de volver a usarla.",
  P364: "Y lavarla antes de volver a usarla.",
  P370: "En caso de incendio:",
  P371: "En caso de incendio importante y en grandes cantidades:",
  P372: "Riesgo de explosión.",
  P373: "NO luchar contra el incendio cuando el fuego llegue a los explosivos.",
  P375: "Luchar contra el incendio a distancia, dado el riesgo de explosión.",
  P376: "Detener la fuga, si puede hacerse sin riesgo.",
  P377: "Fuga de gas en llamas: No apagar las llamas del gas salvo si la fuga puede detenerse sin peligro.",
  P378: "Utilizar … para la extinción.",
  P380: "Evacuar la zona.",
  P381: "En caso de fuga, eliminar todas las fuentes de ignición.",
  P390: "Absorber el vertido para que no dañe otros materiales.",
  P391: "Recoger el vertido.",
  P401: "Almacenar de acuerdo con…",
  P402: "Almacenar en un lugar seco.",
  P403: "Almacenar en un lugar bien ventilado.",
  P404: "Almacenar en un recipiente cerrado.",
  P405: "Guardar bajo llave.",
  P406: "Almacenar en un recipiente resistente a la corrosión/… con revestimiento interior resistente.",
  P407: "Dejar una separación entre los bloques/palés de carga.",
  P410: "Proteger de la luz del sol.",
  P411: "Almacenar a temperaturas no superiores a … °C.",
  P412: "No exponer a temperaturas superiores a 50 °C.",
  P413: "Almacenar las cantidades a granel superiores a … kg a temperaturas no superiores a … °C.",
  P420: "Almacenar separadamente.",
  P501: "Eliminar el contenido/el recipiente en …",
  P502: "Pedir información al fabricante o proveedor sobre su recuperación o reciclado.",
};

/**
 * The official P combinations (CLP anexo IV, cuadros 6.2 a 6.4): their text is their parts' texts in order, save the
 * ones the regulation words as one sentence.
 */
const P_COMBINATIONS: readonly string[] = [
  "P231+P232",
  "P301+P310",
  "P301+P312",
  "P301+P330+P331",
  "P302+P334",
  "P302+P335+P334",
  "P302+P352",
  "P303+P361+P353",
  "P304+P340",
  "P305+P351+P338",
  "P306+P360",
  "P308+P311",
  "P308+P313",
  "P332+P313",
  "P333+P313",
  "P336+P315",
  "P337+P313",
  "P342+P311",
  "P361+P364",
  "P362+P364",
  "P370+P376",
  "P370+P378",
  "P370+P380+P375",
  "P370+P372+P380+P373",
  "P371+P380+P375",
  "P402+P404",
  "P403+P233",
  "P403+P235",
  "P410+P403",
  "P410+P412",
  "P411+P235",
];
const P_WORDED: Readonly<Record<string, string>> = {
  "P361+P364": "Quitar inmediatamente toda la ropa contaminada y lavarla antes de volver a usarla.",
  "P362+P364": "Quitar la ropa contaminada y lavarla antes de volver a usarla.",
};

export const P_STATEMENTS: Readonly<Record<string, string>> = {
  ...P_SINGLE,
  ...Object.fromEntries(
    P_COMBINATIONS.map((code) => [
      code,
      P_WORDED[code] ??
        code
          .split("+")
          .map((part) => P_SINGLE[part])
          .join(" "),
    ]),
  ),
};

export type StatementKind = "H" | "P";
export interface Statement {
  code: string;
  text: string;
}

const LISTS: Readonly<Record<StatementKind, Readonly<Record<string, string>>>> = { H: H_STATEMENTS, P: P_STATEMENTS };

/** The official text of a statement code ('H226', 'P302+P352'), or undefined for a code not in the lists. */
export function statementText(kind: StatementKind, code: string): string | undefined {
  return Object.hasOwn(LISTS[kind], code) ? LISTS[kind][code] : undefined;
}

/** Every code of one list with its text, in the regulation's order (the back office's picker). */
export function allStatements(kind: StatementKind): Statement[] {
  return Object.entries(LISTS[kind]).map(([code, text]) => ({ code, text }));
}

/** The codes with their texts, in the order given; a code not in the list is left out. */
export function statementsOf(kind: StatementKind, codes: readonly string[]): Statement[] {
  return codes.flatMap((code) => {
    const text = statementText(kind, code);
    return text === undefined ? [] : [{ code, text }];
  });
}

/** The Spanish message for a code that is not in the list (the form, the API and the import say it alike). */
export function unknownStatement(kind: StatementKind, code: string): string {
  return kind === "H"
    ? `«${code}» no es una indicación de peligro (H) conocida: elija el código de la lista.`
    : `«${code}» no es un consejo de prudencia (P) conocido: elija el código de la lista.`;
}
