// Uruguayan RUT (Registro Único Tributario), the tax number a business puts on an invoice:
// 12 digits = 2-digit registry number (01-21) + 6-digit serial + "001" + a check digit.
// The check digit is mod 11 over the first 11 digits with weights 4,3,2,9,8,7,6,5,4,3,2:
// check = 11 - (sum % 11), where 11 becomes 0 and 10 never occurs in a valid RUT.

const WEIGHTS = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Removes the separators people type (spaces, dots, dashes): "21.047573-001 1" -> "210475730011". */
export function normalizeRut(input: string): string {
  return input.replace(/[\s.-]/g, "");
}

/** The check digit for 11 leading digits, or null when that prefix can have no valid check digit (10). */
export function rutCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) throw new RangeError("A RUT prefix is 11 digits");
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11.charAt(i)) * (WEIGHTS[i] ?? 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

export function isValidRut(input: string): boolean {
  const rut = normalizeRut(input);
  // All zeros names nobody (registry 00 is refused below too; said here so no change of the range lets it in).
  if (!/^\d{12}$/.test(rut) || /^0+$/.test(rut)) return false;
  const registry = Number(rut.slice(0, 2));
  if (registry < 1 || registry > 21 || rut.slice(8, 11) !== "001") return false;
  return rutCheckDigit(rut.slice(0, 11)) === Number(rut.charAt(11));
}
