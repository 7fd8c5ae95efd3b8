import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

/** `/dev/mail` (issue 43, part 1): every mail the shop sent, readable locally; never in production. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let ip = 0;
const contact = (email: string, name: string) =>
  shop.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `192.0.2.${++ip}` },
    body: JSON.stringify({ name, email, message: `Consulta de ${name}.` }),
  });

interface Listed {
  id: number;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  url: string;
}
const list = async (query = "") => {
  const res = await shop.request(`/dev/mail.json${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Listed[] }).items;
};

describe("/dev/mail", () => {
  it("lists every mail the shop sent, newest first, and filters by recipient", async () => {
    expect((await contact("primera@example.com", "Primera Persona")).status).toBe(201);
    expect((await contact("segunda@example.com", "Segunda Persona")).status).toBe(201);
    const all = await list();
    const { rows } = await shop.pg.query<{ n: number }>("select count(*)::int as n from mail_outbox");
    expect(all).toHaveLength(rows[0]!.n);
    const times = all.map((mail) => new Date(mail.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Each contact message sends the shop a notice; its sender's comes after the first one's.
    const senders = all.filter((mail) => /Primera Persona|Segunda Persona/.test(mail.subject));
    expect(senders.length).toBeGreaterThanOrEqual(2);
    expect(senders[0]!.subject).toContain("Segunda Persona");

    // Contact notices go to the shop; one mail to someone else, written as the outbox keeps it.
    await shop.pg.query(
      `insert into mail_outbox (to_address, subject, html, text_body, kind)
       values ('otra.persona@example.com', 'Para otra persona', '<p>Hola</p>', 'Hola', 'order_notice')`,
    );
    const toOther = await list("?to=OTRA.PERSONA@example.com");
    expect(toOther.map((mail) => mail.subject)).toEqual(["Para otra persona"]);
    const toShop = await list("?to=ventas@example.com");
    expect(toShop.length).toBeGreaterThanOrEqual(2);
    for (const mail of toShop) expect(mail.to).toBe("ventas@example.com");
    expect(await list("?to=nadie@example.com")).toEqual([]);
  });

  it("shows a mail's HTML (framed, from its own page) and its text part", async () => {
    const [mail] = await list();
    const page = await shop.request(mail!.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    const { rows } = await shop.pg.query<{ subject: string; text_body: string; html: string }>(
      "select subject, text_body, html from mail_outbox where id = $1",
      [mail!.id],
    );
    expect(body).toContain(`<iframe title="Parte HTML del correo" sandbox src="/dev/mail/${mail!.id}/html">`);
    expect(body).toContain(escaped(rows[0]!.subject));
    expect(body).toContain(escaped(rows[0]!.text_body.split("\n")[0]!));

    const htmlPart = await shop.request(`/dev/mail/${mail!.id}/html`);
    expect(htmlPart.status).toBe(200);
    expect(await htmlPart.text()).toBe(rows[0]!.html);
    expect(htmlPart.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(htmlPart.headers.get("content-security-policy")).not.toContain("script-src");

    const listAnswer = await shop.request("/dev/mail");
    // Its own inline style is allowed (the shop's policy refuses inline styles).
    expect(listAnswer.headers.get("content-security-policy")).toContain("style-src 'unsafe-inline'");
    const listPage = await listAnswer.text();
    expect(listPage).toContain(`href="/dev/mail/${mail!.id}"`);
    expect(listPage).toContain('<html lang="es">');
  });

  it("answers an unknown mail with 404", async () => {
    const res = await shop.request("/dev/mail/999999");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("does not exist when the configuration says production", async () => {
    const config = parseConfig({ ENVIRONMENT: "test" });
    const production = createApp(() => ({
      ...buildDeps(config, shop.db),
      config: { ...config, ENVIRONMENT: "production" },
    }));
    for (const path of ["/dev/mail", "/dev/mail.json", "/dev/mail/1", "/dev/mail/1/html"]) {
      const res = await requestSettled(production, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("Correos enviados");
    }
  });
});

const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
