import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { cartTotal } from "../../../domain/cart.ts";
import { estimateReadyDate, formatDate } from "../../../domain/dates.ts";
import { canDeliver } from "../../../domain/delivery.ts";
import { DEFAULT_DEPARTMENT } from "../../../domain/departments.ts";
import { formatUYU } from "../../../domain/money.ts";
import { orderTotals } from "../../../domain/pricing.ts";
import { type CheckoutForm, type CheckoutFormInput, EMPTY_ORDER_FORM } from "../../../domain/schemas/checkout.ts";
import { BrowserStatePending } from "../../components/BrowserStatePending.tsx";
import { LinkButton } from "../../components/Button.tsx";
import { CartNotices } from "../../components/CartNotices.tsx";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useFiscalPrefill } from "../../components/use-fiscal-prefill.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { addCartNotices } from "../../lib/cart/cart-check.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { couponEmail, couponTerms, useCartCoupon } from "../../lib/cart/coupon-store.ts";
import { useRenderedAhead } from "../../lib/rendered-ahead.ts";
import { useShopSettings } from "../../lib/settings/use-shop-settings.ts";
import { BeforePurchase } from "./BeforePurchase.tsx";
import { AddressSection, ContactSection, DeliverySection, NoteSection, PaymentSection } from "./CheckoutSections.tsx";
import { CheckoutSummary } from "./CheckoutSummary.tsx";
import { checkoutResolver } from "./checkout-resolver.ts";
import { DeliveryNotes } from "./DeliveryNotes.tsx";
import { InteriorShippingSection, useInteriorShipping } from "./InteriorShipping.tsx";
import { KeptCartReminders } from "./KeptCartReminders.tsx";
import { OrderCreatedDialog } from "./OrderCreatedDialog.tsx";
import { ReceiptUpload, useReceiptUpload } from "./ReceiptUpload.tsx";
import { SaveAddressBox, SavedAddressChoice } from "./SavedAddressFields.tsx";
import { useAccountPrefill } from "./use-account-prefill.ts";
import { useCheckoutCheck } from "./use-checkout-check.ts";
import { useCheckoutSubmit } from "./use-checkout-submit.ts";
import { useCouponEmailCheck } from "./use-coupon-email.ts";
import { useSavedDetails } from "./use-saved-details.ts";
import "../../components/cart.css";
import "../../components/order/order.css";
import "../../components/field.css";
import "./checkout.css";

type Values = CheckoutFormInput;

const DEFAULTS: Values = { email: "", ...EMPTY_ORDER_FORM, note: "", subscribe: false, saveAddress: false };

const BREADCRUMB = [{ label: "Productos", to: "/shop" }, { label: "Carrito", to: "/shop/cart" }, { label: "Resumen" }];

