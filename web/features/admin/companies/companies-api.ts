import type { AdminCompaniesAnswer } from "../../../../domain/api/companies.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// 'Empresas' (issue 44 part 1): /api/admin/companies.

export const fetchCompanies = (signal?: AbortSignal) => adminJson<AdminCompaniesAnswer>("/companies", signal);

const send = (path: `/${string}`, method: string, body?: unknown) =>
  adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export const approveRequest = (id: number, priceListId: number) =>
  send(`/companies/requests/${id}/approve`, "POST", { priceListId });
export const declineRequest = (id: number, reason: string) =>
  send(`/companies/requests/${id}/decline`, "POST", { reason });
export const changeCompanyList = (id: number, priceListId: number) =>
  send(`/companies/${id}/price-list`, "PUT", { priceListId });
export const addCompanyBuyer = (id: number, email: string) => send(`/companies/${id}/buyers`, "POST", { email });
export const removeCompanyBuyer = (id: number, email: string) =>
  send(`/companies/${id}/buyers/${encodeURIComponent(email)}`, "DELETE");
