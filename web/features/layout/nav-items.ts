/** The main menu (SPEC section 2), shared by the desktop header and the mobile panel. */
export type NavPath =
  | "/"
  | "/about"
  | "/services"
  | "/information"
  | "/terms-and-conditions"
  | "/shop"
  | "/blog"
  | "/contact";

export interface NavLinkItem {
  label: string;
  to: NavPath;
  /** Shop category slug, sent as ?category=<slug>. */
  category?: string;
}

export interface NavGroup {
  label: string;
  id: string;
  children: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const shopCategories = [
  { slug: "aceites", label: "Aceites" },
  { slug: "fragancias", label: "Fragancias" },
  { slug: "colorantes", label: "Colorantes" },
  { slug: "sabores", label: "Sabores" },
  { slug: "vitaminas", label: "Vitaminas" },
  { slug: "otros", label: "Otros" },
] as const;

export const mainNav: NavEntry[] = [
  { label: "Inicio", to: "/" },
  {
    label: "Nosotros",
    id: "nosotros",
    children: [
      { label: "Empresa", to: "/about" },
      { label: "Servicios", to: "/services" },
      { label: "Información", to: "/information" },
      { label: "Términos y condiciones", to: "/terms-and-conditions" },
    ],
  },
  {
    label: "Tienda",
    id: "tienda",
    children: [
      { label: "Todos los productos", to: "/shop" },
      ...shopCategories.map((c): NavLinkItem => ({ label: c.label, to: "/shop", category: c.slug })),
    ],
  },
  { label: "Blog", to: "/blog" },
  { label: "Contacto", to: "/contact" },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "children" in entry;
}
