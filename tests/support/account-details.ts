// 'Mi cuenta's saved address and fiscal data (issue 43): valid bodies for /api/account/addresses and /fiscal.

export const SAVED_ADDRESS = {
  firstName: "Lucía",
  lastName: "Fernández",
  phone: "099 111 222",
  streetAddress: "Bulevar Guardado 999",
  apartment: "5B",
  town: "Montevideo",
  zip: "11200",
};

/** A RUT whose check digit is right (the one checkout's tests use), with its razón social and domicilio fiscal. */
export const SAVED_FISCAL = {
  rut: "21 047573 0011",
  companyName: "Guardada S.R.L.",
  companyAddress: "Rincón 500, Montevideo",
};
