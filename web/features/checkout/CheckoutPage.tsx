import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldPath, type Resolver, type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { cartTotal } from "../../../domain/cart.ts";
import { estimateReadyDate, formatShortDate } from "../../../domain/dates.ts";
import {
  canDeliver,
  DELIVERY_MIN_SUBTOTAL,
  FREE_DELIVERY_FROM,
  MONTEVIDEO_DELIVERY_FEE,
} from "../../../domain/delivery.ts";
import { DEFAULT_DEPARTMENT, DEPARTMENTS } from "../../../domain/departments.ts";
import { formatUYU } from "../../../domain/money.ts";
import { orderTotals, TRANSFER_DISCOUNT_PERCENT } from "../../../domain/pricing.ts";
import { type CheckoutForm, type CheckoutFormInput, checkoutForm } from "../../../domain/schemas/checkout.ts";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { CartNotices } from "../cart/CartNotices.tsx";
import { CartThumb } from "../cart/CartThumb.tsx";
import { addCartNotices, applyReconciled, clearCartNotices, recheckCart, useCartCheck } from "../cart/cart-check.ts";
import { cartStore } from "../cart/cart-store.ts";
import { applyShortItems } from "../cart/reconcile.ts";
import { OrderTotals } from "../orders/OrderTotals.tsx";
import type { OrderView } from "../orders/order-types.ts";
import { DeliveryNotes } from "./DeliveryNotes.tsx";
import { OrderCreatedDialog } from "./OrderCreatedDialog.tsx";
import { newIdempotencyKey, placeOrder } from "./place-order.ts";
import { ReceiptUpload, useReceiptUpload } from "./ReceiptUpload.tsx";
import "../cart/cart.css";
import "../orders/order.css";
import "./checkout.css";

type Values = CheckoutFormInput;
type FieldName = FieldPath<Values>;

const DEFAULTS: Values = {
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  rut: "",
  deliveryMethod: "pickup",
  paymentMethod: "bank",
  streetAddress: "",
  apartment: "",
  town: DEFAULT_DEPARTMENT,
  zip: "",
  note: "",
  subscribe: false,
};

/** Pickup needs no address: whatever was typed in the hidden address fields is neither checked nor sent. */
function withoutAddressForPickup<T extends Values>(values: T): T {
  if (values.deliveryMethod !== "pickup") return values;
  return { ...values, streetAddress: "", apartment: "", town: "", zip: "" };
}

// The same zod schema the server uses (domain/schemas/checkout.ts).
const schemaResolver = zodResolver(checkoutForm);
const resolver: Resolver<Values, unknown, CheckoutForm> = (values, context, options) =>
  schemaResolver(withoutAddressForPickup(values), context, options);

const FORM_FIELDS: readonly FieldName[] = [
  "email",
  "firstName",
  "lastName",
  "phone",
  "rut",
  "deliveryMethod",
  "streetAddress",
  "apartment",
  "town",
  "zip",
  "note",
  "subscribe",
  "paymentMethod",
];

interface FormProblem {
  message: string;
  items?: string[];
}

