import type { Tx } from "./database.ts";

// Messages sent with the contact form: written by the Worker (service role), read, marked and deleted by
// admins under their own claims (RLS).

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

export async function insertContactMessage(tx: Tx, input: { name: string; email: string; message: string }) {
  const [row] = await tx<{ id: number }[]>`
    insert into contact_messages (name, email, message) values (${input.name}, ${input.email}, ${input.message})
    returning id::int`;
  return row!.id;
}

/** Newest first. */
export async function listContactMessages(tx: Tx, limit: number): Promise<ContactMessageRow[]> {
  return tx<ContactMessageRow[]>`
    select id::int, name, email, message, created_at as "createdAt", read_at as "readAt"
      from contact_messages
     order by created_at desc, id desc
     limit ${limit}`;
}

export async function countUnreadContactMessages(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from contact_messages where read_at is null`;
  return row!.n;
}

/** Marks a message read (keeping the first time it was read) or unread; null when there is no such message. */
export async function setContactMessageRead(
  tx: Tx,
  id: number,
  read: boolean,
  now: Date,
): Promise<ContactMessageRow | null> {
  const [row] = await tx<ContactMessageRow[]>`
    update contact_messages
       set read_at = case when ${read}::boolean then coalesce(read_at, ${now}) else null end
     where id = ${id}
    returning id::int, name, email, message, created_at as "createdAt", read_at as "readAt"`;
  return row ?? null;
}

export async function deleteContactMessage(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx`delete from contact_messages where id = ${id} returning id`;
  return rows.length > 0;
}
