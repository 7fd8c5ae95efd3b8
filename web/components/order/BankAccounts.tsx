import { accountLabel } from "../../../domain/bank-accounts.ts";
import { formatUYU } from "../../../domain/money.ts";
import { useShopContact } from "../../lib/company.ts";
import { useShopSettings } from "../../lib/settings/use-shop-settings.ts";

/** Where to transfer: the shop's bank accounts (kept in the back office's settings) and the exact amount. */
export function BankAccounts({ total, orderId }: { total: number; orderId: string | number }) {
  const { settings, failed } = useShopSettings();
  const contact = useShopContact();
  return (
    <div className="bank-accounts">
      <p className="bank-accounts__amount">
        Total a transferir: <strong>{formatUYU(total)}</strong>
      </p>
      {settings ? (
        <ul className="bank-accounts__list">
          {settings.bankAccounts.map((account) => (
            <li key={`${account.bank}-${account.number}`} className="bank-accounts__item">
              <strong className="bank-accounts__bank">{account.bank}</strong>
              <span>{accountLabel(account)}</span>
              <span>
                N.º de cuenta: <span className="bank-accounts__number">{account.number}</span>
              </span>
              <span>Titular: {account.holder}</span>
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p role="alert">
          No pudimos cargar los datos de las cuentas. Consúltelos al {contact.phone} o a {contact.email}.
        </p>
      ) : (
        <p aria-live="polite">Cargando los datos de las cuentas...</p>
      )}
      <p className="bank-accounts__ref">
        Indique el número de pedido <strong>{orderId}</strong> en la referencia de la transferencia.
      </p>
    </div>
  );
}
