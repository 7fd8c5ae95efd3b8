import { adminRead } from "../shell/admin-data.ts";
import { fetchCompanies } from "./companies-api.ts";

/** /admin/companies: the 'Cuenta empresa' requests, the companies and the price lists to choose from. */
export const loadCompanies = () => ({ list: adminRead(fetchCompanies) });