/** /shop/checkout ('Resumen'): notes and map, the form, the payment choice and the order summary. */
export function CheckoutPage() {
  usePageTitle("Resumen");
  const lines = cartStore.use();
  const checking = useCartCheck();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const receipt = useReceiptUpload();
  const problemRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CheckoutForm>({ resolver, defaultValues: DEFAULTS, shouldFocusError: true });

  const [deliveryMethod, paymentMethod, town] = useWatch({
    control,
    name: ["deliveryMethod", "paymentMethod", "town"],
  });

  const subtotal = cartTotal(lines);
  const deliveryAllowed = canDeliver(subtotal);

  // The cart shrank (a notice, another tab) below the delivery minimum: fall back to pickup, and say so.
  useEffect(() => {
    if (deliveryMethod === "delivery" && !deliveryAllowed && lines.length > 0) {
      setValue("deliveryMethod", "pickup");
      addCartNotices([
        `El envío a domicilio requiere una compra mínima de ${formatUYU(DELIVERY_MIN_SUBTOTAL)}: cambiamos la entrega a retiro en el local.`,
      ]);
    }
  }, [deliveryMethod, deliveryAllowed, lines.length, setValue]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const method = deliveryMethod === "delivery" ? "delivery" : "pickup";
  const payment = paymentMethod === "mercadopago" ? "mercadopago" : "bank";
  const townName = town || DEFAULT_DEPARTMENT;
  const totals = orderTotals({ lines, deliveryMethod: method, town: townName, paymentMethod: payment });
  const readyDate = formatShortDate(estimateReadyDate({ now: new Date(), deliveryMethod: method, town: townName }));

  async function onSubmit(values: CheckoutForm) {
    if (inFlight.current) return; // a double click while the first request is on its way
    const items = cartStore.get();
    if (items.length === 0) return;
    if (values.paymentMethod === "bank" && receipt.state.status === "uploading") {
      setProblem({ message: "Espere a que termine de subirse el comprobante." });
      return;
    }
    inFlight.current = true;
    setProblem(null);
    try {
      const pickup = values.deliveryMethod === "pickup";
      const result = await placeOrder({
        ...values,
        ...(pickup ? { streetAddress: undefined, apartment: undefined, town: undefined, zip: undefined } : {}),
        note: values.note || undefined,
        items: items.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        receiptFileId:
          values.paymentMethod === "bank" && receipt.state.status === "done" ? receipt.state.id : undefined,
        idempotencyKey: idempotencyKey.current,
      });
      switch (result.kind) {
        case "created":
          cartStore.set([]);
          clearCartNotices();
          idempotencyKey.current = newIdempotencyKey();
          setOrder(result.order);
          return;
        case "invalid": {
          let first: FieldName | undefined;
          const other: string[] = [];
          for (const { path, message } of result.fields) {
            const field = path.split(".")[0] as FieldName;
            if (FORM_FIELDS.includes(field)) {
              setError(field, { type: "server", message });
              first ??= field;
            } else other.push(message);
          }
          idempotencyKey.current = newIdempotencyKey();
          if (first) setFocus(first);
          else setProblem({ message: result.message, items: other });
          return;
        }
        case "short": {
          applyReconciled((current) => applyShortItems(current, result.items));
          idempotencyKey.current = newIdempotencyKey();
          setProblem({
            message:
              result.code === "out_of_stock"
                ? "No hay stock suficiente de algunos productos. Ajustamos su carrito: revise el resumen y confirme el pedido de nuevo."
                : "Algunos productos ya no están a la venta. Los quitamos del carrito: revise el resumen y confirme el pedido de nuevo.",
            items: result.items.map((i) =>
              i.available === undefined
                ? `${i.name ?? "Un producto"}: ya no está disponible.`
                : `${i.name ?? "Un producto"}: pidió ${i.requested ?? "?"}, ${i.available === 1 ? "queda 1" : `quedan ${i.available}`}.`,
            ),
          });
          void recheckCart();
          return;
        }
        case "payment_unavailable":
          setValue("paymentMethod", "bank");
          idempotencyKey.current = newIdempotencyKey();
          setProblem({ message: result.message });
          return;
        case "refused":
          // Nothing was written, so the corrected order gets a new key. Except for a key already used with
          // other data: that order may exist, and the server asks to reload rather than place a second one.
          if (result.code !== "idempotency_conflict") idempotencyKey.current = newIdempotencyKey();
          if (result.code === "invalid_receipt") receipt.reset();
          setProblem({ message: result.message });
          return;
        case "retry":
          // Keep the key: if the order did reach the server, sending it again gives back that same order.
          setProblem({ message: result.message });
          return;
      }
    } finally {
      inFlight.current = false;
    }
  }

  const breadcrumb = [
    { label: "Productos", to: "/shop" },
    { label: "Carrito", to: "/shop/cart" },
    { label: "Resumen" },
  ];

  if (order) {
    return (
      <>
        <PageHeader title="Resumen" breadcrumb={breadcrumb} />
        <Container className="page-section">
          <OrderCreatedDialog order={order} />
          <div className="checkout-done">
            <p>
              Pedido <strong>{order.id}</strong> creado.
            </p>
            <LinkButton
              to="/shop/order/$id"
              params={{ id: String(order.id) }}
              search={{ token: order.accessToken }}
              variant="primary"
            >
              Ver mi pedido
            </LinkButton>
          </div>
        </Container>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Resumen" breadcrumb={breadcrumb} />
      <Container className="page-section checkout">
        <CartNotices />
        {lines.length === 0 ? (
          <div className="cart-empty checkout-empty">
            <p>No hay productos en el carrito.</p>
            <LinkButton to="/shop" variant="primary">
              Ver productos
            </LinkButton>
          </div>
        ) : (
          <form className="checkout-layout" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Datos del pedido">
            <div className="checkout-main">
              <DeliveryNotes />

              <fieldset className="checkout-fieldset">
                <legend>Datos de contacto</legend>
                <p className="field__hint">
                  Los campos marcados con <span aria-hidden="true">*</span>
                  <span className="visually-hidden">asterisco</span> son obligatorios.
                </p>
                <div className="field-grid">
                  <TextField
                    label="Correo electrónico"
                    required
                    type="email"
                    autoComplete="email"
                    registration={register("email")}
                    error={errors.email?.message}
                    wide
                  />
                  <TextField
                    label="Nombre"
                    required
                    autoComplete="given-name"
                    registration={register("firstName")}
                    error={errors.firstName?.message}
                  />
                  <TextField
                    label="Apellido"
                    required
                    autoComplete="family-name"
                    registration={register("lastName")}
                    error={errors.lastName?.message}
                  />
                  <TextField
                    label="Teléfono"
                    required
                    type="tel"
                    autoComplete="tel"
                    registration={register("phone")}
                    error={errors.phone?.message}
                  />
                  <TextField
                    label="RUT"
                    hint="Opcional, solo si necesita factura a nombre de una empresa."
                    inputMode="numeric"
                    registration={register("rut")}
                    error={errors.rut?.message}
                  />
                </div>
              </fieldset>

              <fieldset className="checkout-fieldset">
                <legend>Entrega</legend>
                <div className="choice-list">
                  <Choice
                    registration={register("deliveryMethod")}
                    value="pickup"
                    title="Retiro en el local"
                    description="Sin costo. Le avisamos cuando esté pronto."
                  />
                  <Choice
                    registration={register("deliveryMethod")}
                    value="delivery"
                    title="Envío a domicilio"
                    disabled={!deliveryAllowed}
                    description={
                      deliveryAllowed
                        ? `Montevideo: ${formatUYU(MONTEVIDEO_DELIVERY_FEE)}, gratis desde ${formatUYU(FREE_DELIVERY_FROM)}. Interior: por agencia, lo paga quien recibe.`
                        : `Disponible para compras desde ${formatUYU(DELIVERY_MIN_SUBTOTAL)}: le faltan ${formatUYU(DELIVERY_MIN_SUBTOTAL - subtotal)} en productos.`
                    }
                  />
                </div>
                {errors.deliveryMethod?.message && (
                  <p className="field__error" role="alert">
                    {errors.deliveryMethod.message}
                  </p>
                )}
              </fieldset>

              {method === "delivery" && (
                <fieldset className="checkout-fieldset">
                  <legend>Dirección de envío</legend>
                  <div className="field-grid">
                    <TextField
                      label="Calle y número"
                      required
                      autoComplete="address-line1"
                      registration={register("streetAddress")}
                      error={errors.streetAddress?.message}
                      wide
                    />
                    <TextField
                      label="Apartamento"
                      required
                      hint="Si es una casa, escriba «Casa»."
                      autoComplete="address-line2"
                      registration={register("apartment")}
                      error={errors.apartment?.message}
                    />
                    <SelectField
                      label="Departamento"
                      required
                      autoComplete="address-level1"
                      registration={register("town")}
                      error={errors.town?.message}
                    >
                      {DEPARTMENTS.map((d) => (
                        <option key={d.id} value={d.name}>
                          {d.name}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label="Código postal"
                      required
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={5}
                      registration={register("zip")}
                      error={errors.zip?.message}
                    />
                  </div>
                </fieldset>
              )}

              <fieldset className="checkout-fieldset">
                <legend>Nota y novedades</legend>
                <TextAreaField
                  label="Nota para el pedido"
                  hint="Opcional: horario para recibirlo, referencias de la dirección, etc."
                  registration={register("note")}
                  error={errors.note?.message}
                />
                <label className="checkbox">
                  <input type="checkbox" {...register("subscribe")} />
                  <span>Quiero recibir novedades y promociones por correo.</span>
                </label>
              </fieldset>

              <fieldset className="checkout-fieldset">
                <legend>Forma de pago</legend>
                <div className="choice-list">
                  <Choice
                    registration={register("paymentMethod")}
                    value="bank"
                    title={`Transferencia bancaria (${TRANSFER_DISCOUNT_PERCENT}% de descuento)`}
                    description="BROU o Itaú. Le mostramos los datos de las cuentas al confirmar el pedido."
                  />
                  <Choice
                    registration={register("paymentMethod")}
                    value="mercadopago"
                    title="Mercado Pago"
                    badge="Muy pronto"
                    disabled
                    description="Tarjetas y redes de cobranza: muy pronto podrá pagar con Mercado Pago."
                  />
                </div>
              </fieldset>

              {payment === "bank" && (
                <ReceiptUpload state={receipt.state} onChoose={receipt.choose} onRemove={receipt.reset} />
              )}
            </div>

            <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
              <h2 id="checkout-summary-title" className="checkout-section-title">
                Su pedido
              </h2>
              <ul className="summary-lines" aria-busy={checking || undefined}>
                {lines.map((line) => (
                  <li key={line.cartId} className="summary-line">
                    <CartThumb src={line.image} size={48} />
                    <span className="summary-line__name">
                      {line.name}{" "}
                      <span className="summary-line__meta">
                        ({line.size} {line.unit}) × {line.quantity}
                      </span>
                    </span>
                    <span className="summary-line__total">{formatUYU(line.unitPrice * line.quantity)}</span>
                  </li>
                ))}
              </ul>
              <OrderTotals order={{ ...totals, deliveryMethod: method }} />
              <p className="checkout-summary__date">
                {method === "pickup" ? "Fecha estimada de retiro" : "Fecha estimada de entrega"}:{" "}
                <strong>{readyDate}</strong>
              </p>
              {totals.deliveryPaidByReceiver && (
                <p className="checkout-summary__note">
                  El envío al interior lo cobra la agencia a quien recibe el paquete.
                </p>
              )}
              <div
                ref={problemRef}
                className={problem ? "checkout-problem" : undefined}
                role="alert"
                tabIndex={problem ? -1 : undefined}
              >
                {problem && (
                  <>
                    <p>{problem.message}</p>
                    {problem.items && problem.items.length > 0 && (
                      <ul>
                        {problem.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </div>
              {lines.length > 0 && (
                <button
                  type="submit"
                  className="btn btn--primary btn--lg checkout-summary__submit"
                  disabled={isSubmitting}
                >
                  {isSubmitting ? (
                    <>
                      <span className="btn-spinner" aria-hidden="true" />
                      Enviando pedido…
                    </>
                  ) : (
                    "Confirmar pedido"
                  )}
                </button>
              )}
              <p className="checkout-summary__fine">
                Los precios se confirman al crear el pedido. <Link to="/shop/cart">Modificar el carrito</Link>
              </p>
            </aside>
          </form>
        )}
      </Container>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Fields: each label is tied to its input; errors are announced and referenced by aria-describedby.

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, required, hint, error, wide, children }: FieldShellProps) {
  return (
    <div className={wide ? "field field--wide" : "field"}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string;
  wide?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel" | "email";
  maxLength?: number;
}

function TextField({ label, registration, required, hint, error, wide, type = "text", ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <input
        id={id}
        type={type}
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      />
    </FieldShell>
  );
}

function SelectField({
  label,
  registration,
  required,
  error,
  autoComplete,
  children,
}: Omit<TextFieldProps, "type" | "inputMode" | "maxLength" | "wide" | "hint"> & { children: ReactNode }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        id={id}
        className="field__input"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...registration}
      >
        {children}
      </select>
    </FieldShell>
  );
}

function TextAreaField({
  label,
  registration,
  hint,
  error,
}: Pick<TextFieldProps, "label" | "registration" | "hint" | "error">) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} wide>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
    </FieldShell>
  );
}

function Choice({
  registration,
  value,
  title,
  description,
  disabled,
  badge,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  title: string;
  description: string;
  disabled?: boolean;
  badge?: string;
}) {
  const id = useId();
  return (
    <label className={disabled ? "choice choice--disabled" : "choice"} htmlFor={id}>
      <input
        id={id}
        type="radio"
        value={value}
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        {...registration}
      />
      <span className="choice__text">
        <span className="choice__title">
          <span id={`${id}-title`}>{title}</span>
          {badge && <span className="choice__badge">{badge}</span>}
        </span>
        <span id={`${id}-desc`} className="choice__description">
          {description}
        </span>
      </span>
    </label>
  );
}