/** /shop/checkout ('Resumen'): notes and map, the form, the payment choice and the order summary. */
export function CheckoutPage() {
  usePageTitle("Resumen");
  const lines = cartStore.use();
  const renderedAhead = useRenderedAhead();
  const { checking, identifyBuyerFrom } = useCheckoutCheck();
  // Whether the form asks for the buyer's cédula (below): read by the resolver when it validates.
  const askCiRef = useRef(false);
  const [resolver] = useState(() => checkoutResolver(() => askCiRef.current));
  const receipt = useReceiptUpload();
  const problemRef = useRef<HTMLDivElement>(null);
  // The shop's rules of the moment (the route's loader has read them; the first view has them inlined).
  const shopSettings = useShopSettings();
  const rules = shopSettings.settings?.rules;

  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CheckoutForm>({ resolver, defaultValues: DEFAULTS, shouldFocusError: true });
  const { order, problem, redirecting, submit } = useCheckoutSubmit({ setError, setFocus, setValue }, receipt);
  useAccountPrefill(setValue);
  const saved = useSavedDetails({ setValue, getValues, getFieldState });
  useFiscalPrefill(getValues, setValue);

  const [deliveryMethod, paymentMethod, town, rut, emailField, shippingCarrier, shippingMode] = useWatch({
    control,
    name: ["deliveryMethod", "paymentMethod", "town", "rut", "email", "shippingCarrier", "shippingMode"],
  });

  const coupon = useCartCoupon();
  // A code once per e-mail: asked again for the shopper's e-mail as it is typed (debounced), refused beside the code.
  const email = couponEmail(emailField);
  useCouponEmailCheck(email);
  const code = couponTerms(coupon);
  // The delivery minimum looks at the products total after the code (DESIGN.md 9).
  const subtotal = cartTotal(lines) - (coupon.applied?.preview.discount ?? 0);
  const deliveryAllowed = !rules || canDeliver(subtotal, rules);

  // The cart shrank (a notice, another tab) below the delivery minimum: fall back to pickup, and say so.
  useEffect(() => {
    if (rules && deliveryMethod === "delivery" && !deliveryAllowed && lines.length > 0) {
      setValue("deliveryMethod", "pickup");
      addCartNotices([
        `El envío a domicilio requiere una compra mínima de ${formatUYU(rules.deliveryMinimum)}: cambiamos la entrega a retiro en el local.`,
      ]);
    }
  }, [deliveryMethod, deliveryAllowed, lines.length, setValue, rules]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const method = deliveryMethod === "delivery" ? "delivery" : "pickup";
  const payment = paymentMethod === "mercadopago" ? "mercadopago" : "bank";
  const townName = town || DEFAULT_DEPARTMENT;
  const shipping = useInteriorShipping(method, townName, lines);
  const totals =
    rules &&
    orderTotals({
      lines,
      deliveryMethod: method,
      town: townName,
      paymentMethod: payment,
      rules,
      code,
      interior: shipping.quote,
    });
  const readyDate =
    rules && formatDate(estimateReadyDate({ now: new Date(), deliveryMethod: method, town: townName, rules }));
  // The CFE (issue 26): a RUT names its company; without one, DGI's threshold asks for the buyer's cédula (also
  // once the server asked for it, should the threshold be unknown here).
  const company = Boolean(rut?.trim());
  const serverAskedCi = useServerAsked(errors.buyerDocument?.type === "server");
  const askCi =
    !company && ((identifyBuyerFrom !== null && !!totals && totals.total >= identifyBuyerFrom) || serverAskedCi);
  askCiRef.current = askCi;

  if (order) {
    return (
      <>
        <PageHeader title="Resumen" breadcrumb={BREADCRUMB} />
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
      <PageHeader title="Resumen" breadcrumb={BREADCRUMB} />
      <Container className="page-section checkout browser-state-page">
        <CartNotices />
        {renderedAhead ? (
          // Rendered ahead of the browser (web/server), the cart is not known yet: the page waits for it.
          <BrowserStatePending label="Cargando su pedido…" />
        ) : !rules || !totals || !readyDate ? (
          // Never priced with guessed rules: without them the page waits, or offers to try again.
          shopSettings.failed ? (
            <InlineError
              message="No pudimos leer las condiciones de la tienda."
              onRetry={() => window.location.reload()}
            />
          ) : (
            <p className="checkout-loading">Cargando…</p>
          )
        ) : lines.length === 0 ? (
          <div className="cart-empty checkout-empty">
            <p>No hay productos en el carrito.</p>
            <LinkButton to="/shop" variant="primary">
              Ver productos
            </LinkButton>
          </div>
        ) : (
          <form className="checkout-layout" noValidate onSubmit={handleSubmit(submit)} aria-label="Datos del pedido">
            <div className="checkout-main">
              <DeliveryNotes rules={rules} />
              <ContactSection
                register={register}
                errors={errors}
                company={company}
                askCi={askCi}
                identifyBuyerFrom={identifyBuyerFrom}
              />
              <KeptCartReminders email={email} />
              <DeliverySection
                register={register}
                errors={errors}
                subtotal={subtotal}
                deliveryAllowed={deliveryAllowed}
                rules={rules}
              />
              {method === "delivery" && <SavedAddressChoice addresses={saved.addresses} onPick={saved.pick} />}
              {method === "delivery" && <AddressSection register={register} errors={errors} />}
              {method === "delivery" && saved.signedIn && <SaveAddressBox register={register} />}
              {shipping.offer && shipping.interior && (
                <InteriorShippingSection
                  {...{ register, errors, setValue, offer: shipping.offer, quote: shipping.quote, town: townName }}
                  carrierId={shippingCarrier}
                  mode={shippingMode}
                />
              )}
              <NoteSection register={register} errors={errors} />
              <PaymentSection register={register} errors={errors} discountPercent={rules.transferDiscountPercent} />
              {payment === "bank" && (
                <ReceiptUpload state={receipt.state} onChoose={receipt.choose} onRemove={receipt.reset} />
              )}
            </div>
            <CheckoutSummary
              lines={lines}
              checking={checking}
              totals={{
                ...totals,
                discountCode: coupon.applied?.preview.code ?? null,
                deliveryMethod: method,
                transferDiscountPercent: rules.transferDiscountPercent,
              }}
              readyDate={readyDate}
              payment={payment}
              problem={problem}
              problemRef={problemRef}
              submitting={isSubmitting}
              redirecting={redirecting}
              email={email}
              beforeSubmit={<BeforePurchase register={register} errors={errors} />}
            />
          </form>
        )}
      </Container>
    </>
  );
}

/** Stays true once `asked` was: a field the server asked for stays on the form. */
function useServerAsked(asked: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (asked) setSeen(true);
  }, [asked]);
  return seen || asked;
}
