import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FiscalData, SavedAddress } from "../../domain/api/account.ts";
import { SAVED_ADDRESS, SAVED_FISCAL } from "../support/account-details.ts";
import { bearer } from "../support/admin-session.ts";
import { sendJson, signedInCustomer } from "../support/customer-account.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Mi cuenta's saved addresses and fiscal data (issue 43, decision 034): checkout's own rules, at most 10 addresses,
// one 'Predeterminada', each account only its own; and checkout's 'Guardar esta dirección en mi cuenta'.

let shop: TestShop;
let variant: SaleVariant;
let ana: { id: string; auth: Record<string, string> };
let beto: { id: string; auth: Record<string, string> };

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 60, minPrice: 700 });
  ana = await signedInCustomer(shop, "ana.direcciones@example.com");
  beto = await signedInCustomer(shop, "beto.direcciones@example.com");
});
afterAll(() => shop.close());

const call = (who: { auth: Record<string, string> }, method: string, path: string, body?: unknown) =>
  sendJson(shop, method, path, body, who.auth);
const list = async (who: { auth: Record<string, string> }) =>
  (await (await call(who, "GET", "/api/account/addresses")).json()) as SavedAddress[];
const clear = (who: { id: string }) => shop.pg.query("delete from customer_addresses where user_id = $1", [who.id]);

describe("saved addresses", () => {
  it("adds, edits and deletes, the first one the default, and only one default", async () => {
    const first = await call(ana, "POST", "/api/account/addresses", SAVED_ADDRESS);
    expect(first.status, await first.clone().text()).toBe(201);
    const a = (await first.json()) as SavedAddress;
    expect(a).toMatchObject({ ...SAVED_ADDRESS, isDefault: true });

    const second = (await (
      await call(ana, "POST", "/api/account/addresses", { ...SAVED_ADDRESS, streetAddress: "Rivera 2000" })
    ).json()) as SavedAddress;
    expect(second.isDefault).toBe(false);

    const edited = await call(ana, "PUT", `/api/account/addresses/${second.id}`, {
      ...SAVED_ADDRESS,
      streetAddress: "Rivera 2001",
      isDefault: true,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await list(ana)).toEqual([
      expect.objectContaining({ id: second.id, streetAddress: "Rivera 2001", isDefault: true }),
      expect.objectContaining({ id: a.id, isDefault: false }),
    ]);

    // Deleting the default passes it to the one left.
    expect((await call(ana, "DELETE", `/api/account/addresses/${second.id}`)).status).toBe(200);
    expect(await list(ana)).toEqual([expect.objectContaining({ id: a.id, isDefault: true })]);
    await clear(ana);
  });

  it("refuses what checkout refuses, with checkout's Spanish messages", async () => {
    const res = await call(ana, "POST", "/api/account/addresses", {
      ...SAVED_ADDRESS,
      phone: "12",
      zip: "1120",
      town: "Buenos Aires",
      streetAddress: "",
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: "phone", message: "Teléfono no válido." },
        { path: "zip", message: "Código postal no válido." },
        { path: "town", message: "Departamento no válido." },
        { path: "streetAddress", message: "Este campo es obligatorio." },
      ]),
    );
    expect(await list(ana)).toEqual([]);
  });

  it("keeps at most 10 addresses", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(ana, "POST", "/api/account/addresses", { ...SAVED_ADDRESS, streetAddress: `Calle ${i}` });
      expect(res.status).toBe(201);
    }
    const res = await call(ana, "POST", "/api/account/addresses", SAVED_ADDRESS);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: "too_many_addresses",
      message: "Puede guardar hasta 10 direcciones. Borre una para agregar otra.",
    });
    expect(await list(ana)).toHaveLength(10);
    await clear(ana);
  });

  it("never shows, changes or deletes another account's address (404)", async () => {
    const mine = (await (await call(ana, "POST", "/api/account/addresses", SAVED_ADDRESS)).json()) as SavedAddress;
    expect(await list(beto)).toEqual([]);
    const put = await call(beto, "PUT", `/api/account/addresses/${mine.id}`, { ...SAVED_ADDRESS, zip: "11000" });
    expect(put.status).toBe(404);
    expect((await put.json()).error.message).toBe("No encontramos esa dirección en su cuenta.");
    expect((await call(beto, "DELETE", `/api/account/addresses/${mine.id}`)).status).toBe(404);
    expect(await list(ana)).toEqual([expect.objectContaining({ id: mine.id, zip: "11200" })]);
    await clear(ana);
  });

  it("asks for a customer's sign-in: 401 without a token, 403 for an admin's", async () => {
    expect((await sendJson(shop, "GET", "/api/account/addresses", undefined, {})).status).toBe(401);
    const admin = await bearer({ email: "duena@quimica.test" });
    expect((await sendJson(shop, "POST", "/api/account/addresses", SAVED_ADDRESS, admin)).status).toBe(403);
    expect((await sendJson(shop, "PUT", "/api/account/fiscal", SAVED_FISCAL, admin)).status).toBe(403);
  });
});

