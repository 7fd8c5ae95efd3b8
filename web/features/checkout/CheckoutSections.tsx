import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { formatPercent, formatUYU } from "../../../domain/money.ts";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import type { ShopRules } from "../../../domain/shop-rules.ts";
import { AddressFields } from "../../components/AddressFields.tsx";
import { ContactFields } from "../../components/ContactFields.tsx";
import { Choice, TextAreaField, TextField } from "../../components/fields.tsx";
import { InvoiceFields } from "../../components/InvoiceFields.tsx";

// The checkout form's fieldsets. Labels, hints and errors are wired in fields.tsx.

interface SectionProps {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
}

/** Besides the contact data, what the order's CFE needs (InvoiceFields.tsx). */
type ContactProps = SectionProps & { company: boolean; askCi: boolean; identifyBuyerFrom: number | null };

export function ContactSection({ register, errors, ...invoice }: ContactProps) {
  return (
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
        <ContactFields register={register} errors={errors} />
        <InvoiceFields register={register} errors={errors} {...invoice} />
      </div>
    </fieldset>
  );
}

export function DeliverySection({
  register,
  errors,
  subtotal,
  deliveryAllowed,
  rules,
}: SectionProps & { subtotal: number; deliveryAllowed: boolean; rules: ShopRules }) {
  return (
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
              ? `Montevideo: ${formatUYU(rules.montevideoDeliveryFee)}, gratis desde ${formatUYU(rules.freeDeliveryFrom)}. Interior: por empresa de envío, con el costo a la vista al elegir el departamento.`
              : `Disponible para compras desde ${formatUYU(rules.deliveryMinimum)}: le faltan ${formatUYU(rules.deliveryMinimum - subtotal)} en productos.`
          }
        />
      </div>
      {errors.deliveryMethod?.message && (
        <p className="field__error" role="alert">
          {errors.deliveryMethod.message}
        </p>
      )}
    </fieldset>
  );
}

export function AddressSection({ register, errors }: SectionProps) {
  return (
    <fieldset className="checkout-fieldset">
      <legend>Dirección de envío</legend>
      <div className="field-grid">
        <AddressFields register={register} errors={errors} />
      </div>
    </fieldset>
  );
}

export function NoteSection({ register, errors }: SectionProps) {
  return (
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
  );
}

export function PaymentSection({ register, errors, discountPercent }: SectionProps & { discountPercent: number }) {
  return (
    <fieldset className="checkout-fieldset">
      <legend>Forma de pago</legend>
      <div className="choice-list">
        <Choice
          registration={register("paymentMethod")}
          value="bank"
          title={
            discountPercent > 0
              ? `Transferencia bancaria (${formatPercent(discountPercent)} de descuento)`
              : "Transferencia bancaria"
          }
          description="BROU o Itaú. Le mostramos los datos de las cuentas al confirmar el pedido."
        />
        <Choice
          registration={register("paymentMethod")}
          value="mercadopago"
          title="Mercado Pago"
          description="Tarjetas de crédito y débito, o efectivo en Abitab / RedPagos. Completará el pago en el sitio seguro de Mercado Pago."
        />
      </div>
      {errors.paymentMethod?.message && (
        <p className="field__error" role="alert">
          {errors.paymentMethod.message}
        </p>
      )}
    </fieldset>
  );
}
