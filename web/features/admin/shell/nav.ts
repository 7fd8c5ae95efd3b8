import type { IconComponent } from "../../../components/Icon.tsx";
import {
  BoxIcon,
  ChartIcon,
  FlagIcon,
  GearIcon,
  ImageIcon,
  KeyIcon,
  MailIcon,
  PageIcon,
  PenIcon,
  ReceiptIcon,
  SendIcon,
  SheetIcon,
  StarIcon,
  StoreIcon,
  SunIcon,
  TagIcon,
  TicketIcon,
  TraceIcon,
  UsersIcon,
} from "./icons.tsx";

interface AdminPageInfo {
  label: string;
  /** The top bar's title when it differs from the sidebar's label. */
  title?: string;
  icon: IconComponent;
}

/**
 * The back office's pages; the key is the path under /admin/ (pages.ts has their components). The sidebar shows
 * them grouped (ADMIN_NAV_GROUPS below).
 */
export const ADMIN_PAGES = {
  dashboard: { label: "Panel", icon: ChartIcon },
  orders: { label: "Pedidos", icon: ReceiptIcon },
  customers: { label: "Clientes", icon: UsersIcon },
  companies: { label: "Empresas", title: "Empresas: cuentas mayoristas", icon: UsersIcon },
  "new-order": { label: "Nuevo pedido", icon: StoreIcon },
  traceability: { label: "Trazabilidad", title: "Trazabilidad de lotes", icon: TraceIcon },
  products: { label: "Productos", icon: BoxIcon },
  categories: { label: "Categorías", icon: TagIcon },
  catalogue: { label: "Catálogo", title: "Catálogo: planilla y precios", icon: SheetIcon },
  featured: { label: "Destacados", title: "Productos destacados", icon: StarIcon },
  "price-lists": { label: "Listas de precios", title: "Listas de precios mayoristas", icon: TagIcon },
  coupons: { label: "Cupones", title: "Cupones de descuento", icon: TicketIcon },
  quotes: { label: "Cotizaciones", icon: ReceiptIcon },
  blogs: { label: "Blog", icon: PenIcon },
  pages: { label: "Páginas", title: "Páginas del sitio", icon: PageIcon },
  banners: { label: "Banner", title: "Cartel banner", icon: FlagIcon },
  vacations: { label: "Vacaciones", title: "Notificación de vacaciones", icon: SunIcon },
  feed: { label: "Red social", icon: ImageIcon },
  messages: { label: "Mensajes", icon: MailIcon },
  subscribers: { label: "Suscriptores", icon: UsersIcon },
  campaigns: { label: "Newsletters", icon: MailIcon },
  mails: { label: "Correos", title: "Correos de la tienda", icon: SendIcon },
  settings: { label: "Ajustes", title: "Ajustes de la tienda", icon: GearIcon },
  access: { label: "Acceso", title: "Acceso al panel", icon: KeyIcon },
} as const satisfies Record<string, AdminPageInfo>;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/**
 * The sidebar's groups, in order (issue 41): what sells, what is sold, what the shop says, and how the shop runs.
 * Every page is in exactly one group (nav.test.ts), so every link fits a laptop's 800 px without scrolling.
 */
export const ADMIN_NAV_GROUPS: readonly { heading: string; pages: readonly AdminPageKey[] }[] = [
  {
    heading: "Ventas",
    pages: [
      "dashboard",
      "orders",
      "customers",
      "companies",
      "quotes",
      "new-order",
      "traceability",
      "coupons",
      "messages",
    ],
  },
  { heading: "Catálogo", pages: ["products", "categories", "catalogue", "featured", "price-lists"] },
  { heading: "Contenido", pages: ["blogs", "pages", "banners", "feed", "subscribers", "campaigns"] },
  { heading: "Tienda", pages: ["vacations", "mails", "settings", "access"] },
];

/** The top bar's title of a page. */
export function pageTitle(key: AdminPageKey): string {
  const page: AdminPageInfo = ADMIN_PAGES[key];
  return page.title ?? page.label;
}
