import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  control: Control<ShopSettingsInput>;
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

const EMPTY_ACCOUNT = { bank: "", accountType: "", currency: "UYU", number: "", holder: "" } as const;

/** Ajustes > Cuentas bancarias: the one or two accounts customers transfer to (checkout, order page, mails). */
export function BankAccountsSection({ control, register, errors }: Props) {
  const accounts = useFieldArray({ control, name: "bankAccounts" });
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-banks">
      <h2 id="settings-banks" className="admin-card__title">
        Cuentas para transferencias
      </h2>
      {errors.bankAccounts?.root?.message || errors.bankAccounts?.message ? (
        <p className="admin-field__error" role="alert">
          {errors.bankAccounts?.root?.message ?? errors.bankAccounts?.message}
        </p>
      ) : null}
      {accounts.fields.map((field, index) => {
        const e = errors.bankAccounts?.[index];
        return (
          <fieldset key={field.id} className="admin-settings__account">
            <legend>Cuenta {index + 1}</legend>
            <div className="admin-settings__fields">
              <AdminField label="Banco" error={e?.bank?.message}>
                {(p) => <input {...p} {...register(`bankAccounts.${index}.bank`)} maxLength={60} />}
              </AdminField>
              <AdminField label="Tipo de cuenta" hint="Por ejemplo: Caja de ahorro" error={e?.accountType?.message}>
                {(p) => <input {...p} {...register(`bankAccounts.${index}.accountType`)} maxLength={60} />}
              </AdminField>
              <AdminField label="Moneda" error={e?.currency?.message}>
                {(p) => (
                  <select {...p} {...register(`bankAccounts.${index}.currency`)}>
                    <option value="UYU">Pesos uruguayos</option>
                    <option value="USD">Dólares estadounidenses</option>
                  </select>
                )}
              </AdminField>
              <AdminField label="Número de cuenta" error={e?.number?.message}>
                {(p) => <input {...p} {...register(`bankAccounts.${index}.number`)} maxLength={40} />}
              </AdminField>
              <AdminField label="Titular" error={e?.holder?.message}>
                {(p) => <input {...p} {...register(`bankAccounts.${index}.holder`)} maxLength={120} />}
              </AdminField>
            </div>
            {accounts.fields.length > 1 && (
              <div className="admin-content__actions">
                <button type="button" className="btn btn--outline" onClick={() => accounts.remove(index)}>
                  Quitar la cuenta {index + 1}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {accounts.fields.length < 2 && (
        <div>
          <button type="button" className="btn btn--outline" onClick={() => accounts.append({ ...EMPTY_ACCOUNT })}>
            Agregar otra cuenta
          </button>
        </div>
      )}
    </section>
  );
}
