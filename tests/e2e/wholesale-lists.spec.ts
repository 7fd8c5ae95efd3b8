import postgres from "postgres";
import { formatUYU } from "../../domain/money.ts";
import { discountedPrice } from "../../domain/pricing.ts";
import { adminTest as test } from "./support/admin.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect } from "./support/test.ts";

/**
 * 'Listas de precios' (issue 44, W2): the owner creates 'Mayorista A' with 10 % off the category Aceites and a size
 * with a break from 5 units, and sees beside the size what the list charges (the server's rules, domain/price-lists.ts).
 * Every rule and refusal is proven in tests/api/wholesale-lists.test.ts.
 */
test("the owner creates 'Mayorista A' (10 % off Aceites, a break from 5 units) and sees the computed prices", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  // A size of Aceites with no discount of its own, whose price leaves room for a break below the list's 10 %.
  const [size] = await sql<{ name: string; size: number; unit: string; price: number }[]>`
    select p.name, v.size, p.unit, v.price
      from product_variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
     where c.title = 'Aceites' and p.discount = 0 and v.price >= 300
     order by p.id, v.size limit 1`;
  // Its own name: 'Empresas' (wholesale-accounts.spec.ts) may have made a 'Mayorista A' on this server already.
  const name = `Mayorista A ${Date.now().toString(36)}`;
  // Another list, whose name only the server knows is taken (refused beside 'Nombre', below).
  const taken = `Distribuidores ${Date.now().toString(36)}`;
  await sql`insert into price_lists (name) values (${taken})`;
  await sql.end();
  const listPrice = discountedPrice(size!.price, 10);
  const breakPrice = listPrice - 50;

  await page.goto("/admin/price-lists");
  await expect(page.getByRole("heading", { level: 1, name: "Listas de precios" })).toBeVisible();
  await page.getByLabel("Nueva lista").fill(name);
  await page.getByRole("button", { name: "Crear lista" }).click();

  const editor = page.getByRole("region", { name: `Editar la lista ${name}` });
  await expect(editor.getByLabel("Descuento por transferencia (%)")).toHaveValue("");
  await expect(editor.getByText(/Vacío: el de la tienda \(\d+ %, en Ajustes\)\./)).toBeVisible();
  await editor.getByRole("button", { name: "Agregar categoría" }).click();
  await editor.getByLabel("Categoría").selectOption({ label: "Aceites" });
  await editor.getByLabel("Descuento (%)").fill("10");

  await editor.getByLabel("Buscar por nombre o código").fill(size!.name);
  await editor.getByRole("button", { name: "Buscar" }).click();
  await editor.getByRole("button", { name: `Agregar «${size!.name}»` }).click();
  await editor.getByLabel(`Tamaño de ${size!.name}`).selectOption({ label: `${size!.size} ${size!.unit}` });
  await editor.getByRole("button", { name: "Agregar tamaño" }).click();

  const terms = editor.getByRole("group", { name: `${size!.name} (${size!.size} ${size!.unit})` });
  await terms.getByRole("button", { name: "Agregar escala" }).click();
  await terms.getByLabel("Escala 1: desde cuántas unidades").fill("5");
  await terms.getByLabel("Escala 1: precio por unidad").fill(String(breakPrice));
  // What the server will charge: the category's 10 % at 1 unit, the break from 5.
  await expect(terms.locator(".price-list__preview")).toHaveText(
    `Precio al público: ${formatUYU(size!.price)} · Con esta lista: 1 unidad ${formatUYU(listPrice)} · desde 5: ${formatUYU(breakPrice)}`,
  );

  // A name another list has: the server's refusal beside the field, which takes the focus; nothing is lost.
  const nameField = editor.getByRole("textbox", { name: "Nombre", exact: true });
  await nameField.fill(taken);
  await editor.getByRole("button", { name: "Guardar lista" }).click();
  await expect(nameField).toHaveAccessibleDescription(`Ya existe una lista llamada «${taken}».`);
  await expect(nameField).toBeFocused();
  await nameField.fill(name);

  await editor.getByRole("button", { name: "Guardar lista" }).click();
  await expect(page.getByText(`La lista «${name}» fue guardada.`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "0", /El de la tienda \(\d+ %\)/, /Editar/]);
});
