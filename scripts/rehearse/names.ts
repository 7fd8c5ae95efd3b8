/**
 * The rehearsal's addresses. The outside services keep their real host names (the Mercado Pago SDK's base
 * URL is fixed, and Resend's is the SDK's default), so nothing in the Worker is configured differently from a
 * deploy but the shop's own address and its Supabase project: all of them resolve to 127.0.0.1 through
 * /etc/hosts (scripts/rehearse/hosts.ts) and are served over https with a certificate of a local CA
 * (scripts/rehearse/tls.ts).
 */
export const REHEARSAL_HOSTS = {
  /** The shop: PUBLIC_SITE_URL (production refuses localhost, so it gets a name of its own). */
  shop: "tienda.ensayo.test",
  /** A Supabase project (a hosted project's address shape: <20-character ref>.supabase.co). */
  supabase: "ensayoquimicaorient.supabase.co",
  mercadopagoApi: "api.mercadopago.com",
  mercadopagoCheckout: "www.mercadopago.com.uy",
  resend: "api.resend.com",
} as const;

/** The shop answers on this port (wrangler dev over https); the services on 443, as the SDKs expect. */
export const REHEARSAL_SHOP_PORT = Number(process.env.REHEARSAL_PORT ?? 8443);
export const REHEARSAL_SERVICES_PORT = 443;

export const REHEARSAL_SITE_URL = `https://${REHEARSAL_HOSTS.shop}:${REHEARSAL_SHOP_PORT}`;
export const REHEARSAL_SUPABASE_URL = `https://${REHEARSAL_HOSTS.supabase}`;

/** Every name the certificate covers and /etc/hosts must map to loopback. */
export const allRehearsalHosts = (): string[] => Object.values(REHEARSAL_HOSTS);
