import type { Banner } from "../schemas/banner.ts";
import type { FeedItem } from "../schemas/feed.ts";
import type { ShopSettings } from "../schemas/settings.ts";
import type { VacationNotice } from "../schemas/vacation.ts";

// The site content the home page, the checkout and the back office read (worker/routes/content.ts and
// worker/routes/admin/{banner,vacation,feed,settings}.ts).

/** GET /api/site-notices: the home's banner and the closure (vacation) notice, each possibly absent. */
export interface SiteNotices {
  banner: Banner | null;
  vacation: VacationNotice | null;
}

/** GET /api/feed, GET /api/admin/feed: the social feed's pictures, in the owner's order. */
export interface FeedList {
  items: FeedItem[];
}

/** GET /api/settings, GET /api/admin/settings */
export interface SettingsAnswer {
  settings: ShopSettings;
  /** GET /api/settings only: who sells (footer, checkout; issue 40); null until Facturación has them. */
  seller?: Seller | null;
}

/**
 * The seller as Decreto 167/021 asks the shop to name it before a purchase: legal name, RUT and fiscal address
 * from Ajustes > Facturación (the CFE issuer, decision 027), telephone and e-mail from the shop's contact.
 */
export interface Seller {
  legalName: string;
  rut: string;
  address: string;
  phone: string;
  email: string;
}

/** GET /api/admin/banner */
export interface BannerAnswer {
  banner: Banner | null;
}

/** GET /api/admin/vacation */
export interface VacationAnswer {
  notice: VacationNotice | null;
}
