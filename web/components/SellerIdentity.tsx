import type { Seller } from "../../domain/api/content.ts";

/**
 * Who sells, as Decreto 167/021 asks it named before a purchase (issue 40): legal name, RUT, fiscal address,
 * telephone and e-mail, from Ajustes > Facturación (the CFE issuer) and the shop's contact. Nothing until the
 * owner has filled them in.
 */
export function SellerIdentity({ seller, className }: { seller: Seller | null; className?: string }) {
  if (!seller) return null;
  return (
    <p className={className}>
      {seller.legalName} · RUT {seller.rut} · {seller.address} · Tel. {seller.phone} · {seller.email}
    </p>
  );
}
