import { describe, expect, it } from "vitest";
import { groupMails, MAIL_GROUPS, OTHER_MAILS } from "../../../domain/mail-groups.ts";
import { DEFAULT_SHOP_CONTACT } from "../../../domain/shop-info.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../../domain/shop-settings-defaults.ts";
import { mailPreviews } from "./previews.ts";

// 'Correos' shows the mails in groups (domain/mail-groups.ts, keyed by kind). A new mail the Worker previews but
// no group names fails here, so it cannot silently end up under 'Otros correos'.

const shop = { contact: DEFAULT_SHOP_CONTACT, storeHours: "Lunes a viernes de 9:00 a 18:00" };
const previews = mailPreviews(
  { shopEmail: "ventas@example.com", siteUrl: "https://tienda.example.uy", shop },
  DEFAULT_SHOP_SETTINGS.bankAccounts,
);
const grouped = MAIL_GROUPS.flatMap((group) => group.kinds);

describe("the groups of 'Correos'", () => {
  it("put every previewed mail in a group", () => {
    expect(previews.length).toBeGreaterThan(40);
    expect(previews.map((p) => p.kind).filter((kind) => !grouped.includes(kind))).toEqual([]);
  });

  it("name each kind once, and only kinds that are previewed", () => {
    expect(new Set(grouped).size).toBe(grouped.length);
    const kinds = previews.map((p) => p.kind);
    expect(grouped.filter((kind) => !kinds.includes(kind))).toEqual([]);
  });

  it("keep every mail, in the groups' order, and show one of no group under 'Otros correos'", () => {
    const groups = groupMails([...previews, { kind: "future_mail" }]);
    expect(groups.map((g) => g.title)).toEqual([...MAIL_GROUPS.map((g) => g.title), OTHER_MAILS]);
    expect(groups.flatMap((g) => g.mails)).toHaveLength(previews.length + 1);
    expect(groups.at(-1)!.mails).toEqual([{ kind: "future_mail" }]);
    const orders = groups.find((g) => g.title === "Pedidos")!.mails.map((m) => m.kind);
    expect(orders.slice(0, 2)).toEqual(["order_confirmation", "order_notice"]);
    const companies = groups.find((g) => g.title === "Empresas y cotizaciones")!.mails.map((m) => m.kind);
    expect(companies).toContain("business_request_approved");
    expect(groupMails(previews).map((g) => g.title)).not.toContain(OTHER_MAILS);
  });
});
