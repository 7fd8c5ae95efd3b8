import type { AccountBusinessRequest, AccountCompany } from "../../domain/api/account.ts";
import type { AdminBusinessRequest, AdminCompany } from "../../domain/api/companies.ts";
import type { Activity } from "../../domain/schemas/company.ts";
import type { Tx } from "./database.ts";

/*
 * SQL of business accounts (issue 44 part 1, decision 036 "## Business accounts"; migration
 * 20261205000000_wholesale.sql): 'Cuenta empresa' requests, companies and their buyers. Only the Worker (service
 * role) writes; the back office's list runs under the admin's claims (RLS: admins read). Addresses are lower case.
 */

/** The company an address buys for, with its list's name; null: the address buys at retail. */
export async function readAccountCompany(tx: Tx, email: string): Promise<AccountCompany | null> {
  const [row] = await tx<AccountCompany[]>`
    select c.legal_name as "legalName", c.rut, l.name as "priceListName"
      from company_buyers b join companies c on c.id = b.company_id join price_lists l on l.id = c.price_list_id
     where b.email = ${email.toLowerCase()}`;
  return row ?? null;
}

/** The address's latest request (any state), or null. */
export async function readLatestBusinessRequest(tx: Tx, email: string): Promise<AccountBusinessRequest | null> {
  const [row] = await tx<(Omit<AccountBusinessRequest, "createdAt"> & { createdAt: Date })[]>`
    select status, created_at as "createdAt", legal_name as "legalName", reason from business_requests
     where email = ${email.toLowerCase()} order by created_at desc, id desc limit 1`;
  return row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;
}

export interface NewBusinessRequest {
  userId: string;
  email: string;
  rut: string;
  legalName: string;
  fiscalAddress: string;
  activity: Activity;
  comment: string;
}

/** Stores a request; null when the address already has an open one (the unique index of open requests). */
export async function insertBusinessRequest(tx: Tx, r: NewBusinessRequest): Promise<{ id: number } | null> {
  const [row] = await tx<{ id: number }[]>`
    insert into business_requests (user_id, email, rut, legal_name, fiscal_address, activity, comment)
    values (${r.userId}, ${r.email.toLowerCase()}, ${r.rut}, ${r.legalName}, ${r.fiscalAddress}, ${r.activity},
            ${r.comment})
    on conflict (email) where status = 'solicitada' do nothing
    returning id::int`;
  return row ?? null;
}

