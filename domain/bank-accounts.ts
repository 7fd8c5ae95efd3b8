/** The currencies a bank account is kept in, as the shop names them. */
export const CURRENCIES = { UYU: "pesos", USD: "dólares" } as const;

/** 'Caja de ahorro en pesos' (the order page, the mails). Without zod: the storefront shows it on its first load. */
export function accountLabel(account: { accountType: string; currency: keyof typeof CURRENCIES }): string {
  return `${account.accountType} en ${CURRENCIES[account.currency]}`;
}
