import type { InvoiceSettings } from "../../domain/api/invoices.ts";
import type { Tx } from "./database.ts";

// The invoice_settings row (supabase/migrations/20261126000100_invoices.sql): the issuer every CFE prints and the
// amount from which an e-Ticket names its buyer. Admins read and change it (RLS); the checkout's threshold is read
// with the service role (the cart check, the order service).

/** DGI's 5.000 UI in pesos, as the migration seeds it: what stands in if the row were ever missing. */
export const DEFAULT_IDENTIFY_BUYER_FROM = 32_000;

const EMPTY: InvoiceSettings = {
  issuerRut: "",
  legalName: "",
  address: "",
  city: "",
  department: "",
  identifyBuyerFrom: DEFAULT_IDENTIFY_BUYER_FROM,
};

const COLUMNS = (tx: Tx) => tx`
  issuer_rut as "issuerRut", legal_name as "legalName", address, city, department,
  identify_buyer_from as "identifyBuyerFrom"`;

export async function readInvoiceSettings(tx: Tx): Promise<InvoiceSettings> {
  const [row] = await tx<InvoiceSettings[]>`select ${COLUMNS(tx)} from invoice_settings where id`;
  return row ?? EMPTY;
}

/** Writes the settings (already validated); undefined when the row is not there or RLS hid it. */
export async function writeInvoiceSettings(tx: Tx, s: InvoiceSettings): Promise<InvoiceSettings | undefined> {
  const [row] = await tx<InvoiceSettings[]>`
    update invoice_settings
       set issuer_rut = ${s.issuerRut}, legal_name = ${s.legalName}, address = ${s.address}, city = ${s.city},
           department = ${s.department}, identify_buyer_from = ${s.identifyBuyerFrom}, updated_at = now()
     where id
    returning ${COLUMNS(tx)}`;
  return row;
}

/** Who sells (issue 40): the CFE issuer's legal name, RUT and fiscal address; null until they are set. */
export async function readSellerIssuer(tx: Tx): Promise<{ legalName: string; rut: string; address: string } | null> {
  const [row] = await tx<{ legalName: string; rut: string; address: string }[]>`
    select legal_name as "legalName", issuer_rut as rut,
           concat_ws(', ', nullif(address, ''), nullif(city, ''), nullif(department, '')) as address
      from invoice_settings where id and legal_name <> '' and issuer_rut <> ''`;
  return row ?? null;
}

/** Pesos from which an order without RUT must carry the buyer's cédula (an e-Ticket that names its receiver). */
export async function readIdentifyBuyerFrom(tx: Tx): Promise<number> {
  const [row] = await tx<{ from: number }[]>`select identify_buyer_from as "from" from invoice_settings where id`;
  return row?.from ?? DEFAULT_IDENTIFY_BUYER_FROM;
}
