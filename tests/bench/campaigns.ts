/**
 * Queuing a newsletter to 20,000 subscribers (issue 25; BENCH_SUBSCRIBERS): a campaign with a formatted body and two
 * product cards is started and every mail is written to the outbox in batches of 100 (worker/services/campaigns/
 * send.ts), on the embedded database (PGlite behind the socket server `npm start` uses). Delivery is not timed:
 * it is the provider's pace. Figures only (nothing passes or fails). `npm run bench` calls it; alone:
 *
 *   npx tsx tests/bench/campaigns.ts
 */
import { pathToFileURL } from "node:url";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { bodyBlocks } from "../../web/features/admin/campaigns/body-blocks.ts";
import { createCampaign, startSending } from "../../worker/db/campaigns.ts";
import { openDatabase, serviceRole } from "../../worker/db/database.ts";
import { queueCampaignMails } from "../../worker/services/campaigns/send.ts";

export async function benchCampaign(subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 20_000)) {
  console.log(`\n## Embedded (PGlite), queuing a newsletter to ${subscribers} confirmed subscribers`);
  const pg = await openPglite();
  const runner = pgliteRunner(pg);
  await bootstrapLocal(runner);
  await migrate(runner);
  await pg.exec(`
    insert into categories (slug, title, sort_order) values ('banco', 'Banco de pruebas', 1);
    insert into products (slug, name, code, category_id, unit, stock_mode, published)
    select 'producto-' || i, 'Producto de prueba ' || i, 'BP-' || i, (select id from categories where slug = 'banco'),
           'cc', 'size', true
      from generate_series(1, 2) i;
    insert into product_variants (product_id, size, price, final_price, stock)
    select p.id, 100, 500, 0, 10 from products p;
    insert into newsletter_subscribers (email, source, status, confirmed_at)
    select 'suscriptor-' || i || '@example.com', 'footer', 'confirmed', now() - interval '1 day'
      from generate_series(1, ${subscribers}) i;
    analyze;`);
  const server = await startSocketServer({ db: pg, port: 0 });
  const db = openDatabase(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, 1);
  try {
    const body = "## Novedades\n\nAromas **nuevos** para su casa. Vea [la tienda](/shop).\n\n- Lavanda\n- Menta";
    const ids = (await pg.query<{ id: number }>("select id::int from products order by id")).rows.map((r) => r.id);
    const id = await db.run(serviceRole, async (tx) => {
      const id = await createCampaign(tx, {
        subject: "Banco de pruebas",
        body,
        blocks: bodyBlocks(body),
        productIds: ids,
      });
      await startSending(tx, id, new Date());
      return id;
    });
    const t0 = performance.now();
    const run = await queueCampaignMails(
      { db, siteUrl: "http://localhost:8787", now: () => new Date() },
      { onlyId: id, maxBatches: Math.ceil(subscribers / 100) + 1 },
    );
    const seconds = (performance.now() - t0) / 1000;
    const [size] = (
      await pg.query<{ mb: number }>(
        "select (sum(length(html) + length(text_body)) / 1048576.0)::float8 as mb from mail_outbox where kind = 'campaign'",
      )
    ).rows;
    console.log(
      `queued ${run.queued} mails in ${seconds.toFixed(1)} s (${(run.queued / seconds).toFixed(0)} a second, batches of 100; ${size!.mb.toFixed(0)} MB of mail in the outbox); campaign finished: ${run.finished === 1}`,
    );
  } finally {
    await db.close();
    await server.stop();
    await pg.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCampaign();
