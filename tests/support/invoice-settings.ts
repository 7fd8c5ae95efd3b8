/** The Facturación settings the tests issue CFEs with (a valid RUT; DGI's amount for naming the buyer). */
export const TEST_ISSUER = {
  issuerRut: "211234560019",
  legalName: "Química Oriental S.A.",
  address: "Av. Gral. Flores 2345",
  city: "Montevideo",
  department: "Montevideo",
  identifyBuyerFrom: 32000,
} as const;
