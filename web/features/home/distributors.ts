/**
 * The distributors and clients the home page shows (DistributorsStrip.tsx), with their logos, which
 * scripts/generate-images.ts draws for the demo at these paths: one list for both.
 */
export interface Distributor {
  name: string;
  logo: string;
}

export const DISTRIBUTORS: readonly Distributor[] = [
  { name: "Droguería Sur", logo: "/images/brands/drogueria-sur.webp" },
  { name: "Cosmética Litoral", logo: "/images/brands/cosmetica-litoral.webp" },
  { name: "Laboratorio Prado", logo: "/images/brands/laboratorio-prado.webp" },
  { name: "Jabonería del Cerro", logo: "/images/brands/jaboneria-del-cerro.webp" },
  { name: "Alimentos La Rambla", logo: "/images/brands/alimentos-la-rambla.webp" },
  { name: "Veterinaria Campo Verde", logo: "/images/brands/veterinaria-campo-verde.webp" },
];
