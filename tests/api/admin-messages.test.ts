import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const api = (path: string, init: RequestInit = {}) =>
  shop.request(`/api/admin${path}`, { ...init, headers: { ...admin, ...(init.headers ?? {}) } });
const patch = (id: number | string, body: unknown) =>
  api(`/messages/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function seedMessage(name: string, createdAt: string): Promise<number> {
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into contact_messages (name, email, message, created_at) values ($1, $2, $3, $4) returning id::int`,
    [name, `${name.toLowerCase()}@example.com`, `Hola, soy ${name}.`, createdAt],
  );
  return rows[0]!.id;
}

describe("/api/admin/messages", () => {
  it("lists messages newest first, unread, with the unread count; an empty list is empty", async () => {
    const empty = await api("/messages");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ messages: [], unread: 0 });

    const older = await seedMessage("Ana", "2026-11-20T10:00:00Z");
    const newer = await seedMessage("Bruno", "2026-11-21T10:00:00Z");
    const res = await api("/messages");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.unread).toBe(2);
    expect(body.messages).toEqual([
      {
        id: newer,
        name: "Bruno",
        email: "bruno@example.com",
        message: "Hola, soy Bruno.",
        createdAt: "2026-11-21T10:00:00.000Z",
        read: false,
      },
      expect.objectContaining({ id: older, name: "Ana", read: false }),
    ]);
  });

  it("marks a message read and unread again", async () => {
    const id = await seedMessage("Carla", "2026-11-21T11:00:00Z");
    const read = await patch(id, { read: true });
    expect(read.status).toBe(200);
    expect((await read.json()).message).toMatchObject({ id, read: true });
    const { rows } = await shop.pg.query<{ read_at: Date | null }>(
      "select read_at from contact_messages where id = $1",
      [id],
    );
    expect(rows[0]!.read_at).not.toBeNull();
    // Read twice keeps the first time it was read.
    await patch(id, { read: true });
    const { rows: again } = await shop.pg.query<{ read_at: Date }>(
      "select read_at from contact_messages where id = $1",
      [id],
    );
    expect(again[0]!.read_at).toEqual(rows[0]!.read_at);

    const unread = await patch(id, { read: false });
    expect((await unread.json()).message).toMatchObject({ id, read: false });
  });

  it("refuses a bad body or id with 400 and an unknown message with a Spanish 404", async () => {
    const id = await seedMessage("Diego", "2026-11-21T12:00:00Z");
    expect((await patch(id, { read: "sí" })).status).toBe(400);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch("abc", { read: true })).status).toBe(400);
    const missing = await patch(999_999, { read: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("No encontramos el mensaje.");
    expect((await api("/messages/999999", { method: "DELETE" })).status).toBe(404);
  });

  it("deletes a message", async () => {
    const id = await seedMessage("Elena", "2026-11-21T13:00:00Z");
    const res = await api(`/messages/${id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    const { rows } = await shop.pg.query("select 1 from contact_messages where id = $1", [id]);
    expect(rows).toHaveLength(0);
    const list = (await (await api("/messages")).json()) as { messages: { id: number }[] };
    expect(list.messages.map((m) => m.id)).not.toContain(id);
  });

  it("shows a message sent from the contact form", async () => {
    const sent = await shop.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.200" },
      body: JSON.stringify({ name: "Fede", email: "fede@example.com", message: "Consulta" }),
    });
    expect(sent.status).toBe(201);
    const list = (await (await api("/messages")).json()) as { messages: { name: string; read: boolean }[] };
    expect(list.messages[0]).toMatchObject({ name: "Fede", read: false });
  });
});

describe("/api/admin/subscribers", () => {
  async function seedSubscriber(email: string, status: string, confirmedAt: string | null, source = "footer") {
    await shop.pg.query(
      `insert into newsletter_subscribers (email, source, status, confirmed_at, consent_at, consent_key, consent_text)
       values ($1, $2, $3, $4, $5, 'boletin-1', 'Reciba novedades. [Suscribirme]')`,
      [email, source, status, confirmedAt, confirmedAt ? new Date(Date.parse(confirmedAt) - 3_600_000) : new Date()],
    );
  }

  it("lists and counts only confirmed subscribers, newest confirmation first", async () => {
    await seedSubscriber("primera@example.com", "confirmed", "2026-11-19T15:00:00Z", "blog");
    await seedSubscriber("segunda@example.com", "confirmed", "2026-11-20T02:30:00Z", "checkout");
    await seedSubscriber("pendiente@example.com", "pending", null);
    await seedSubscriber("baja@example.com", "unsubscribed", "2026-11-18T10:00:00Z");
    const res = await api("/subscribers");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      count: 2,
      subscribers: [
        {
          id: expect.any(Number),
          email: "segunda@example.com",
          source: "checkout",
          sourceLabel: "Compra",
          confirmedAt: "2026-11-20T02:30:00.000Z",
          consentAt: "2026-11-20T01:30:00.000Z",
          consentText: "Reciba novedades. [Suscribirme]",
        },
        expect.objectContaining({ email: "primera@example.com", sourceLabel: "Blog" }),
      ],
    });
  });

  it("exports them as CSV for Excel in Spanish (BOM, ';', CRLF, Montevideo dates), with their consent", async () => {
    const res = await api("/subscribers/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="suscriptores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    // 02:30 UTC on the 20th is still the 19th in Montevideo.
    expect(text).toBe(
      "Correo electrónico;Fecha de confirmación;Origen;Consentimiento (fecha y hora);Texto aceptado\r\n" +
        "segunda@example.com;19/11/2026;Compra;19/11/2026 22:30;Reciba novedades. [Suscribirme]\r\n" +
        "primera@example.com;19/11/2026;Blog;19/11/2026 11:00;Reciba novedades. [Suscribirme]\r\n",
    );
  });
});
