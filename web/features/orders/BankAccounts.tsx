import { formatUYU } from "../../../domain/money.ts";
import { BANK_ACCOUNTS } from "../../../domain/shop-info.ts";

/** Where to transfer: the shop's two bank accounts and the exact amount. */
export function BankAccounts({ total, orderId }: { total: number; orderId: string | number }) {
  return (
    <div className="bank-accounts">
      <p className="bank-accounts__amount">
        Total a transferir: <strong>{formatUYU(total)}</strong>
      </p>
      <ul className="bank-accounts__list">
        {BANK_ACCOUNTS.map((account) => (
          <li key={account.bank} className="bank-accounts__item">
            <strong className="bank-accounts__bank">{account.bank}</strong>
            <span>{account.accountType}</span>
            <span>
              N.º de cuenta: <span className="bank-accounts__number">{account.number}</span>
            </span>
            <span>Titular: {account.holder}</span>
          </li>
        ))}
      </ul>
      <p className="bank-accounts__ref">
        Indique el número de pedido <strong>{orderId}</strong> en la referencia de la transferencia.
      </p>
    </div>
  );
}
