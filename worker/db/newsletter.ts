import type { Tx } from "./database.ts";

/** Adds a subscriber; an address already subscribed (any letter case) is left as it is. */
export async function addSubscriber(tx: Tx, email: string, source: "footer" | "blog" | "checkout") {
  const rows = await tx`
    insert into newsletter_subscribers (email, source) values (${email}, ${source})
    on conflict ((lower(email))) do nothing
    returning id`;
  return { created: rows.length > 0 };
}
