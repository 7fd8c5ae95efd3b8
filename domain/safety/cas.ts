// CAS Registry Numbers: NNNNNNN-NN-N (2 to 7 digits, 2 digits, the check digit). The check digit is the sum of each
// other digit times its position counted from the right (1 for the last before the check digit), modulo 10.
// Example: water 7732-18-5: 8×1 + 1×2 + 2×3 + 3×4 + 7×5 + 7×6 = 105 → 5.

const CAS_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;

/** Whether `text` is written as a CAS number (digits and hyphens in place), whatever its check digit. */
export function looksLikeCas(text: string): boolean {
  return CAS_FORMAT.test(text);
}

/** The check digit the other digits of a CAS number call for, or undefined when it is not written as one. */
export function casCheckDigit(text: string): number | undefined {
  const match = CAS_FORMAT.exec(text);
  if (!match) return undefined;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10;
}

/** Whether `text` is a CAS number whose check digit is right. */
export function isValidCas(text: string): boolean {
  const match = CAS_FORMAT.exec(text);
  return match !== null && casCheckDigit(text) === Number(match[3]);
}

/** The Spanish message for a CAS number that is not one (shown on the field and in the import's preview). */
export function casProblem(text: string): string | undefined {
  if (!looksLikeCas(text)) return `«${text}» no es un número CAS: escríbalo como 7732-18-5 (dígitos y guiones).`;
  if (!isValidCas(text)) return `El número CAS «${text}» no es válido: su dígito de control no coincide.`;
  return undefined;
}
