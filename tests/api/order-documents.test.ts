import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDocument, ProductDocumentVersion } from "../../domain/documents.ts";
import { simplePdf } from "../../supabase/seed/documents.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, postJson, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42, part 2 (decision 033, "Documents"): documents follow the sale. The order page and the approval mail list
// each bought product's FDS and Ficha técnica in the version current at the approval; a business buyer (RUT) is told
// the FDS of a product bought for the first time is sent (Decreto 307/009).

let shop: TestShop;
let admin: Record<string, string>;
let variant: SaleVariant;
let key = 0;
const RUT = "210475730011";
const COMPANY = { rut: RUT, companyName: "Química del Este S.A.", companyAddress: "Rincón 477, Montevideo" };
const SITE = "http://localhost:8787";

beforeAll(async () => {
  shop = await startTestShop({ now: new Date("2026-11-20T15:00:00Z") });
  admin = await bearer();
  variant = await pickVariant(shop, { minStock: 30, minPrice: 100 });
  await shop.pg.query("delete from order_documents");
});
afterAll(() => shop.close());

async function upload(kind: "fds" | "ficha_tecnica", revisionDate: string) {
  const form = new FormData();
  form.set("file", new File([simplePdf(`${kind} ${revisionDate}`, ["1"])], "doc.pdf"));
  form.set("kind", kind);
  form.set("revisionDate", revisionDate);
  const res = await shop.request(`/api/admin/products/${variant.productId}/documents`, {
    method: "POST",
    body: form,
    headers: admin,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { documents: ProductDocumentVersion[] }).documents;
}

async function placeAndApprove(overrides: Record<string, unknown> = {}) {
  const res = await postJson(shop, "/api/orders", {
    ...customer(overrides),
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
    idempotencyKey: `order-documents-${Date.now()}-${key++}`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
  const moved = await shop.request(`/api/admin/orders/${order.id}/moves`, {
    method: "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({ event: "approve" }),
  });
  expect(moved.status, await moved.clone().text()).toBe(200);
  return order;
}

const orderDocuments = async (order: { id: number; accessToken: string }) =>
  (
    (await (await shop.request(`/api/orders/${order.id}?token=${order.accessToken}`)).json()) as {
      documents: OrderDocument[];
    }
  ).documents;

const approvalMail = async (orderId: number) => {
  const { rows } = await shop.pg.query<{ text_body: string; html: string }>(
    "select text_body, html from mail_outbox where order_id = $1 and kind = 'order_approved'",
    [orderId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe("documents follow the sale", () => {
  it("the order keeps the versions current at its approval, on its page and in its mail, after a new revision", async () => {
    const [fds] = (await upload("fds", "2026-03-15")).filter((d) => d.kind === "fds");
    const technical = (await upload("ficha_tecnica", "2026-02-01")).find((d) => d.kind === "ficha_tecnica")!;
    const order = await placeAndApprove({ email: "compras@quimicadeleste.test", ...COMPANY });

    const expected = [
      {
        productId: variant.productId,
        productName: variant.name,
        kind: "fds",
        revisionDate: "2026-03-15",
        url: fds!.url,
        firstPurchase: true,
      },
      {
        productId: variant.productId,
        productName: variant.name,
        kind: "ficha_tecnica",
        revisionDate: "2026-02-01",
        url: technical.url,
        firstPurchase: false,
      },
    ];
    expect(await orderDocuments(order)).toEqual(expected);

    const mail = await approvalMail(order.id);
    expect(mail.text_body).toContain("Documentos de sus productos (versión vigente al aprobar el pedido)");
    expect(mail.text_body).toContain(
      `${variant.name}: Descargar ficha de seguridad (PDF, rev. 15/03/2026): ${SITE}${fds!.url}`,
    );
    expect(mail.text_body).toContain(
      `${variant.name}: Descargar ficha técnica (PDF, rev. 01/02/2026): ${SITE}${technical.url}`,
    );
    expect(mail.text_body).toContain(
      `Es la primera compra de ${variant.name} a su nombre: le enviamos su ficha de datos de seguridad (Decreto 307/009) en los enlaces de abajo.`,
    );
    expect(mail.html).toContain(`href="${SITE}${fds!.url}"`);

    // A new revision after the approval: the product offers it, the order keeps the one it received.
    const next = (await upload("fds", "2026-10-01")).find((d) => d.kind === "fds" && d.supersededAt === null)!;
    expect(next.url).not.toBe(fds!.url);
    expect(await orderDocuments(order)).toEqual(expected);
    const { rows } = await shop.pg.query<{ slug: string }>("select slug from products where id = $1", [
      variant.productId,
    ]);
    const page = await (await shop.request(`/api/products/${rows[0]!.slug}`)).json();
    expect(page.product.documents[0]).toEqual({ kind: "fds", revisionDate: "2026-10-01", url: next.url });
    // The version the order received can no longer be removed.
    const removed = await shop.request(`/api/admin/products/${variant.productId}/documents/${fds!.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(removed.status).toBe(409);
  });

  it("a second purchase by the same RUT lists the documents but is not a first purchase", async () => {
    const order = await placeAndApprove({ email: "otra.persona@quimicadeleste.test", ...COMPANY });
    const documents = await orderDocuments(order);
    expect(documents.map((d) => [d.kind, d.revisionDate, d.firstPurchase])).toEqual([
      ["fds", "2026-10-01", false],
      ["ficha_tecnica", "2026-02-01", false],
    ]);
    const mail = await approvalMail(order.id);
    expect(mail.text_body).toContain("Descargar ficha de seguridad (PDF, rev. 01/10/2026)");
    expect(mail.text_body).not.toContain("Es la primera compra");
  });

  it("a consumer (no RUT) gets the documents listed, without the business buyer's paragraph", async () => {
    const order = await placeAndApprove({ email: "consumidor@example.com" });
    const documents = await orderDocuments(order);
    expect(documents.every((d) => !d.firstPurchase)).toBe(true);
    expect(documents).toHaveLength(2);
    const mail = await approvalMail(order.id);
    expect(mail.text_body).toContain("Documentos de sus productos");
    expect(mail.text_body).not.toContain("Es la primera compra");
  });

  it("an order not yet approved lists none", async () => {
    const res = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: `order-documents-pending-${key++}`,
    });
    const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
    expect(await orderDocuments(order)).toEqual([]);
  });
});
