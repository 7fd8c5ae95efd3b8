import { describe, expect, it } from "vitest";
import * as z from "zod";
import { DEPARTMENT_NAMES, DEPARTMENTS, departmentById, isDepartmentName, isMontevideo } from "./departments.ts";

describe("departments", () => {
  it("lists the 19 departments with ids 1-19, Montevideo first", () => {
    expect(DEPARTMENTS).toHaveLength(19);
    expect(DEPARTMENTS.map((d) => d.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(DEPARTMENTS[0]).toEqual({ id: 1, name: "Montevideo" });
    expect(DEPARTMENTS[18]).toEqual({ id: 19, name: "Artigas" });
    expect(new Set(DEPARTMENT_NAMES).size).toBe(19);
  });

  it("keeps the accented spellings", () => {
    expect(DEPARTMENT_NAMES).toContain("San José");
    expect(DEPARTMENT_NAMES).toContain("Río Negro");
    expect(DEPARTMENT_NAMES).toContain("Tacuarembó");
    expect(DEPARTMENT_NAMES).toContain("Paysandú");
  });

  it("works with z.enum", () => {
    const town = z.enum(DEPARTMENT_NAMES);
    expect(town.parse("Paysandú")).toBe("Paysandú");
    expect(town.safeParse("Buenos Aires").success).toBe(false);
  });

  it("finds departments by id and name", () => {
    expect(departmentById(4)?.name).toBe("San José");
    expect(departmentById(0)).toBeUndefined();
    expect(departmentById(20)).toBeUndefined();
    expect(isDepartmentName("Rocha")).toBe(true);
    expect(isDepartmentName("rocha")).toBe(false);
  });

  it("recognises Montevideo however it is spelled", () => {
    expect(isMontevideo("Montevideo")).toBe(true);
    expect(isMontevideo(" MONTEVIDEO ")).toBe(true);
    expect(isMontevideo("Canelones")).toBe(false);
    expect(isMontevideo("")).toBe(false);
  });

  it("is read-only at run time", () => {
    expect(Object.isFrozen(DEPARTMENTS)).toBe(true);
    expect(Object.isFrozen(DEPARTMENTS[0])).toBe(true);
  });
});
