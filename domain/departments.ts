import { foldText } from "./text.ts";

// Uruguay's 19 departments in the order of SPEC section 3 (Montevideo first, the checkout default);
// ids 1-19 follow that order and are stable.
export const DEPARTMENT_NAMES = [
  "Montevideo",
  "Canelones",
  "Maldonado",
  "San José",
  "Colonia",
  "Rocha",
  "Lavalleja",
  "Florida",
  "Flores",
  "Soriano",
  "Río Negro",
  "Durazno",
  "Treinta y Tres",
  "Cerro Largo",
  "Tacuarembó",
  "Paysandú",
  "Salto",
  "Rivera",
  "Artigas",
] as const;

export type DepartmentName = (typeof DEPARTMENT_NAMES)[number];

export interface Department {
  readonly id: number;
  readonly name: DepartmentName;
}

export const DEPARTMENTS: readonly Department[] = Object.freeze(
  DEPARTMENT_NAMES.map((name, i) => Object.freeze({ id: i + 1, name })),
);

/** The town list in checkout starts on Montevideo. */
export const DEFAULT_DEPARTMENT: DepartmentName = "Montevideo";

export function isDepartmentName(value: string): value is DepartmentName {
  return (DEPARTMENT_NAMES as readonly string[]).includes(value);
}

export function departmentById(id: number): Department | undefined {
  return DEPARTMENTS[id - 1];
}

/**
 * Whether a town is Montevideo (the only department with in-house delivery). Tolerant of case,
 * accents and spaces, because the fee must not depend on how a stored value happens to be spelled.
 */
export function isMontevideo(name: string): boolean {
  return foldText(name.trim()) === "montevideo";
}
