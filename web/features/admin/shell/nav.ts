import type { IconComponent } from "../../../components/Icon.tsx";
import { BoxIcon, ChartIcon, FlagIcon, PenIcon, ReceiptIcon, SunIcon, TagIcon } from "./icons.tsx";

interface AdminPageInfo {
  label: string;
  icon: IconComponent;
  /** Built by a later issue: the sidebar says 'Próximamente'. */
  soon?: boolean;
}

/** The back office's pages, in sidebar order; the key is the path under /admin/. */
export const ADMIN_PAGES = {
  dashboard: { label: "Panel", icon: ChartIcon },
  orders: { label: "Pedidos", icon: ReceiptIcon },
  products: { label: "Productos", icon: BoxIcon, soon: true },
  categories: { label: "Categorías", icon: TagIcon, soon: true },
  blogs: { label: "Blog", icon: PenIcon, soon: true },
  banners: { label: "Banner", icon: FlagIcon, soon: true },
  vacations: { label: "Vacaciones", icon: SunIcon, soon: true },
} as const satisfies Record<string, AdminPageInfo>;

export type AdminPageKey = keyof typeof ADMIN_PAGES;