/** The company an address buys for, or null. */
export async function buyerCompanyId(tx: Tx, email: string): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select company_id::int as id from company_buyers where email = ${email.toLowerCase()}`;
  return row?.id ?? null;
}

export interface BusinessRequestRow {
  id: number;
  email: string;
  status: string;
  rut: string;
  legalName: string;
  fiscalAddress: string;
  activity: Activity;
}

/** A request, locked until the transaction ends: a second decision waits, then sees the first one's. */
export async function lockBusinessRequest(tx: Tx, id: number): Promise<BusinessRequestRow | null> {
  const [row] = await tx<BusinessRequestRow[]>`
    select id::int, email, status, rut, legal_name as "legalName", fiscal_address as "fiscalAddress", activity
      from business_requests where id = ${id} for update`;
  return row ?? null;
}

/** The list's name, or null when there is no such list. */
export async function priceListName(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx<{ name: string }[]>`select name from price_lists where id = ${id}`;
  return row?.name ?? null;
}

export interface Decider {
  id: string | null;
  email: string | null;
}

/** The company with this RUT: made from the request (with the list), or the existing one joined. Its id. */
export async function companyForRequest(
  tx: Tx,
  r: BusinessRequestRow,
  priceListId: number,
  by: Decider,
  now: Date,
): Promise<{ id: number; legalName: string; priceListName: string }> {
  await tx`
    insert into companies (rut, legal_name, fiscal_address, activity, price_list_id, approved_at, approved_by,
                           approved_by_email)
    values (${r.rut}, ${r.legalName}, ${r.fiscalAddress}, ${r.activity}, ${priceListId}, ${now}, ${by.id},
            ${by.email})
    on conflict (rut) do nothing`;
  const [row] = await tx<{ id: number; legalName: string; priceListName: string }[]>`
    select c.id::int, c.legal_name as "legalName", l.name as "priceListName"
      from companies c join price_lists l on l.id = c.price_list_id where c.rut = ${r.rut}`;
  return row!;
}

/** Makes the address a buyer of the company; false when it already buys for another one. */
export async function addCompanyBuyer(tx: Tx, companyId: number, email: string): Promise<boolean> {
  const [row] = await tx<{ companyId: number }[]>`
    insert into company_buyers (email, company_id) values (${email.toLowerCase()}, ${companyId})
    on conflict (email) do update set email = excluded.email
    returning company_id::int as "companyId"`;
  return row?.companyId === companyId;
}

export async function removeCompanyBuyer(tx: Tx, companyId: number, email: string): Promise<boolean> {
  const rows = await tx`
    delete from company_buyers where company_id = ${companyId} and email = ${email.toLowerCase()} returning 1`;
  return rows.length > 0;
}

/** Records the owner's decision on a request that is still 'solicitada'. */
export async function decideBusinessRequest(
  tx: Tx,
  id: number,
  decision: { status: "aprobada"; companyId: number } | { status: "rechazada"; reason: string },
  by: Decider,
  now: Date,
): Promise<void> {
  await tx`
    update business_requests
       set status = ${decision.status}, company_id = ${decision.status === "aprobada" ? decision.companyId : null},
           reason = ${decision.status === "rechazada" ? decision.reason : null},
           decided_at = ${now}, decided_by = ${by.id}, decided_by_email = ${by.email}
     where id = ${id} and status = 'solicitada'`;
}

/**
 * The address's open request, if any, approved into the company the owner just added it to as a buyer (issue 44):
 * 'Empresas' no longer lists it as pending. No mail of its own: the invitation says it.
 */
export async function approveOpenRequestAsBuyer(
  tx: Tx,
  email: string,
  companyId: number,
  by: Decider,
  now: Date,
): Promise<void> {
  await tx`
    update business_requests
       set status = 'aprobada', company_id = ${companyId}, decided_at = ${now}, decided_by = ${by.id},
           decided_by_email = ${by.email}
     where email = ${email} and status = 'solicitada'`;
}

/** A company's name and list (the mails and the answers). */
export async function readCompany(
  tx: Tx,
  id: number,
): Promise<{ id: number; legalName: string; priceListName: string } | null> {
  const [row] = await tx<{ id: number; legalName: string; priceListName: string }[]>`
    select c.id::int, c.legal_name as "legalName", l.name as "priceListName"
      from companies c join price_lists l on l.id = c.price_list_id where c.id = ${id}`;
  return row ?? null;
}

export async function setCompanyPriceList(tx: Tx, id: number, priceListId: number): Promise<boolean> {
  const rows = await tx`update companies set price_list_id = ${priceListId} where id = ${id} returning 1`;
  return rows.length > 0;
}

/** 'Empresas': every request (solicitadas first, then newest first) with the address's orders, at most 500. */
export async function listBusinessRequests(tx: Tx): Promise<AdminBusinessRequest[]> {
  const rows = await tx<(AdminBusinessRequest & { createdAt: Date; decidedAt: Date | null })[]>`
    select r.id::int, r.email, r.rut, r.legal_name as "legalName", r.fiscal_address as "fiscalAddress", r.activity,
           r.comment, r.status, r.reason, r.created_at as "createdAt", r.decided_at as "decidedAt",
           r.decided_by_email as "decidedByEmail", c.legal_name as "companyName",
           coalesce(o.orders, 0)::int as orders, coalesce(o.spent, 0)::int as spent
      from business_requests r
      left join companies c on c.id = r.company_id
      left join lateral (
        select count(*) as orders, sum(total) as spent from orders
         where lower(email) = r.email and status <> 'mercado') o on true
     order by (r.status = 'solicitada') desc, r.created_at desc, r.id desc
     limit 500`;
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
  }));
}

/** 'Empresas': every company with its list and buyers, by name. */
export async function listCompanies(tx: Tx): Promise<AdminCompany[]> {
  const rows = await tx<(AdminCompany & { approvedAt: Date })[]>`
    select c.id::int, c.rut, c.legal_name as "legalName", c.fiscal_address as "fiscalAddress", c.activity,
           c.price_list_id::int as "priceListId", l.name as "priceListName", c.approved_at as "approvedAt",
           coalesce((select json_agg(b.email order by b.added_at, b.email) from company_buyers b
                      where b.company_id = c.id), '[]') as buyers
      from companies c join price_lists l on l.id = c.price_list_id
     order by lower(c.legal_name), c.id`;
  return rows.map((r) => ({ ...r, approvedAt: new Date(r.approvedAt).toISOString() }));
}

/** The lists the owner can choose from (W2 edits them in 'Listas de precios'). */
export async function listPriceListNames(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx<{ id: number; name: string }[]>`select id::int, name from price_lists order by lower(name), id`;
}
