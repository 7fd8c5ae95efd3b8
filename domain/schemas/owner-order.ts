import * as z from "zod";
import { DELIVERY_METHODS } from "../delivery.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { isAllZeros, isValidCi, normalizeCi } from "../invoices.ts";
import { COUNTER_KINDS, OWNER_CHANNELS, OWNER_PAYMENTS } from "../owner-orders.ts";
import { isValidRut, normalizeRut } from "../rut.ts";
import { CARRIER_IDS } from "../shipping.ts";
import { INVALID_EMAIL, optionalLine, REQUIRED, requiredLine } from "./fields.ts";

// 'Nuevo pedido' (issue 45, decision 035): what the back office's order builder sends, the same schema in the form
// (react-hook-form) and on the server. The price rules of a line (above $ 0, a discount within the line, a reason
// for every change) are decided by domain/owner-orders.ts chargedUnitPrice, which needs the list price: the server.

const BIG = 10_000_000;
const money = (error: string) => z.number({ error }).int({ error }).min(-BIG, { error }).max(BIG, { error });
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const ownerOrderLine = z.object({
  productId: z.number({ error: "Producto no válido." }).int().positive({ error: "Producto no válido." }),
  variantId: z.number({ error: "Tamaño no válido." }).int().positive({ error: "Tamaño no válido." }),
  quantity: z
    .number({ error: "Cantidad no válida." })
    .int({ error: "Cantidad no válida." })
    .min(1, { error: "Cantidad no válida." })
    .max(10_000, { error: "Cantidad no válida." }),
  /** The owner's unit price, in place of the list price. */
  unitPrice: z.preprocess(blank, money("Precio no válido.").optional()),
  /** Pesos off each unit. */
  discount: z.preprocess(blank, money("Descuento no válido.").min(0, { error: "Descuento no válido." }).optional()),
  reason: z.preprocess(blank, optionalLine(200)),
});

export const ownerCustomer = z.object({
  // Optional for 'Pagado en el local'; a pay link needs it (the server says so).
  email: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(254, { error: INVALID_EMAIL })
      .pipe(z.email({ error: INVALID_EMAIL }))
      .optional(),
  ),
  firstName: requiredLine(100),
  lastName: z.preprocess(blank, optionalLine(100)),
  phone: z.preprocess(blank, optionalLine(30)),
  rut: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((v) => isValidRut(v), {
        error: (issue) =>
          typeof issue.input === "string" && isAllZeros(issue.input)
            ? "RUT no válido: un número de solo ceros no es un RUT."
            : "RUT no válido.",
      })
      .transform(normalizeRut)
      .optional(),
  ),
  companyName: z.preprocess(blank, optionalLine(150)),
  companyAddress: z.preprocess(blank, optionalLine(200)),
  buyerDocument: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((v) => isValidCi(v), { error: "Cédula no válida: revise sus dígitos." })
      .transform(normalizeCi)
      .optional(),
  ),
});

export const ownerOrderFields = z.object({
  channel: z.enum(OWNER_CHANNELS, { error: "Elija el canal del pedido." }),
  items: z
    .array(ownerOrderLine, { error: "Agregue al menos un producto." })
    .min(1, { error: "Agregue al menos un producto." })
    .max(50, { error: "Máximo 50 productos por pedido." }),
  /** A customer of Clientes, or the typed data (one of them). */
  customerId: z.preprocess(blank, z.number({ error: "Cliente no válido." }).int().positive().optional()),
  customer: ownerCustomer.optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Elija una forma de entrega." }),
  streetAddress: z.preprocess(blank, optionalLine(200)),
  apartment: z.preprocess(blank, optionalLine(200)),
  town: z.preprocess(blank, z.enum(DEPARTMENT_NAMES, { error: "Departamento no válido." }).optional()),
  zip: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: "Código postal no válido." })
      .optional(),
  ),
  // The interior (issue 45 part 2): the carrier among the owner's, agency or address, as checkout asks them.
  shippingCarrier: z.preprocess(blank, z.enum(CARRIER_IDS, { error: "Elija la empresa de envío." }).optional()),
  shippingMode: z.preprocess(
    blank,
    z
      .enum(["agency", "address"], { error: "Elija si lo retira en una agencia o lo recibe en su domicilio." })
      .optional(),
  ),
  agency: z.preprocess(blank, optionalLine(120)),
  payment: z.enum(OWNER_PAYMENTS, { error: "Elija una forma de pago." }),
  counterKind: z.preprocess(blank, z.enum(COUNTER_KINDS, { error: "Elija efectivo o POS." }).optional()),
  discountCode: z.preprocess(blank, z.string().trim().max(30, { error: "El cupón no existe." }).optional()),
  note: z.preprocess(blank, z.string().trim().max(1000, { error: "Máximo 1000 caracteres." }).optional()),
});

export const ownerOrderRequest = ownerOrderFields
  .extend({
    /** true: the totals only, nothing stored (the builder's 'Calcular'). */
    preview: z.boolean().default(false),
    idempotencyKey: z
      .string({ error: "Clave del pedido no válida." })
      .min(8, { error: "Clave del pedido no válida." })
      .max(200, { error: "Clave del pedido no válida." }),
  })
  .superRefine((value, ctx) => {
    if (value.customerId === undefined && !value.customer) {
      ctx.addIssue({ code: "custom", path: ["customer"], message: "Elija un cliente o escriba sus datos." });
    }
    if (value.payment === "counter" && !value.counterKind) {
      ctx.addIssue({ code: "custom", path: ["counterKind"], message: "Elija efectivo o POS." });
    }
    if (value.deliveryMethod === "delivery") {
      for (const field of ["streetAddress", "town"] as const) {
        if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
      }
    }
    const seen = new Set<number>();
    value.items.forEach((item, i) => {
      if (seen.has(item.variantId))
        ctx.addIssue({ code: "custom", path: ["items", i], message: "Producto repetido en el pedido." });
      seen.add(item.variantId);
    });
  });

export type OwnerOrderRequest = z.output<typeof ownerOrderRequest>;
export type OwnerOrderInput = z.input<typeof ownerOrderRequest>;

/** A draft: the builder's state as it is, checked loosely (it is finished later), with a label for the list. */
export const orderDraftRequest = z.object({
  label: z.preprocess(blank, optionalLine(200)),
  body: z.record(z.string(), z.unknown(), { error: "Borrador no válido." }),
});
export type OrderDraftRequest = z.output<typeof orderDraftRequest>;
