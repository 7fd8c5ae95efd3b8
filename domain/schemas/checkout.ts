import * as z from "zod";
import { DELIVERY_METHODS } from "../delivery.ts";
import { DEFAULT_DEPARTMENT, DEPARTMENT_NAMES } from "../departments.ts";
import { isAllZeros, isValidCi, normalizeCi } from "../invoices.ts";
import { PAYMENT_METHODS } from "../pricing.ts";
import { isValidRut, normalizeRut } from "../rut.ts";
import { CARRIER_IDS } from "../shipping.ts";
import { emailField, optionalLine, REQUIRED, requiredLine } from "./fields.ts";

// Checkout (SPEC section 5). The same rules run in the checkout form and on the server.

const PHONE = /^(?=(?:\D*\d){6})\+?[0-9 -]{5,19}$/; // 6-20 characters, at least 6 digits
const ZIP = /^\d{5}$/; // Uruguayan postal codes have 5 digits
const MAX_LINE = 200;
export const TERMS_REQUIRED =
  "Para confirmar el pedido, acepte los Términos y condiciones y la Política de privacidad.";

const SHIPPING_COST_REFUSED = "El costo del envío lo calcula la tienda: no se acepta en el pedido.";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .optional();

/** The checkout's fields, each rule written once (saved addresses and fiscal data pick theirs: account-details.ts). */
export const checkoutFields = {
  email: emailField(),
  firstName: requiredLine(100),
  lastName: requiredLine(100),
  phone: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    // Not .regex(): an empty phone should only say it is required. (No `abort` either: an explicitly
    // aborted issue would stop the address refinement below from running.)
    .refine((v) => v === "" || PHONE.test(v), { error: "Teléfono no válido." }),
  // For an invoice to a business; "" means none. Stored as bare digits.
  rut: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "" || isValidRut(v), {
      error: (issue) =>
        typeof issue.input === "string" && isAllZeros(issue.input)
          ? "RUT no válido: un número de solo ceros no es un RUT."
          : "RUT no válido.",
    })
    .transform((v) => (v === undefined || v === "" ? undefined : normalizeRut(v))),
  // The e-Factura's receiver (issue 26): required with a RUT (requireCompanyForRut), ignored without one.
  companyName: optionalLine(150),
  companyAddress: optionalLine(200),
  // The buyer's cédula for an e-Ticket from DGI's amount (the server checks the threshold: place-order.ts).
  // "" means none. Stored as bare digits.
  buyerDocument: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "" || isValidCi(v), {
      error: (issue) =>
        typeof issue.input === "string" && isAllZeros(issue.input)
          ? "Cédula no válida: un número de solo ceros no es una cédula."
          : "Cédula no válida: revise sus dígitos.",
    })
    .transform((v) => (v === undefined || v === "" ? undefined : normalizeCi(v))),
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Elija una forma de entrega." }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Elija una forma de pago." }),
  // The address is required only for home delivery (see requireAddressForDelivery).
  streetAddress: optionalLine(MAX_LINE),
  apartment: optionalLine(MAX_LINE),
  town: z
    .union([z.literal(""), z.enum(DEPARTMENT_NAMES)], { error: "Departamento no válido." })
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  zip: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "" || ZIP.test(v), { error: "Código postal no válido." }),
  // Interior shipping (issue 45 part 2): the carrier among the owner's, agency or address, and the agency in words.
  // The server checks them against Ajustes > Envíos (services/orders/interior-shipping.ts) and prices the parcel.
  shippingCarrier: z
    .union([z.literal(""), z.enum(CARRIER_IDS)], { error: "Elija la empresa de envío." })
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  shippingMode: z
    .enum(["agency", "address"], { error: "Elija si lo retira en una agencia o lo recibe en su domicilio." })
    .optional(),
  agency: optionalLine(120),
  note: optionalText(1000),
  subscribe: z.boolean().default(false),
  // Signed in to 'Mi cuenta' (issue 43): the delivery address is saved to the account once the order is placed.
  saveAddress: z.boolean().optional(),
  // Decreto 167/021: the shopper accepts the terms before confirming; the order stores their version (issue 40).
  acceptTerms: z.boolean({ error: TERMS_REQUIRED }).refine((v) => v, { error: TERMS_REQUIRED }),
};

// The apartment is optional (issue 27): a house has none, and the street line is what couriers need.
const ADDRESS_FIELDS = ["streetAddress", "town", "zip"] as const;

type AddressPart = { deliveryMethod: string } & Partial<Record<(typeof ADDRESS_FIELDS)[number], string | undefined>>;

/** Home delivery needs the full address; a field that already has an error gets no second one. */
function requireAddressForDelivery(value: AddressPart, ctx: z.core.$RefinementCtx<AddressPart>): void {
  if (value.deliveryMethod === "delivery") requireAddress(value, ctx);
}

/** The full address (street, department, postal code): home delivery's, and a saved address's. */
export function requireAddress<T>(value: Omit<AddressPart, "deliveryMethod">, ctx: z.core.$RefinementCtx<T>): void {
  const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  for (const field of ADDRESS_FIELDS) {
    if (!value[field] && !failed.has(field)) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
  }
}

