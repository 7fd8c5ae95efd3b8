import type { Config } from "../config.ts";
import { type Database, serviceRole } from "../db/database.ts";
import { recordMail } from "../db/mail-outbox.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  orderId?: number;
}

/** Mail port: sends one message or throws. Callers decide whether a failure matters. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}

/** Embedded: the outbox table is the mailbox (and the console shows what went out). */
export function outboxMail(db: Database): MailPort {
  return {
    async send(message) {
      await db.run(serviceRole, (tx) => recordMail(tx, message, "sent"));
      console.log(`[mail] to ${message.to}: ${message.subject}`);
    },
  };
}

/** Production: Resend's HTTP API; each message is also recorded in the outbox for the shop's records. */
export function resendMail(config: Config, db: Database): MailPort {
  return {
    async send(message) {
      const res = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { authorization: `Bearer ${config.RESEND_API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({
          from: config.MAIL_FROM,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
        }),
      });
      const error = res.ok ? null : `Resend ${res.status}: ${await res.text()}`;
      await db.run(serviceRole, (tx) => recordMail(tx, message, error ? "failed" : "sent", error));
      if (error) throw new Error(error);
    },
  };
}