describe("fiscal data", () => {
  it("saves the RUT as checkout does (bare digits, its check digit), reads and deletes it", async () => {
    expect(await (await call(ana, "GET", "/api/account/fiscal")).json()).toEqual({ fiscal: null });
    const res = await call(ana, "PUT", "/api/account/fiscal", SAVED_FISCAL);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved: FiscalData = { ...SAVED_FISCAL, rut: "210475730011" };
    expect(await res.json()).toEqual({ fiscal: saved });
    expect(await (await call(ana, "GET", "/api/account/fiscal")).json()).toEqual({ fiscal: saved });
    expect(await (await call(beto, "GET", "/api/account/fiscal")).json()).toEqual({ fiscal: null });
    expect((await call(ana, "DELETE", "/api/account/fiscal")).status).toBe(200);
    expect(await (await call(ana, "GET", "/api/account/fiscal")).json()).toEqual({ fiscal: null });
  });

  it("refuses a wrong check digit, a missing RUT, and a RUT without razón social and domicilio fiscal", async () => {
    const wrong = await call(ana, "PUT", "/api/account/fiscal", { ...SAVED_FISCAL, rut: "210475730012" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details).toEqual([{ path: "rut", message: "RUT no válido." }]);
    const missing = await call(ana, "PUT", "/api/account/fiscal", { companyName: "X", companyAddress: "Y" });
    expect((await missing.json()).error.details).toEqual([{ path: "rut", message: "Este campo es obligatorio." }]);
    const bare = await call(ana, "PUT", "/api/account/fiscal", { rut: SAVED_FISCAL.rut });
    expect((await bare.json()).error.details).toEqual([
      { path: "companyName", message: "Este campo es obligatorio." },
      { path: "companyAddress", message: "Este campo es obligatorio." },
    ]);
    expect(await (await call(ana, "GET", "/api/account/fiscal")).json()).toEqual({ fiscal: null });
  });
});

describe("checkout's 'Guardar esta dirección en mi cuenta'", () => {
  const order = (who: { auth: Record<string, string> }, overrides: Record<string, unknown>) =>
    call(who, "POST", "/api/orders", {
      ...customer({ email: "ana.direcciones@example.com" }),
      deliveryMethod: "delivery",
      ...SAVED_ADDRESS,
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 3 }],
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    });

  it("saves the order's address when ticked, once, and not when unticked", async () => {
    const unticked = await order(ana, {});
    expect(unticked.status, await unticked.clone().text()).toBe(201);
    expect(await list(ana)).toEqual([]);

    expect((await order(ana, { saveAddress: true })).status).toBe(201);
    expect(await list(ana)).toEqual([expect.objectContaining({ ...SAVED_ADDRESS, isDefault: true })]);
    // The same address again is not saved twice.
    expect((await order(ana, { saveAddress: true })).status).toBe(201);
    expect(await list(ana)).toHaveLength(1);
    await clear(ana);
  });

  it("places the order even when the account is full, and saves nothing for a pickup or a guest", async () => {
    for (let i = 0; i < 10; i++)
      await call(ana, "POST", "/api/account/addresses", { ...SAVED_ADDRESS, zip: `1100${i}` });
    const full = await order(ana, { saveAddress: true, streetAddress: "Otra 1" });
    expect(full.status, await full.clone().text()).toBe(201);
    expect(await list(ana)).toHaveLength(10);
    await clear(ana);

    const pickup = await order(ana, {
      saveAddress: true,
      deliveryMethod: "pickup",
      streetAddress: undefined,
      town: undefined,
      zip: undefined,
    });
    expect(pickup.status).toBe(201);
    const guest = await sendJson(
      shop,
      "POST",
      "/api/orders",
      {
        ...customer(),
        deliveryMethod: "delivery",
        ...SAVED_ADDRESS,
        saveAddress: true,
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 3 }],
        idempotencyKey: crypto.randomUUID(),
      },
      {},
    );
    expect(guest.status).toBe(201);
    const { rows } = await shop.pg.query("select 1 from customer_addresses");
    expect(rows).toEqual([]);
  });
});
