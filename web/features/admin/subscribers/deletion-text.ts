/**
 * The kinds of record a 'Mis datos' deletion anonymises, as the API names them (worker/db/my-data.ts
 * anonymiseAddress), in Spanish: singular and plural, in the order the owner reads them.
 */
const KINDS: [kind: string, one: string, many: string][] = [
  ["pedidos", "pedido", "pedidos"],
  ["mensajes", "mensaje", "mensajes"],
  ["suscripciones", "suscripción", "suscripciones"],
  ["avisosDeStock", "aviso de stock", "avisos de stock"],
  ["canjesDeCodigos", "canje de código", "canjes de códigos"],
  ["correos", "correo", "correos"],
  ["notasDePedidos", "nota de pedido", "notas de pedidos"],
  ["enlacesMisDatos", "enlace de «Mis datos»", "enlaces de «Mis datos»"],
];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a deletion anonymised, in words: '2 pedidos, 1 mensaje, 1 suscripción'. Kinds with none are left out; a
 * kind this list does not know yet is counted as 'otro registro' rather than hidden; nothing at all reads
 * 'Ningún registro'.
 */
export function anonymisedText(anonymised: Record<string, number>): string {
  const known = new Set(KINDS.map(([kind]) => kind));
  const parts = KINDS.filter(([kind]) => (anonymised[kind] ?? 0) > 0).map(([kind, one, many]) =>
    count(anonymised[kind]!, one, many),
  );
  const others = Object.entries(anonymised)
    .filter(([kind]) => !known.has(kind))
    .reduce((sum, [, n]) => sum + (Number.isFinite(n) && n > 0 ? n : 0), 0);
  if (others > 0) parts.push(count(others, "otro registro", "otros registros"));
  return parts.length > 0 ? parts.join(", ") : "Ningún registro";
}
