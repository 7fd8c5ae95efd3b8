import { montevideoDate } from "./dates.ts";

// Uruguayan e-invoices (CFE, DESIGN.md section 11; decision 027): which document an order gets, what it says,
// and what its printed representation must show. Pure: the Worker builds the document when it queues the job,
// the back office and the order page print it (web/lib/cfe-pdf), the export sums it.

/** IVA rates (prices include IVA): básica 22 %, mínima 10 %, exento. A per-product setting, 'basica' by default. */
export const IVA_RATES = ["basica", "minima", "exento"] as const;
export type IvaRate = (typeof IVA_RATES)[number];
export const IVA_PERCENT: Readonly<Record<IvaRate, number>> = { basica: 22, minima: 10, exento: 0 };
export const IVA_RATE_LABELS: Readonly<Record<IvaRate, string>> = {
  basica: "Básica (22 %)",
  minima: "Mínima (10 %)",
  exento: "Exento",
};
export function isIvaRate(value: unknown): value is IvaRate {
  return typeof value === "string" && (IVA_RATES as readonly string[]).includes(value);
}

/** DGI's codes: 101 e-Ticket, 102 its credit note, 111 e-Factura, 112 its credit note. */
export const CFE_TYPES = [101, 102, 111, 112] as const;
export type CfeType = (typeof CFE_TYPES)[number];
export const CFE_TYPE_LABELS: Readonly<Record<CfeType, string>> = {
  101: "e-Ticket",
  102: "Nota de crédito de e-Ticket",
  111: "e-Factura",
  112: "Nota de crédito de e-Factura",
};

export type InvoiceKind = "cfe" | "credit_note";
export const INVOICE_STATUSES = ["pending", "issuing", "issued", "refused", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  pending: "Pendiente",
  issuing: "Emitiéndose",
  issued: "Emitido",
  refused: "Rechazado",
  void: "Sin emitir (venta anulada)",
};

/** Who issues: the shop, as registered with DGI (Ajustes > Facturación). */
export interface CfeIssuer {
  rut: string;
  legalName: string;
  address: string;
  city: string;
  department: string;
}

/** Who the CFE is made out to: a company (e-Factura), a named consumer, or nobody (an e-Ticket under the threshold). */
export type CfeReceiver =
  | { kind: "rut"; rut: string; name: string; address: string }
  | { kind: "ci"; document: string; name: string }
  | { kind: "none" };

/** One line: what was sold, at its price with IVA, less its share of the order's discounts. Whole pesos. */
export interface CfeLine {
  code: string;
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** quantity × unitPrice − discount. */
  amount: number;
  rate: IvaRate;
}

/** Per rate: what was sold with IVA (pesos), its net and its IVA (cents, net + IVA = gross × 100). */
export interface CfeRateTotal {
  rate: IvaRate;
  gross: number;
  netCents: number;
  ivaCents: number;
}

export interface CfeTotals {
  byRate: CfeRateTotal[];
  /** Pesos: the order's total. */
  total: number;
}

/** What is invoiced, fixed when the job is written (invoices.document). */
export interface CfeDocument {
  orderId: number;
  issuer: CfeIssuer;
  receiver: CfeReceiver;
  lines: CfeLine[];
  totals: CfeTotals;
  /** Cash sale ('Contado'): paid before the goods leave. */
  paymentLabel: string;
  /** Credit notes: the CFE they undo (filled when the credit note is issued). */
  reference?: CfeReference;
}

export interface CfeReference {
  type: CfeType;
  series: string;
  number: number;
  /** YYYY-MM-DD. */
  issuedOn: string;
}

/** The provider's Constancia de Autorización de Emisión the number belongs to. */
export interface CaeData {
  number: string;
  series: string;
  first: number;
  last: number;
  /** YYYY-MM-DD. */
  expires: string;
}

