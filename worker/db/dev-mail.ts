import type { Tx } from "./database.ts";

/** A mail as the development mail viewer lists it (worker/routes/dev-mail.ts). */
export interface DevMailSummary {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

export interface DevMail extends DevMailSummary {
  from: string | null;
  replyTo: string | null;
  html: string;
  text: string;
}

/** The outbox's mails, newest first; `to` keeps those sent to that address (any case). */
export async function listDevMail(tx: Tx, options: { to: string | null; limit: number }): Promise<DevMailSummary[]> {
  return tx<DevMailSummary[]>`
    select id::int, to_address as "to", subject, kind, status, created_at as "createdAt", sent_at as "sentAt"
      from mail_outbox
     where ${options.to}::text is null or lower(to_address) = lower(${options.to}::text)
     order by created_at desc, id desc
     limit ${options.limit}`;
}

export async function readDevMail(tx: Tx, id: number): Promise<DevMail | null> {
  const [row] = await tx<DevMail[]>`
    select id::int, to_address as "to", subject, kind, status, created_at as "createdAt", sent_at as "sentAt",
           from_address as "from", reply_to as "replyTo", html, text_body as text
      from mail_outbox where id = ${id}`;
  return row ?? null;
}
