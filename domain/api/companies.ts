import type { Activity } from "../schemas/company.ts";

// 'Empresas' in the back office (issue 44 part 1): GET /api/admin/companies.

export type BusinessRequestStatus = "solicitada" | "aprobada" | "rechazada";

export interface AdminBusinessRequest {
  id: number;
  email: string;
  rut: string;
  legalName: string;
  fiscalAddress: string;
  activity: Activity;
  comment: string;
  status: BusinessRequestStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedByEmail: string | null;
  /** The company the approval made or joined. */
  companyName: string | null;
  /** The address's orders (any state but abandoned Mercado Pago ones) and what they add up to. */
  orders: number;
  spent: number;
}

export interface AdminCompany {
  id: number;
  rut: string;
  legalName: string;
  fiscalAddress: string;
  activity: Activity;
  priceListId: number;
  priceListName: string;
  approvedAt: string;
  buyers: string[];
}

export interface AdminCompaniesAnswer {
  /** Solicitadas first, then the decided ones, newest first. */
  requests: AdminBusinessRequest[];
  companies: AdminCompany[];
  priceLists: { id: number; name: string }[];
}
