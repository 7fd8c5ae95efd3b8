import { Hono } from "hono";
import type { CampaignAnswer, CampaignList, CampaignPreview } from "../../../domain/api/campaigns.ts";
import { campaignInput, campaignParam, campaignSendInput } from "../../../domain/schemas/campaign.ts";
import {
  campaignMailProducts,
  createCampaign,
  deleteDraftCampaign,
  findCampaign,
  listCampaigns,
  markTestSent,
  missingProducts,
  startSending,
  updateCampaign,
} from "../../db/campaigns.ts";
import type { Tx } from "../../db/database.ts";
import { countConfirmedSubscribers } from "../../db/newsletter.ts";
import { outboxDeps } from "../../deps.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { campaignMail, UNSUBSCRIBE_MARK } from "../../services/campaigns/mail.ts";
import { type CampaignDeps, queueCampaignMails, queueTestMail } from "../../services/campaigns/send.ts";
import { deliverMail } from "../../services/mail/outbox.ts";
import { readMailShop } from "../../services/mail/render.ts";

const NOT_FOUND = "No encontramos el newsletter.";
const NOT_DRAFT = "Este newsletter ya se envió: no se puede cambiar ni eliminar.";

const campaignDeps = (c: { var: AppEnv["Variables"] }): CampaignDeps => ({
  db: c.var.deps.db,
  siteUrl: c.var.deps.config.PUBLIC_SITE_URL,
  now: c.var.deps.now,
});

async function checkProducts(tx: Tx, ids: readonly number[]) {
  const missing = await missingProducts(tx, ids);
  if (missing.length > 0) {
    throw new ApiError(400, "unknown_product", "Un producto de la lista ya no existe. Quítelo y vuelva a guardar.", {
      missing,
    });
  }
}

async function answer(tx: Tx, id: number): Promise<CampaignAnswer> {
  const campaign = await findCampaign(tx, id);
  if (!campaign) throw notFound(NOT_FOUND);
  return { campaign, subscribers: await countConfirmedSubscribers(tx) };
}

/**
 * /api/admin/campaigns: the back office's 'Newsletters' (issue 25, decision 026). Drafts are read and written under
 * the admin's claims (RLS: admins only); mails are queued by the Worker as the service role.
 */
export const adminCampaignRoutes = new Hono<AppEnv>()
  /** GET /api/admin/campaigns: newest first, with their counts, and how many confirmed subscribers there are. */
  .get("/", async (c) => {
    const list = await c.var.deps.db.run(c.var.caller, async (tx) => ({
      items: await listCampaigns(tx),
      subscribers: await countConfirmedSubscribers(tx),
    }));
    c.header("Cache-Control", "no-store");
    return c.json(list satisfies CampaignList);
  })
  /** POST /api/admin/campaigns/preview: the mail as it would be sent, from what the editor holds (not saved). */
  .post("/preview", zv("json", campaignInput), async (c) => {
    const input = c.req.valid("json");
    const [products, shop] = await c.var.deps.db.run(
      c.var.caller,
      async (tx) => [await campaignMailProducts(tx, input.productIds), await readMailShop(tx)] as const,
    );
    const siteUrl = c.var.deps.config.PUBLIC_SITE_URL;
    const mail = campaignMail(siteUrl, shop, input, products);
    const page = new URL("/newsletter/unsubscribe", siteUrl).toString();
    return c.json({
      subject: input.subject,
      html: mail.html.replaceAll(UNSUBSCRIBE_MARK, page),
      text: mail.text.replaceAll(UNSUBSCRIBE_MARK, page),
    } satisfies CampaignPreview);
  })
  /** POST /api/admin/campaigns: a new draft. */
  .post("/", zv("json", campaignInput), async (c) => {
    const input = c.req.valid("json");
    const body = await c.var.deps.db.run(c.var.caller, async (tx) => {
      await checkProducts(tx, input.productIds);
      return answer(tx, await createCampaign(tx, input));
    });
    return c.json(body, 201);
  })
  .get("/:id", zv("param", campaignParam), async (c) => {
    const { id } = c.req.valid("param");
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.deps.db.run(c.var.caller, (tx) => answer(tx, id)));
  })
  /** PUT /api/admin/campaigns/:id: saves a draft (a campaign sending or sent cannot change). */
  .put("/:id", zv("param", campaignParam), zv("json", campaignInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const body = await c.var.deps.db.run(c.var.caller, async (tx) => {
      await checkProducts(tx, input.productIds);
      const outcome = await updateCampaign(tx, id, input, c.var.deps.now());
      if (outcome === "missing") throw notFound(NOT_FOUND);
      if (outcome === "not_draft") throw new ApiError(409, "campaign_sent", NOT_DRAFT);
      return answer(tx, id);
    });
    return c.json(body);
  })
  .delete("/:id", zv("param", campaignParam), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await c.var.deps.db.run(c.var.caller, (tx) => deleteDraftCampaign(tx, id));
    if (outcome === "missing") throw notFound(NOT_FOUND);
    if (outcome === "not_draft") throw new ApiError(409, "campaign_sent", NOT_DRAFT);
    return c.json({ id });
  })
  /** POST /api/admin/campaigns/:id/test: the saved campaign to the signed-in admin's own address. */
  .post("/:id/test", zv("param", campaignParam), async (c) => {
    const { id } = c.req.valid("param");
    const to = c.var.admin.email;
    if (!to) throw new ApiError(400, "no_address", "Su cuenta no tiene un correo electrónico al que enviar la prueba.");
    const campaign = await c.var.deps.db.run(c.var.caller, (tx) => findCampaign(tx, id));
    if (!campaign) throw notFound(NOT_FOUND);
    const mailId = await queueTestMail(
      campaignDeps(c),
      { ...campaign, productIds: campaign.products.map((p) => p.id) },
      to,
    );
    await c.var.deps.db.run(c.var.caller, (tx) => markTestSent(tx, id, c.var.deps.now()));
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: [mailId] }));
    return c.json({ to, mailId });
  })
  /**
   * POST /api/admin/campaigns/:id/send {recipients}: sends the draft to every confirmed subscriber. `recipients` is
   * the number the owner confirmed; if it changed meanwhile nothing is sent and the new number is returned. The
   * first batches are queued now, the rest by the scheduled job.
   */
  .post("/:id/send", zv("param", campaignParam), zv("json", campaignSendInput), async (c) => {
    const { id } = c.req.valid("param");
    const { recipients } = c.req.valid("json");
    await c.var.deps.db.run(c.var.caller, async (tx) => {
      const now = await countConfirmedSubscribers(tx);
      if (now === 0) throw new ApiError(409, "no_subscribers", "No hay suscriptores confirmados a quienes enviar.");
      if (now !== recipients) {
        throw new ApiError(
          409,
          "recipients_changed",
          `La cantidad de suscriptores cambió: ahora son ${now}. Revise y confirme de nuevo.`,
          { subscribers: now },
        );
      }
      const started = await startSending(tx, id, c.var.deps.now());
      if (started === "missing") throw notFound(NOT_FOUND);
      if (started === "not_draft") throw new ApiError(409, "campaign_sent", "Este newsletter ya se envió.");
    });
    const run = await queueCampaignMails(campaignDeps(c), { onlyId: id });
    if (run.mailIds.length) {
      c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: run.mailIds, limit: run.mailIds.length }));
    }
    return c.json(await c.var.deps.db.run(c.var.caller, (tx) => answer(tx, id)));
  });