/** Everything the printed representation shows (GET …/cfe/:kind): the document and what the provider answered. */
export interface CfePrint {
  kind: InvoiceKind;
  type: CfeType;
  typeLabel: string;
  series: string;
  number: number;
  /** ISO date-time. */
  issuedAt: string;
  document: CfeDocument;
  cae: CaeData;
  securityCode: string;
  qrUrl: string;
}

/** The order as the document builder needs it. */
export interface InvoiceableOrder {
  id: number;
  rut: string | null;
  companyName: string | null;
  companyAddress: string | null;
  buyerDocument: string | null;
  firstName: string;
  lastName: string;
  deliveryFee: number;
  codeDiscount: number;
  transferDiscount: number;
  total: number;
  items: {
    productSlug: string;
    /** The product's code (products.code, 'AV-001'), as remitos and CSVs print it; none: its slug stands in. */
    code?: string | null;
    productName: string;
    size: number | null;
    unit: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
    ivaRate: string;
  }[];
}

export const DELIVERY_LINE = "Envío a domicilio";

/** e-Factura when the order carries a RUT, e-Ticket otherwise; their credit notes are the next code. */
export function cfeTypeFor(order: Pick<InvoiceableOrder, "rut">, kind: InvoiceKind): CfeType {
  const base = order.rut ? 111 : 101;
  return (kind === "cfe" ? base : base + 1) as CfeType;
}

/**
 * Shares `amount` over `weights` in proportion, by largest remainder, so the shares add up to it exactly and no
 * share exceeds its weight.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, sum);
  const exact = weights.map((w) => (w * capped) / sum);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Net and IVA of `gross` pesos that include IVA at `rate`, in cents: net rounded to the cent, IVA the rest. */
export function splitIva(gross: number, rate: IvaRate): { netCents: number; ivaCents: number } {
  const grossCents = gross * 100;
  const netCents = Math.round((grossCents * 100) / (100 + IVA_PERCENT[rate]));
  return { netCents, ivaCents: grossCents - netCents };
}

