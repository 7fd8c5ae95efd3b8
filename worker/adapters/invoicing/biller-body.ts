import type { CfeLine, CfeReceiver, IvaRate } from "../../../domain/invoices.ts";
import type { IssueRequest } from "./port.ts";

// The body of Biller's POST /v3/comprobantes/emitir for a CFE of ours (decision 027 says where each field comes
// from: Biller's OpenAPI and "tabla de valores", https://biller-labs.github.io/api-docs/openapi.yaml).

/** Biller's indicador_facturacion (DGI's codes): 1 exento, 2 tasa mínima, 3 tasa básica. */
export const BILLER_RATE: Readonly<Record<IvaRate, 1 | 2 | 3>> = { exento: 1, minima: 2, basica: 3 };

export interface BillerItem {
  codigo: string;
  cantidad: number;
  concepto: string;
  precio: number;
  indicador_facturacion: 1 | 2 | 3;
  descuento_tipo?: "$";
  descuento_cantidad?: number;
}

export type BillerClient =
  | "-"
  | {
      tipo_documento: 2 | 3;
      documento: string;
      razon_social?: string;
      nombre_fantasia?: string;
      sucursal: { direccion?: string; pais: "UY" };
    };

export interface BillerIssueBody {
  tipo_comprobante: number;
  numero_interno: string;
  forma_pago: 1;
  sucursal: number;
  moneda: "UYU";
  montos_brutos: 1;
  cliente: BillerClient;
  items: BillerItem[];
  referencias?: number[];
  razon_referencia?: string;
}

/** Biller's documented lengths: codigo 35, concepto 80, razon_social 70, nombre_fantasia 30, direccion 70. */
const cut = (text: string, max: number) => text.trim().slice(0, max);

export function billerClient(receiver: CfeReceiver): BillerClient {
  switch (receiver.kind) {
    case "none":
      return "-";
    case "ci":
      return {
        tipo_documento: 3,
        documento: receiver.document,
        nombre_fantasia: cut(receiver.name, 30),
        sucursal: { pais: "UY" },
      };
    case "rut":
      return {
        tipo_documento: 2,
        documento: receiver.rut,
        razon_social: cut(receiver.name, 70),
        sucursal: { ...(receiver.address.trim() ? { direccion: cut(receiver.address, 70) } : {}), pais: "UY" },
      };
  }
}

/** A line at its price with IVA (montos_brutos 1); its share of the order's discounts in pesos off the line. */
export function billerItem(line: CfeLine): BillerItem {
  return {
    codigo: cut(line.code, 35),
    cantidad: line.quantity,
    concepto: cut(line.description, 80),
    precio: line.unitPrice,
    indicador_facturacion: BILLER_RATE[line.rate],
    ...(line.discount > 0 ? { descuento_tipo: "$" as const, descuento_cantidad: line.discount } : {}),
  };
}

/**
 * Cash sale in pesos, prices with IVA, no e-mail addresses (the shop sends its own mail, so Biller sends none);
 * a credit note names the CFE it undoes by Biller's id.
 */
export function billerIssueBody(request: IssueRequest, branchId: number): BillerIssueBody {
  const body: BillerIssueBody = {
    tipo_comprobante: request.type,
    numero_interno: request.internalNumber,
    forma_pago: 1,
    sucursal: branchId,
    moneda: "UYU",
    montos_brutos: 1,
    cliente: billerClient(request.document.receiver),
    items: request.document.lines.map(billerItem),
  };
  if (request.reference) {
    body.referencias = [Number(request.reference.providerId)];
    body.razon_referencia = `Anulación de la venta del pedido ${request.document.orderId}`;
  }
  return body;
}
