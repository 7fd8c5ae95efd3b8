import type { MailTransport } from "./port.ts";

/**
 * Embedded: the outbox table is the mailbox. Delivering marks the row sent (the outbox does that) and
 * shows the message on the console, so a local run shows what a customer would receive.
 */
export function consoleMail(log: (line: string) => void = console.log): MailTransport {
  return {
    name: "embedded",
    async deliver(mail) {
      log(`[mail] to ${mail.to}: ${mail.subject}`);
    },
  };
}
