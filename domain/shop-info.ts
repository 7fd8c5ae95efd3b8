/** The shop's own details shown to customers (checkout dialog, order page, e-mails). */
export const SHOP_NAME = "Química Oriental";

export const SHOP_CONTACT = {
  address: "Av. General Flores 2415, Montevideo",
  phone: "(+598) 2200 1995",
  fax: "(+598) 2200 1996",
  email: "ventas@quimicaoriental.com.uy",
  hours: "Lunes a viernes 8:30–12:30 y 13:00–17:30",
} as const;

/** The two local banks customers transfer to (SPEC section 1), 5% off the products. */
export const BANK_ACCOUNTS = [
  { bank: "BROU", accountType: "Caja de ahorro en pesos", number: "001234567-00001", holder: "Química Oriental S.A." },
  { bank: "Itaú", accountType: "Cuenta corriente en pesos", number: "7654321", holder: "Química Oriental S.A." },
] as const;
