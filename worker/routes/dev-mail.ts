import { Hono } from "hono";
import { html } from "hono/html";
import * as z from "zod";
import { formatDateTime } from "../../domain/dates.ts";
import { serviceRole } from "../db/database.ts";
import { type DevMailSummary, listDevMail, readDevMail } from "../db/dev-mail.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "../http/errors.ts";

/**
 * `/dev/mail` (issue 43): every mail the shop sent, readable in the browser while developing, as Supabase's local
 * Inbucket is: the list (newest first: recipient, subject, time), each mail's HTML and text part, and
 * `/dev/mail.json` (`?to=` filters by recipient) for tests. It reads the outbox, where every mail is written before it
 * goes out (worker/services/mail/outbox.ts). Only in `npm start`'s build (SHOP_EMBEDDED; a deploy's bundle has
 * no such path), and never when the configuration says production: there every path answers 404 like an unknown one.
 */
const LIMIT = 200;
/** The viewer's own pages: their inline style, and the mail's HTML framed from this origin. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'";
const STATUS: Record<string, string> = {
  queued: "en cola",
  sent: "enviado",
  failed: "falló",
  held: "retenido",
};
const statusOf = (status: string) => STATUS[status] ?? status;
const toQuery = z.string().trim().max(320).optional();

// Pure: a build without the stand-ins (SHOP_EMBEDDED false: worker/embedded-code.ts) leaves it out whole.
export const devMailRoutes = /* @__PURE__ */ new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (c.var.deps.config.ENVIRONMENT === "production") throw new ApiError(404, "not_found", "Ruta no encontrada.");
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/mail.json", async (c) => {
    const to = toQuery.safeParse(c.req.query("to"));
    if (!to.success) throw new ApiError(400, "invalid_input", "La dirección de ?to= no es válida.");
    const mails = await c.var.deps.db.run(serviceRole, (tx) => listDevMail(tx, { to: to.data || null, limit: LIMIT }));
    return c.json({ items: mails.map((mail) => ({ ...mail, url: `/dev/mail/${mail.id}` })) });
  })
  .get("/mail", async (c) => {
    const mails = await c.var.deps.db.run(serviceRole, (tx) => listDevMail(tx, { to: null, limit: LIMIT }));
    c.header("Content-Security-Policy", PAGE_POLICY);
    return c.html(page("Correos enviados", listBody(mails)));
  })
  .get("/mail/:id{[0-9]+}", async (c) => {
    const mail = await c.var.deps.db.run(serviceRole, (tx) => readDevMail(tx, Number(c.req.param("id"))));
    if (!mail) throw new ApiError(404, "not_found", "No hay un correo con ese número.");
    // The mail's HTML in a sandboxed frame (its own page below): its styles and links stay inside it.
    c.header("Content-Security-Policy", PAGE_POLICY);
    return c.html(
      page(
        mail.subject,
        html`<p><a href="/dev/mail">← Todos los correos</a></p>
          <h1>${mail.subject}</h1>
          <dl>
            <dt>Para</dt><dd>${mail.to}</dd>
            <dt>De</dt><dd>${mail.from ?? "(el remitente de la tienda)"}</dd>
            ${mail.replyTo ? html`<dt>Responder a</dt><dd>${mail.replyTo}</dd>` : ""}
            <dt>Creado</dt><dd>${formatDateTime(mail.createdAt)}</dd>
            <dt>Estado</dt><dd>${statusOf(mail.status)}${mail.sentAt ? ` (${formatDateTime(mail.sentAt)})` : ""}</dd>
          </dl>
          <h2>HTML</h2>
          <iframe title="Parte HTML del correo" sandbox src="/dev/mail/${mail.id}/html"></iframe>
          <h2>Texto</h2>
          <pre>${mail.text}</pre>`,
      ),
    );
  })
  .get("/mail/:id{[0-9]+}/html", async (c) => {
    const mail = await c.var.deps.db.run(serviceRole, (tx) => readDevMail(tx, Number(c.req.param("id"))));
    if (!mail) throw new ApiError(404, "not_found", "No hay un correo con ese número.");
    // A mail's own HTML: inline styles and images as a mail client shows them, no script, framed by /dev/mail only.
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; font-src *; frame-ancestors 'self'",
    );
    c.header("X-Frame-Options", "SAMEORIGIN");
    return c.html(mail.html || "<p>(sin parte HTML)</p>");
  });

function listBody(mails: DevMailSummary[]) {
  if (mails.length === 0) return html`<h1>Correos enviados</h1><p>La tienda todavía no envió ningún correo.</p>`;
  return html`<h1>Correos enviados</h1>
    <p>${mails.length === 1 ? "El único correo" : `Los ${mails.length === LIMIT ? `${LIMIT} más recientes` : mails.length} correos`} de la tienda, el más reciente primero
      (<a href="/dev/mail.json">JSON</a>, <code>?to=</code> filtra por destinatario).</p>
    <table>
      <thead><tr><th scope="col">Fecha</th><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Estado</th></tr></thead>
      <tbody>
        ${mails.map(
          (mail) => html`<tr>
            <td>${formatDateTime(mail.createdAt)}</td>
            <td>${mail.to}</td>
            <td><a href="/dev/mail/${mail.id}">${mail.subject}</a></td>
            <td>${statusOf(mail.status)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
}

function page(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Correos de desarrollo</title>
        <style>
          body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem; color: #1d2a24; }
          table { border-collapse: collapse; width: 100%; }
          th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #d5dbd7; vertical-align: top; }
          td:first-child { white-space: nowrap; }
          a { color: #1f5a45; }
          dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
          dt { font-weight: 600; }
          dd { margin: 0; overflow-wrap: anywhere; }
          iframe { width: 100%; height: 40rem; border: 1px solid #d5dbd7; background: #fff; }
          pre { white-space: pre-wrap; background: #f4f6f5; padding: 1rem; overflow-wrap: anywhere; }
        </style>
      </head>
      <body><main>${body}</main></body>
    </html>`;
}
