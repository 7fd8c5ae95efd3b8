import type { CatalogueChangeKind } from "../../domain/api/catalogue-changes.ts";
import type { ChangePlan, UndoRecord } from "../services/catalogue/plan.ts";
import type { Tx } from "./database.ts";

// The catalogue_changes rows (issue 24): a previewed import or price change, stored with its plan until it is
// applied or expires, then what undoing it needs.

const json = (value: unknown) => JSON.stringify(value);

export interface StoredChange {
  id: string;
  kind: CatalogueChangeKind;
  status: "previewed" | "applied" | "undone";
  description: string;
  plan: ChangePlan;
  undo: UndoRecord | null;
  summary: { changes: number; created: number };
  expired: boolean;
  appliedAt: string | null;
}

/** Stores a preview until `minutes` from now; drops previews that expired and were never applied. */
export async function insertPreview(
  tx: Tx,
  change: {
    kind: CatalogueChangeKind;
    description: string;
    plan: ChangePlan;
    summary: StoredChange["summary"];
    adminId: string | null;
  },
  minutes: number,
): Promise<{ id: string; expiresAt: string }> {
  await tx`delete from catalogue_changes where status = 'previewed' and expires_at < now()`;
  const [row] = await tx<{ id: string; expiresAt: Date }[]>`
    insert into catalogue_changes (kind, description, plan, summary, created_by, expires_at)
    values (${change.kind}, ${change.description}, ${json(change.plan)}::text::jsonb, ${json(change.summary)}::text::jsonb,
            ${change.adminId}::uuid, now() + make_interval(mins => ${minutes}))
    returning id, expires_at as "expiresAt"`;
  return { id: row!.id, expiresAt: new Date(row!.expiresAt).toISOString() };
}

const storedColumns = (tx: Tx) => tx`
  id, kind, status, description, plan, undo, summary, expires_at < now() as expired, applied_at as "appliedAt"`;

/** A stored change, locked (applying or undoing it twice at once: the second waits, then sees the first). */
export async function lockChange(tx: Tx, id: string): Promise<StoredChange | undefined> {
  const [row] = await tx<StoredChange[]>`
    select ${storedColumns(tx)} from catalogue_changes where id = ${id}::uuid for update`;
  return row;
}

/** The last change of a kind that was applied, locked, if it was not undone yet (only the last one can be). */
export async function lockLastApplied(tx: Tx, kind: CatalogueChangeKind): Promise<StoredChange | undefined> {
  const [row] = await tx<StoredChange[]>`
    select ${storedColumns(tx)} from catalogue_changes where kind = ${kind} and status <> 'previewed'
     order by applied_at desc limit 1 for update`;
  return row?.status === "applied" ? row : undefined;
}

export async function markApplied(tx: Tx, id: string, undo: UndoRecord): Promise<Date> {
  const [row] = await tx<{ appliedAt: Date }[]>`
    update catalogue_changes set status = 'applied', applied_at = now(), undo = ${json(undo)}::text::jsonb
     where id = ${id}::uuid returning applied_at as "appliedAt"`;
  return row!.appliedAt;
}

export async function markUndone(tx: Tx, id: string) {
  await tx`update catalogue_changes set status = 'undone', undone_at = now() where id = ${id}::uuid`;
}

/** The last applied change of each kind (the back office's undo buttons). */
export async function lastApplied(tx: Tx) {
  return tx<
    { id: string; kind: CatalogueChangeKind; description: string; appliedAt: Date; summary: StoredChange["summary"] }[]
  >`
    select id, kind, description, "appliedAt", summary from (
      select distinct on (kind) id, kind, status, description, applied_at as "appliedAt", summary
        from catalogue_changes where status <> 'previewed'
       order by kind, applied_at desc) last
     where status = 'applied'`;
}
