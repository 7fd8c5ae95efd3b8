import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailPreviewList } from "../../domain/api/mails.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

describe("GET /api/admin/mails", () => {
  it("renders every mail the shop sends with sample data, storing and sending nothing", async () => {
    const before = (await shop.pg.query<{ n: number }>("select count(*)::int as n from mail_outbox")).rows[0]!.n;
    const res = await shop.request("/api/admin/mails", { headers: admin });
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as MailPreviewList;
    expect(mails.map((m) => m.kind)).toEqual(
      expect.arrayContaining([
        "order_confirmation",
        "order_notice",
        "order_paid",
        "order_shipped",
        "contact_message",
        "newsletter_confirmation",
        "newsletter_welcome",
        // Issues 43 and 44: the cart reminder, the business accounts' and the quotes' mails.
        "cart_reminder",
        "business_request_notice",
        "business_request_approved",
        "company_buyer_invitation",
        "quote_request_notice",
        "quote_sent",
        "quote_declined",
        // Issue 40's withdrawal mails, the owner's Mercado Pago link and the 'Mis datos' link: now all there.
        "withdrawal_ack",
        "withdrawal_notice",
        "withdrawal_accepted",
        "withdrawal_declined",
        "withdrawal_received",
        "order_pay_link",
        "my_data_link",
      ]),
    );
    expect(mails.find((m) => m.kind === "withdrawal_ack")!.title).toBe("Arrepentimiento recibido (cliente)");
    // The shop's notices of issue 44 go to SHOP_NOTIFY_EMAIL too, the customer's mails to the sample customer.
    const to = (kind: string) => mails.find((m) => m.kind === kind)!.to;
    expect(to("quote_request_notice")).toBe(to("order_notice"));
    expect(to("business_request_notice")).toBe(to("order_notice"));
    expect(to("quote_sent")).toBe("ana.perez@example.com");
    expect(mails.find((m) => m.kind === "quote_sent")!.text).toMatch(
      /Ver la cotización: http\S+\/cotizacion\/7\?token=/,
    );
    const confirmation = mails.find((m) => m.kind === "order_confirmation")!;
    expect(confirmation.title).toBe("Pedido recibido (cliente)");
    expect(confirmation.to).toBe("ana.perez@example.com");
    expect(confirmation.html).toContain("/images/misc/logo-mail.png");
    expect(confirmation.html).toMatch(/\/shop\/order\/1234\?token=[\w-]+/);
    expect(confirmation.text).toContain("Ver mi pedido: ");
    // The shop's notices go where the real ones go (SHOP_NOTIFY_EMAIL).
    const notice = mails.find((m) => m.kind === "order_notice")!;
    expect(notice.to).not.toBe("ana.perez@example.com");
    expect(notice.to).toContain("@");
    // The bank accounts are the shop's current settings, as in a real order's mail.
    expect(confirmation.text).toContain("Datos para la transferencia");
    const after = (await shop.pg.query<{ n: number }>("select count(*)::int as n from mail_outbox")).rows[0]!.n;
    expect(after).toBe(before);
  });

  it("is for admins only", async () => {
    expect((await shop.request("/api/admin/mails")).status).toBe(401);
  });
});