export function totalsOf(lines: readonly CfeLine[]): CfeTotals {
  const byRate: CfeRateTotal[] = [];
  for (const rate of IVA_RATES) {
    const gross = lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + l.amount, 0);
    if (gross === 0 && !lines.some((l) => l.rate === rate)) continue;
    byRate.push({ rate, gross, ...splitIva(gross, rate) });
  }
  return { byRate, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/**
 * The document an order's CFE says: each item (by its product's code) at its price with IVA, the discounts (code and transfer) shared
 * over the items as line discounts, the delivery fee as its own line at the basic rate; the receiver from the
 * order (a RUT with its company, the buyer's document, or none). Its total is the order's total.
 */
export function buildCfeDocument(order: InvoiceableOrder, issuer: CfeIssuer): CfeDocument {
  const discounts = shareOut(
    order.codeDiscount + order.transferDiscount,
    order.items.map((i) => i.lineTotal),
  );
  const lines: CfeLine[] = order.items.map((item, i) => ({
    code: item.code?.trim() || item.productSlug,
    description: item.size === null ? item.productName : `${item.productName} (${item.size} ${item.unit})`,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: discounts[i]!,
    amount: item.lineTotal - discounts[i]!,
    rate: isIvaRate(item.ivaRate) ? item.ivaRate : "basica",
  }));
  if (order.deliveryFee > 0) {
    lines.push({
      code: "envio",
      description: DELIVERY_LINE,
      quantity: 1,
      unitPrice: order.deliveryFee,
      discount: 0,
      amount: order.deliveryFee,
      rate: "basica",
    });
  }
  const receiver: CfeReceiver = order.rut
    ? { kind: "rut", rut: order.rut, name: order.companyName ?? "", address: order.companyAddress ?? "" }
    : order.buyerDocument
      ? { kind: "ci", document: order.buyerDocument, name: `${order.firstName} ${order.lastName}`.trim() }
      : { kind: "none" };
  return { orderId: order.id, issuer, receiver, lines, totals: totalsOf(lines), paymentLabel: "Contado" };
}

/** The provider's internal number for an order's CFE or credit note: the idempotency key on its side. */
export function internalNumber(orderId: number, kind: InvoiceKind): string {
  return `pedido-${orderId}-${kind === "cfe" ? "cfe" : "nc"}`;
}

/** DGI's security code: the first six characters of the CFE's hash. */
export function securityCode(hash: string): string {
  return hash.slice(0, 6);
}

/**
 * DGI's verification address, encoded in the printed CFE's QR code: issuer RUT, type, series, number, total with
 * two decimals, issue date (YYYYMMDD) and the hash.
 */
export function dgiQrUrl(cfe: {
  issuerRut: string;
  type: CfeType;
  series: string;
  number: number;
  total: number;
  issuedAt: Date;
  hash: string;
}): string {
  const date = montevideoDate(cfe.issuedAt).replaceAll("-", "");
  const parts = [cfe.issuerRut, cfe.type, cfe.series, cfe.number, cfe.total.toFixed(2), date];
  return `https://www.efactura.dgi.gub.uy/consultaQR/cfe?${parts.join(",")},${encodeURIComponent(cfe.hash)}`;
}

/** The CFE a credit note cancels, as its name says it. */
export type CancelledCfe = Pick<CfeReference, "type" | "series" | "number">;

const CANCELS_ARTICLE: Readonly<Record<CfeType, string>> = { 101: "el", 102: "la", 111: "la", 112: "la" };

export const isCreditNoteType = (type: CfeType): boolean => type === 102 || type === 112;

/**
 * "e-Factura A-123". A credit note is numbered in its own series, so 'Nota de crédito de e-Ticket A-1' would read as
 * the note OF e-Ticket A-1: it is named by its number and the CFE it cancels, "Nota de crédito A-1 (anula el
 * e-Ticket A-4)" (issue 38, item 8); without a number yet, "Nota de crédito (anula el e-Ticket A-4)".
 */
export function cfeName(
  type: CfeType,
  series: string | null,
  number: number | null,
  cancels?: CancelledCfe | null,
): string {
  const numbered = series && number !== null ? ` ${series}-${number}` : "";
  if (!isCreditNoteType(type) || (!cancels && !numbered)) return `${CFE_TYPE_LABELS[type]}${numbered}`;
  const what = cancels
    ? ` (anula ${CANCELS_ARTICLE[cancels.type]} ${cfeName(cancels.type, cancels.series, cancels.number)})`
    : "";
  return `Nota de crédito${numbered}${what}`;
}

/** What the printed document's total is called: a credit note gives money back, nobody pays it. */
export function cfeTotalLabel(type: CfeType): string {
  return isCreditNoteType(type) ? "Total de la nota de crédito" : "Total a pagar";
}

/** Whether a document number, its separators aside, is only zeros ('0.000.000-0', '000000'): nobody's number. */
export function isAllZeros(input: string): boolean {
  return /^0+$/.test(input.replace(/[\s.-]/g, ""));
}

/**
 * A Uruguayan identity document (cédula): 6 to 8 digits, the last one a check digit (weights 2,9,8,7,6,3,4).
 * All zeros passes the check digit but names nobody: DGI's receiver must be a real person, so it is refused.
 */
export function isValidCi(input: string): boolean {
  const digits = input.replace(/[\s.-]/g, "");
  if (!/^\d{6,8}$/.test(digits) || isAllZeros(digits)) return false;
  const padded = digits.padStart(8, "0");
  const weights = [2, 9, 8, 7, 6, 3, 4];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(padded.charAt(i)) * weights[i]!;
  return (10 - (sum % 10)) % 10 === Number(padded.charAt(7));
}

export function normalizeCi(input: string): string {
  return input.replace(/[\s.-]/g, "");
}

/** A cédula as Uruguayans write it: "12345672" → "1.234.567-2" (anything else is returned as it came). */
export function formatCi(input: string): string {
  const digits = normalizeCi(input);
  if (!/^\d{6,8}$/.test(digits)) return input;
  const body = digits.slice(0, -1).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${body}-${digits.slice(-1)}`;
}
