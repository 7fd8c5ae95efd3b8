import { describe, expect, it } from "vitest";
import { ADMIN_NAV_GROUPS, ADMIN_PAGES } from "./nav.ts";

describe("the sidebar's groups (issue 41)", () => {
  it("are Ventas, Catálogo, Contenido and Tienda, and hold every page exactly once", () => {
    expect(ADMIN_NAV_GROUPS.map((g) => g.heading)).toEqual(["Ventas", "Catálogo", "Contenido", "Tienda"]);
    const grouped = ADMIN_NAV_GROUPS.flatMap((g) => g.pages);
    expect([...grouped].sort()).toEqual(Object.keys(ADMIN_PAGES).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("list 'Clientes' right after 'Pedidos', under Ventas", () => {
    expect(ADMIN_NAV_GROUPS[0]!.pages.slice(1, 3)).toEqual(["orders", "customers"]);
  });
});