// By default zod skips object refinements once any field failed; run it whenever the delivery
// method itself is valid, so the shopper sees every missing field at once.
// (Never on what is not an object at all: there is nothing to look into.)
const isObject = (payload: z.core.ParsePayload) => typeof payload.value === "object" && payload.value !== null;
const whenDeliveryMethodParsed = {
  when: (payload: z.core.ParsePayload) =>
    isObject(payload) && !payload.issues.some((issue) => issue.path?.[0] === "deliveryMethod"),
};

type CompanyPart = { rut?: string | undefined; companyName?: string | undefined; companyAddress?: string | undefined };

/** An invoice to a company (a RUT) names it: its legal name and fiscal address (DGI's e-Factura receiver). */
export function requireCompanyForRut(value: CompanyPart, ctx: z.core.$RefinementCtx<CompanyPart>): void {
  const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  if (!value.rut || failed.has("rut")) return;
  for (const field of ["companyName", "companyAddress"] as const) {
    if (!value[field] && !failed.has(field)) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
  }
}

// Whatever else failed: the shopper sees every missing field at once.
export const always = { when: isObject };

export const checkoutForm = z
  .object(checkoutFields)
  .superRefine(requireAddressForDelivery, whenDeliveryMethodParsed)
  .superRefine(requireCompanyForRut, always);

export type CheckoutForm = z.output<typeof checkoutForm>;
export type CheckoutFormInput = z.input<typeof checkoutForm>;

const orderItem = z.object({
  productId: z.number({ error: "Producto no válido." }).int().positive({ error: "Producto no válido." }),
  variantId: z.number({ error: "Tamaño no válido." }).int().positive({ error: "Tamaño no válido." }),
  quantity: z
    .number({ error: "Cantidad no válida." })
    .int({ error: "Cantidad no válida." })
    .min(1, { error: "Cantidad no válida." })
    // Only a sanity bound: the 99 units rule is per product across its sizes and names the product, so the
    // server applies it with the product's name (domain/cart.ts productsOverUnitLimit, place-order.ts).
    .max(10_000, { error: "Cantidad no válida." }),
});

/**
 * What the browser posts to place an order: the checkout form, the cart as ids and quantities,
 * an optional transfer receipt and a key that makes retries safe.
 *
 * Deliberately NOT .strict(): zod's default strips unknown keys, so a tampered body carrying
 * price, amount, total or status fields is accepted and those fields are silently dropped. The
 * server prices every order from the database and never sees what the client claimed.
 */
export const orderRequest = z
  .object({
    ...checkoutFields,
    items: z
      .array(orderItem, { error: "El carrito está vacío." })
      .min(1, { error: "El carrito está vacío." })
      .max(50, { error: "Máximo 50 productos por pedido." })
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, i) => {
          const key = `${item.productId}:${item.variantId}`;
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i], message: "Producto repetido en el pedido." });
          seen.add(key);
        });
      }),
    receiptFileId: z.uuid({ error: "Comprobante no válido." }).optional(),
    // A discount code the cart applied; the server checks it again and counts its use (place-order.ts).
    discountCode: z
      .string({ error: "El cupón no existe." })
      .trim()
      .max(30, { error: "El cupón no existe." })
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    // The shop computes the shipping cost (DESIGN.md 9 step 3): a body that names one is refused, never believed.
    shippingCost: z.undefined({ error: SHIPPING_COST_REFUSED }).optional(),
    shippingFee: z.undefined({ error: SHIPPING_COST_REFUSED }).optional(),
    deliveryFee: z.undefined({ error: SHIPPING_COST_REFUSED }).optional(),
    idempotencyKey: z
      .string({ error: "Clave del pedido no válida." })
      .min(8, { error: "Clave del pedido no válida." })
      .max(200, { error: "Clave del pedido no válida." }),
  })
  .superRefine(requireAddressForDelivery, whenDeliveryMethodParsed)
  .superRefine(requireCompanyForRut, always);

export type OrderRequest = z.output<typeof orderRequest>;
export type OrderRequestInput = z.input<typeof orderRequest>;
export type OrderItemRequest = z.output<typeof orderItem>;

/** The fields an order's form shares: checkout and a quote's acceptance (each adds its own). */
export type OrderFormFields = Required<
  Pick<
    CheckoutFormInput,
    | "firstName"
    | "lastName"
    | "phone"
    | "rut"
    | "companyName"
    | "companyAddress"
    | "buyerDocument"
    | "deliveryMethod"
    | "paymentMethod"
    | "streetAddress"
    | "apartment"
    | "town"
    | "zip"
    | "acceptTerms"
  >
>;

/** What those fields start as. */
export const EMPTY_ORDER_FORM: OrderFormFields = {
  firstName: "",
  lastName: "",
  phone: "",
  rut: "",
  companyName: "",
  companyAddress: "",
  buyerDocument: "",
  deliveryMethod: "pickup",
  paymentMethod: "bank",
  streetAddress: "",
  apartment: "",
  town: DEFAULT_DEPARTMENT,
  zip: "",
  acceptTerms: false,
};
