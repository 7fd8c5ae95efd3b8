import type { UseFormRegisterReturn } from "react-hook-form";
import { formatUYU } from "../../domain/money.ts";
import { TextField } from "./fields.tsx";

type InvoiceField = "rut" | "companyName" | "companyAddress" | "buyerDocument";

interface InvoiceFieldsProps {
  /** The form's `register` (checkout's, the quote acceptance's): both have these fields (domain/schemas/checkout.ts). */
  register: (name: InvoiceField) => UseFormRegisterReturn;
  errors: Partial<Record<InvoiceField, { message?: string }>>;
  /** A RUT was typed: the e-Factura names the company. */
  company: boolean;
  /** No RUT and a total from DGI's threshold: the e-Ticket names the buyer. */
  askCi: boolean;
  /** The threshold in pesos, when the server said it. */
  identifyBuyerFrom: number | null;
}

/**
 * What the order's CFE needs (issue 26): the RUT, optional (an e-Factura to a company); with one, the company's name
 * and fiscal address; without one, from DGI's threshold, the buyer's cédula. Checkout and the quote acceptance.
 */
export function InvoiceFields({ register, errors, company, askCi, identifyBuyerFrom }: InvoiceFieldsProps) {
  return (
    <>
      <TextField
        label="RUT"
        hint="Opcional, solo si necesita factura a nombre de una empresa."
        inputMode="numeric"
        registration={register("rut")}
        error={errors.rut?.message}
      />
      {company ? (
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
      ) : (
        askCi && (
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
        )
      )}
    </>
  );
}
