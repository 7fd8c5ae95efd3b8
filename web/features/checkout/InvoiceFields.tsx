import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { formatUYU } from "../../../domain/money.ts";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { TextField } from "../../components/fields.tsx";

interface InvoiceFieldsProps {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  /** A RUT was typed: the e-Factura names the company. */
  company: boolean;
  /** No RUT and a total from DGI's threshold: the e-Ticket names the buyer. */
  askCi: boolean;
  /** The threshold in pesos, when the server said it. */
  identifyBuyerFrom: number | null;
}

/** What the CFE needs besides the RUT (issue 26): the company's name and address, or the buyer's cédula. */
export function InvoiceFields({ register, errors, company, askCi, identifyBuyerFrom }: InvoiceFieldsProps) {
  if (company) {
    return (
      <>
        <TextField
          label="Razón social"
          required
          autoComplete="organization"
          maxLength={150}
          registration={register("companyName")}
          error={errors.companyName?.message}
        />
        <TextField
          label="Domicilio fiscal"
          required
          maxLength={200}
          registration={register("companyAddress")}
          error={errors.companyAddress?.message}
        />
      </>
    );
  }
  if (!askCi) return null;
  return (
    <TextField
      label="Cédula de identidad"
      required
      inputMode="numeric"
      maxLength={11}
      hint={
        identifyBuyerFrom === null
          ? undefined
          : `Para compras desde ${formatUYU(identifyBuyerFrom)} DGI pide identificar al comprador en el e-Ticket.`
      }
      registration={register("buyerDocument")}
      error={errors.buyerDocument?.message}
    />
  );
}
