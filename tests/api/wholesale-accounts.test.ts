import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountAnswer } from "../../domain/api/account.ts";
import type { AdminCompaniesAnswer } from "../../domain/api/companies.ts";
import { rutCheckDigit } from "../../domain/rut.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Business accounts (issue 44 part 1, decision 036 "## Business accounts"): 'Cuenta empresa' asked from 'Mi cuenta'
 * (POST /api/account/business-request, the address from the token), and 'Empresas' in the back office (approve with a
 * list, decline with a reason, a company's list and buyers), with their refusals and mails.
 */

let shop: TestShop;
let admin: Record<string, string>;
let mayoristaA: number;
let distribuidores: number;
let ip = 0;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer({ email: "duena@quimica.test" });
  const lists = await shop.pg.query<{ id: number }>(
    "insert into price_lists (name) values ('Mayorista A'), ('Distribuidores') returning id::int",
  );
  [mayoristaA, distribuidores] = lists.rows.map((r) => r.id) as [number, number];
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json", "cf-connecting-ip": `198.51.100.${(++ip % 250) + 1}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A valid RUT (registry 21, serial `serial`, '001', DGI's check digit). */
function rut(serial: number): string {
  for (let s = serial; ; s++) {
    const first = `21${String(s).padStart(6, "0")}001`;
    const check = rutCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

/** A customer's token, as 'Mi cuenta' gets one: the Worker makes the account, Auth signs it. */
async function customerToken(email: string): Promise<Record<string, string>> {
  expect((await send("POST", "/api/account/code", { email }, {})).status).toBe(200);
  const { rows } = await shop.pg.query<{ id: string }>("select id::text from auth.users where email = $1", [email]);
  return bearer({ appRole: "customer", sub: rows[0]!.id, email, signInMethod: "otp" });
}

const request = (serial: number, overrides: Record<string, unknown> = {}) => ({
  rut: rut(serial),
  legalName: "Cosméticos del Sur S.A.",
  fiscalAddress: "Av. Italia 2345, Montevideo",
  activity: "cosmetica",
  comment: "Compramos glicerina todos los meses.",
  ...overrides,
});

const account = async (token: Record<string, string>) =>
  (await (await send("GET", "/api/account", undefined, token)).json()) as AccountAnswer;
const companies = async () => (await (await send("GET", "/api/admin/companies")).json()) as AdminCompaniesAnswer;
const requestOf = async (email: string) => (await companies()).requests.find((r) => r.email === email)!;
const mails = async (to: string, kind: string) =>
  (
    await shop.pg.query<{ subject: string; text_body: string; reply_to: string | null }>(
      "select subject, text_body, reply_to from mail_outbox where to_address = $1 and kind = $2 order by id",
      [to, kind],
    )
  ).rows;

describe("asking for a business account ('Cuenta empresa' in 'Mi cuenta')", () => {
  it("stores the request from the token's address, mails the shop and the customer, and shows 'solicitada'", async () => {
    const email = "compras@cosmeticosdelsur.test";
    const token = await customerToken(email);
    const before = await account(token);
    expect(before.company).toBeNull();
    expect(before.businessRequest).toBeNull();

    // A body's e-mail is never read: the token's address is the one that asks.
    const res = await send("POST", "/api/account/business-request", { ...request(1), email: "otro@x.test" }, token);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");

    const { businessRequest } = await account(token);
    expect(businessRequest).toMatchObject({ status: "solicitada", legalName: "Cosméticos del Sur S.A.", reason: null });
    const notice = await mails("ventas@example.com", "business_request_notice");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe("Nueva solicitud de cuenta empresa: Cosméticos del Sur S.A.");
    expect(notice[0]!.reply_to).toBe(email);
    expect(notice[0]!.text_body).toContain(rut(1));
    expect(notice[0]!.text_body).toContain("Cosmética");
    const received = await mails(email, "business_request_received");
    expect(received.map((m) => m.subject)).toEqual(["Recibimos su solicitud de cuenta empresa"]);
    expect(await mails("otro@x.test", "business_request_received")).toHaveLength(0);

    // One open request per address: a second one is refused, nothing written, no mail.
    const again = await send("POST", "/api/account/business-request", request(2), token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      "Ya tiene una solicitud de cuenta empresa en revisión. Le escribiremos cuando la respondamos.",
    );
    const { rows } = await shop.pg.query("select 1 from business_requests where email = $1", [email]);
    expect(rows).toHaveLength(1);
    expect(await mails(email, "business_request_received")).toHaveLength(1);
  });

  it("refuses a RUT without DGI's check digit, a missing razón social and an unknown activity, in Spanish", async () => {
    const token = await customerToken("rut-malo@quimica.test");
    const good = rut(3);
    const badCheck = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string][] = [
      [request(3, { rut: badCheck }), "RUT no válido: revise sus 12 dígitos."],
      [request(3, { rut: "0000000000000" }), "RUT no válido: revise sus 12 dígitos."],
      [request(3, { legalName: "  " }), "Este campo es obligatorio."],
      [request(3, { fiscalAddress: "" }), "Este campo es obligatorio."],
      [request(3, { activity: "quimica" }), "Elija la actividad de la empresa."],
    ];
    for (const [body, message] of cases) {
      const res = await send("POST", "/api/account/business-request", body, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual(
        expect.objectContaining({ code: "invalid_input", message }),
      );
    }
    // The RUT as people type it (dots, dashes) is stored as its 12 digits.
    const typed = `${good.slice(0, 2)}.${good.slice(2, 8)}-${good.slice(8)}`;
    expect((await send("POST", "/api/account/business-request", request(3, { rut: typed }), token)).status).toBe(201);
    const { rows } = await shop.pg.query<{ rut: string }>(
      "select rut from business_requests where email = 'rut-malo@quimica.test'",
    );
    expect(rows).toEqual([{ rut: good }]);
  });

  it("needs a customer's token: none is 401, an admin's is 403", async () => {
    expect((await send("POST", "/api/account/business-request", request(4), {})).status).toBe(401);
    expect((await send("POST", "/api/account/business-request", request(4))).status).toBe(403);
  });
});

describe("'Empresas': the owner's answer", () => {
  it("approves with a list in one go: company, buyer, 'aprobada', a mail; the account shows it", async () => {
    const email = "laboratorio@vetsur.test";
    const token = await customerToken(email);
    expect(
      (await send("POST", "/api/account/business-request", request(10, { activity: "veterinaria" }), token)).status,
    ).toBe(201);
    const listed = await companies();
    expect(listed.priceLists).toEqual([
      { id: distribuidores, name: "Distribuidores" },
      { id: mayoristaA, name: "Mayorista A" },
    ]);
    const pending = listed.requests.find((r) => r.email === email)!;
    expect(listed.requests[0]!.status).toBe("solicitada");
    expect(pending).toMatchObject({ status: "solicitada", orders: 0, spent: 0, activity: "veterinaria" });

    const res = await send("POST", `/api/admin/companies/requests/${pending.id}/approve`, { priceListId: mayoristaA });
    expect(res.status, await res.clone().text()).toBe(200);

    const after = await account(token);
    expect(after.company).toEqual({ legalName: "Cosméticos del Sur S.A.", rut: rut(10), priceListName: "Mayorista A" });
    expect(after.businessRequest?.status).toBe("aprobada");
    const decided = await requestOf(email);
    expect(decided).toMatchObject({ status: "aprobada", decidedByEmail: "duena@quimica.test" });
    expect(decided.decidedAt).not.toBeNull();
    const company = (await companies()).companies.find((c) => c.rut === rut(10))!;
    expect(company).toMatchObject({ activity: "veterinaria", priceListName: "Mayorista A", buyers: [email] });
    const approved = await mails(email, "business_request_approved");
    expect(approved.map((m) => m.subject)).toEqual(["Su cuenta empresa fue aprobada"]);
    expect(approved[0]!.text_body).toContain("Mayorista A");
    expect(approved[0]!.text_body).toContain("precios mayoristas");

    // Deciding it again (a second tab): 409, nothing written twice.
    const twice = await send("POST", `/api/admin/companies/requests/${pending.id}/decline`, { reason: "No." });
    expect(twice.status).toBe(409);
    expect((await requestOf(email)).status).toBe("aprobada");
    // A buyer cannot ask again.
    const ask = await send("POST", "/api/account/business-request", request(11), token);
    expect(ask.status).toBe(409);
    expect(((await ask.json()) as { error: { code: string } }).error.code).toBe("already_buyer");
  });

  it("two concurrent approvals of one request make one company and send one mail", async () => {
    const email = "doble-clic@alimentos.test";
    const token = await customerToken(email);
    expect((await send("POST", "/api/account/business-request", request(20), token)).status).toBe(201);
    const { id } = await requestOf(email);
    const answers = await Promise.all(
      [mayoristaA, distribuidores].map((priceListId) =>
        send("POST", `/api/admin/companies/requests/${id}/approve`, { priceListId }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await shop.pg.query("select 1 from companies where rut = $1", [rut(20)]);
    expect(rows).toHaveLength(1);
    expect(await mails(email, "business_request_approved")).toHaveLength(1);
  });

  it("joins the existing company with the same RUT, and refuses a list that does not exist", async () => {
    const email = "segunda-sede@cosmeticosdelsur.test";
    const token = await customerToken(email);
    expect((await send("POST", "/api/account/business-request", request(10), token)).status).toBe(201);
    const { id } = await requestOf(email);
    const noList = await send("POST", `/api/admin/companies/requests/${id}/approve`, { priceListId: 999999 });
    expect(noList.status).toBe(422);
    expect((await requestOf(email)).status).toBe("solicitada");
    expect(
      (await send("POST", `/api/admin/companies/requests/${id}/approve`, { priceListId: distribuidores })).status,
    ).toBe(200);
    const company = (await companies()).companies.find((c) => c.rut === rut(10))!;
    // Joined, with the company's own list (approving a second buyer does not change it).
    expect(company.priceListName).toBe("Mayorista A");
    expect(company.buyers).toEqual(["laboratorio@vetsur.test", email]);
  });

  it("declines with a reason the customer reads (and may ask again); no reason: 400", async () => {
    const email = "sin-rut-real@particular.test";
    const token = await customerToken(email);
    expect((await send("POST", "/api/account/business-request", request(30), token)).status).toBe(201);
    const { id } = await requestOf(email);
    const empty = await send("POST", `/api/admin/companies/requests/${id}/decline`, { reason: "  " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      "Escriba el motivo: el cliente lo verá.",
    );
    const reason = "El RUT no corresponde a la razón social indicada.";
    expect((await send("POST", `/api/admin/companies/requests/${id}/decline`, { reason })).status).toBe(200);
    expect((await account(token)).businessRequest).toMatchObject({ status: "rechazada", reason });
    const declined = await mails(email, "business_request_declined");
    expect(declined.map((m) => m.subject)).toEqual(["Su solicitud de cuenta empresa no fue aprobada"]);
    expect(declined[0]!.text_body).toContain(reason);
    expect((await send("POST", "/api/account/business-request", request(31), token)).status).toBe(201);
  });

  it("is the back office's: no token 401, a customer's 403", async () => {
    expect((await send("GET", "/api/admin/companies", undefined, {})).status).toBe(401);
    const token = await customerToken("curioso@quimica.test");
    expect((await send("GET", "/api/admin/companies", undefined, token)).status).toBe(403);
  });
});

describe("'Empresas': a company's list and buyers", () => {
  it("changes the list, adds staff in lower case with an invitation, refuses another company's buyer, removes", async () => {
    const list = await companies();
    const company = list.companies.find((c) => c.rut === rut(10))!;
    const other = list.companies.find((c) => c.rut === rut(20))!;

    expect(
      (await send("PUT", `/api/admin/companies/${company.id}/price-list`, { priceListId: distribuidores })).status,
    ).toBe(200);
    expect((await send("PUT", `/api/admin/companies/${company.id}/price-list`, { priceListId: 999999 })).status).toBe(
      422,
    );

    const added = await send("POST", `/api/admin/companies/${company.id}/buyers`, {
      email: "  Deposito@CosmeticosDelSur.test ",
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const invitation = await mails("deposito@cosmeticosdelsur.test", "company_buyer_invitation");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text_body).toContain("/mi-cuenta");
    expect(invitation[0]!.text_body).toContain("Distribuidores");
    // Added twice: nothing new, no second mail.
    expect(
      (await send("POST", `/api/admin/companies/${company.id}/buyers`, { email: "deposito@cosmeticosdelsur.test" }))
        .status,
    ).toBe(201);
    expect(await mails("deposito@cosmeticosdelsur.test", "company_buyer_invitation")).toHaveLength(1);

    // Staff see the approval in 'Mi cuenta' without having asked.
    const staff = await account(await customerToken("deposito@cosmeticosdelsur.test"));
    expect(staff.company).toEqual({
      legalName: "Cosméticos del Sur S.A.",
      rut: rut(10),
      priceListName: "Distribuidores",
    });
    expect(staff.businessRequest).toBeNull();

    const elsewhere = await send("POST", `/api/admin/companies/${other.id}/buyers`, {
      email: "deposito@cosmeticosdelsur.test",
    });
    expect(elsewhere.status).toBe(409);
    expect(((await elsewhere.json()) as { error: { message: string } }).error.message).toBe(
      "deposito@cosmeticosdelsur.test ya compra para otra empresa. Quítela de esa empresa primero.",
    );
    const bad = await send("POST", `/api/admin/companies/${company.id}/buyers`, { email: "no-es-un-correo" });
    expect(bad.status).toBe(400);

    const removed = await send("DELETE", `/api/admin/companies/${company.id}/buyers/deposito%40cosmeticosdelsur.test`);
    expect(removed.status).toBe(200);
    expect((await companies()).companies.find((c) => c.id === company.id)!.buyers).not.toContain(
      "deposito@cosmeticosdelsur.test",
    );
    expect(
      (await send("DELETE", `/api/admin/companies/${company.id}/buyers/deposito%40cosmeticosdelsur.test`)).status,
    ).toBe(404);
  });

  it("adding as a buyer an address with an open request approves that request into the company, with one mail", async () => {
    const company = (await companies()).companies.find((c) => c.rut === rut(20))!;
    const email = "compras@alimentos.test";
    const token = await customerToken(email);
    // The address asked on its own (another RUT), and the owner adds it to the company before answering.
    expect((await send("POST", "/api/account/business-request", request(40), token)).status).toBe(201);
    expect((await requestOf(email)).status).toBe("solicitada");

    const added = await send("POST", `/api/admin/companies/${company.id}/buyers`, { email: "Compras@Alimentos.test" });
    expect(added.status, await added.clone().text()).toBe(201);

    const closed = await requestOf(email);
    expect(closed).toMatchObject({ status: "aprobada", decidedByEmail: "duena@quimica.test" });
    expect(closed.decidedAt).not.toBeNull();
    const { rows } = await shop.pg.query<{ company_id: number }>(
      "select company_id::int from business_requests where email = $1",
      [email],
    );
    expect(rows).toEqual([{ company_id: company.id }]);
    expect((await companies()).requests.filter((r) => r.status === "solicitada").map((r) => r.email)).not.toContain(
      email,
    );
    // The invitation only: no 'aprobada' mail besides it.
    expect(await mails(email, "company_buyer_invitation")).toHaveLength(1);
    expect(await mails(email, "business_request_approved")).toHaveLength(0);
    const after = await account(token);
    expect(after.company?.rut).toBe(rut(20));
    expect(after.businessRequest?.status).toBe("aprobada");
    // Deciding the closed request again is the usual 409.
    const late = await send("POST", `/api/admin/companies/requests/${closed.id}/approve`, { priceListId: mayoristaA });
    expect(late.status).toBe(409);
  });
});
