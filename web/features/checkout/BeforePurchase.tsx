import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { SellerIdentity } from "../../components/SellerIdentity.tsx";
import { useSeller } from "../../lib/settings/use-shop-settings.ts";

// What Decreto 167/021 asks the shop to show before 'Confirmar pedido' (issue 40; decision 030): who sells, the
// health and safety warnings, and the terms the shopper accepts (required: the server refuses an order without
// it and stores the version accepted).

const NEW_TAB = <span className="visually-hidden"> (se abre en otra pestaña)</span>;

export function BeforePurchase({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
}) {
  const seller = useSeller();
  const error = errors.acceptTerms?.message;
  return (
    <div className="before-purchase">
      {seller && (
        <div className="before-purchase__seller">
          <h3 className="before-purchase__title">Vendedor</h3>
          <SellerIdentity seller={seller} />
        </div>
      )}
      <div className="before-purchase__safety">
        <h3 className="before-purchase__title">Advertencias de salud y seguridad</h3>
        <p>
          Son productos químicos y materias primas concentradas: manténgalos fuera del alcance de los niños, lea la
          etiqueta y la hoja de seguridad antes de usarlos y consérvelos en su envase original, bien cerrado.
        </p>
      </div>
      <label className="checkbox before-purchase__terms">
        <input
          type="checkbox"
          {...register("acceptTerms")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "acceptTerms-error" : undefined}
        />
        <span>
          He leído y acepto los{" "}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            Términos y condiciones{NEW_TAB}
          </a>{" "}
          y la{" "}
          <a href="/privacy" target="_blank" rel="noopener">
            Política de privacidad{NEW_TAB}
          </a>
          .
        </span>
      </label>
      {error && (
        <p id="acceptTerms-error" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
