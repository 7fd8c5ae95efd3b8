import * as z from "zod";
import { BAD_CONSENT, KEPT_CART_CONSENTS } from "../consents.ts";
import { shopperEmail } from "./shopper-email.ts";

// Unfinished checkouts (issue 43, part 3; decision 034): the cart checkout keeps server-side, the reminders' settings
// (Ajustes > Recordatorios) and the links of the reminder mails.

/** At most this many lines are kept (a cart has far fewer). */
export const KEPT_CART_MAX_LINES = 100;
/** A recovered cart: an order from the address within this many days of a reminder (the dashboard). */
export const RECOVERED_WITHIN_DAYS = 7;

const BAD_CART = "El carrito no es válido. Recargue la página e inténtelo nuevamente.";
const BAD_LINK = "El enlace no es válido.";

const positiveInt = (max: number) =>
  z.number({ error: BAD_CART }).int({ error: BAD_CART }).positive({ error: BAD_CART }).max(max, { error: BAD_CART });

/** The browser's random key for its cart (web/features/kept-carts). */
export const cartKeySchema = z.string({ error: BAD_CART }).regex(/^[A-Za-z0-9_-]{22,64}$/, { error: BAD_CART });

export const keptCartLine = z.object({
  productId: positiveInt(2 ** 31 - 1),
  variantId: positiveInt(2 ** 31 - 1),
  quantity: positiveInt(999),
  /** The unit price the shopper saw (pesos), compared with today's when the cart is restored. */
  unitPrice: z.number({ error: BAD_CART }).int({ error: BAD_CART }).min(0, { error: BAD_CART }).max(100_000_000, {
    error: BAD_CART,
  }),
});

/** PUT /api/kept-carts: checkout has a valid address and the box is unticked. */
export const keepCartRequest = z.object({
  cartKey: cartKeySchema,
  email: shopperEmail({ required: true }).transform((email) => email.toLowerCase()),
  lines: z
    .array(keptCartLine, { error: BAD_CART })
    .min(1, { error: "El carrito está vacío." })
    .max(KEPT_CART_MAX_LINES, { error: `Se guardan hasta ${KEPT_CART_MAX_LINES} productos.` }),
  consent: z.enum(KEPT_CART_CONSENTS, { error: BAD_CONSENT }),
});
export type KeepCartRequest = z.output<typeof keepCartRequest>;

/** POST /api/kept-carts/opt-out: 'No quiero recordatorios' ticked. */
export const keptCartOptOutRequest = z.object({
  cartKey: cartKeySchema,
  email: shopperEmail({ required: true }).transform((email) => email.toLowerCase()),
});

/** A mailed link's token (restore, unsubscribe). */
export const keptCartToken = z.string({ error: BAD_LINK }).regex(/^[A-Za-z0-9_-]{32,128}$/, { error: BAD_LINK });

/** A kept line as the restore page gets it (web/lib/cart/refill.ts RememberedLine). */
export interface RestoredLine {
  productId: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
  name: string;
  size: number | null;
  unit: string | null;
}

const hours = (what: string) =>
  z
    .number({ error: `Escriba las horas del ${what} en números.` })
    .int({ error: `Escriba las horas del ${what} sin decimales.` })
    .min(1, { error: `El ${what} sale como pronto 1 hora después.` })
    .max(720, { error: `El ${what} sale como tarde 720 horas (30 días) después.` });

/** Ajustes > Recordatorios: when each reminder goes out after the checkout was left, and whether it does. */
export const reminderSettingsSchema = z
  .object(
    {
      firstOn: z.boolean({ error: "Indique si se envía el primer recordatorio." }),
      firstHours: hours("primer recordatorio"),
      secondOn: z.boolean({ error: "Indique si se envía el segundo recordatorio." }),
      secondHours: hours("segundo recordatorio"),
    },
    { error: "Indique los recordatorios." },
  )
  .refine((r) => !(r.firstOn && r.secondOn) || r.secondHours > r.firstHours, {
    error: "El segundo recordatorio debe salir después del primero.",
    path: ["secondHours"],
  });
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  firstOn: true,
  firstHours: 2,
  secondOn: true,
  secondHours: 24,
};
