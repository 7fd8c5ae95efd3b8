import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymous,
  ConnectionLostError,
  commitWith,
  type Database,
  openDatabase,
  serviceRole,
  type Tx,
} from "../../worker/db/database.ts";
import { dollarQuoted } from "../../worker/db/literal-values.ts";
import { recordingDatabase, type Sent } from "../support/recording-database.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
  serverUrl,
  warnWithoutServer,
} from "../support/server-database.ts";
import { wireProxy } from "../support/wire-proxy.ts";

/**
 * `commitWith` (worker/db/database.ts, issue 39 session 26): a unit's last statements and its COMMIT leave in one
 * write, and the unit stays all or nothing: a refused statement, a parameter the client could not send, a COMMIT
 * that fails and a lost connection each leave nothing committed, and the caller learns it.
 */
warnWithoutServer("commit-with.test.ts");

describe.runIf(serverUrl)("a unit that ends with commitWith (real Postgres)", () => {
  let scratch: ScratchDatabase;
  let admin: postgres.Sql;
  let db: Database;
  let n = 0;
  const label = () => `u${++n}`;

  beforeAll(async () => {
    scratch = await createScratchDatabase("shop_commitwith");
    admin = postgres(scratch.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`
      create table public.cw_probe (label text not null, step int not null, primary key (label, step));
      create table public.cw_deferred (k int, constraint cw_unique unique (k) deferrable initially deferred);
      grant select, insert on public.cw_probe, public.cw_deferred to anon, service_role;`);
    db = openDatabase(scratch.workerUrl, 2);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await admin?.end();
    await scratch?.drop();
  });

  const rowsOf = async (unit: string) =>
    (await admin<{ step: number }[]>`select step from public.cw_probe where label = ${unit} order by step`).map(
      (r) => r.step,
    );

  it("BEGIN, the statements and COMMIT leave in one write: one round trip, results in order", async () => {
    const sent: Sent[] = [];
    const recording = recordingDatabase(scratch.workerUrl, sent);
    const unit = label();
    try {
      // A unit that begins on a connection not yet open waits for BEGIN's answer first (database.ts, endWith).
      await recording.run(anonymous, (tx) => tx`select 1`);
      sent.length = 0;
      const results = await recording.run(serviceRole, (tx) =>
        commitWith(tx, [
          tx`insert into public.cw_probe (label, step) values (${unit}, 1) returning step`,
          tx`insert into public.cw_probe (label, step) values (${unit}, 2) returning step`,
          tx<{ role: string }[]>`select current_setting('role') as role`,
        ]),
      );
      expect(results.map((r) => r[0])).toEqual([{ step: 1 }, { step: 2 }, { role: "service_role" }]);
    } finally {
      await recording.close();
    }
    expect(sent.map((s) => s.text.trim().split(/\s+/)[0])).toEqual(["begin;", "insert", "insert", "select", "commit"]);
    expect(sent.filter((s) => s.startsTrip)).toHaveLength(1);
    expect(await rowsOf(unit)).toEqual([1, 2]);
  });

  it("after work that awaited, the last statements still go with COMMIT (its own trip)", async () => {
    const sent: Sent[] = [];
    const recording = recordingDatabase(scratch.workerUrl, sent);
    const unit = label();
    try {
      await recording.run(serviceRole, async (tx) => {
        await tx`insert into public.cw_probe (label, step) values (${unit}, 1)`;
        await commitWith(tx, [tx`insert into public.cw_probe (label, step) values (${unit}, 2)`]);
      });
    } finally {
      await recording.close();
    }
    expect(sent.map((s) => `${s.startsTrip ? "→" : ""}${s.text.trim().split(/\s+/)[0]}`)).toEqual([
      "→begin;",
      "insert",
      "→insert",
      "commit",
    ]);
    expect(await rowsOf(unit)).toEqual([1, 2]);
  });

  it("a statement the server refuses rolls the whole unit back, and the call rejects with its error", async () => {
    const unit = label();
    const failure = db.run(serviceRole, async (tx) => {
      await tx`insert into public.cw_probe (label, step) values (${unit}, 1)`;
      await commitWith(tx, [
        tx`insert into public.cw_probe (label, step) values (${unit}, 2)`,
        tx`select 1 / 0`,
        tx`insert into public.cw_probe (label, step) values (${unit}, 3)`,
      ]);
      return "committed";
    });
    await expect(failure).rejects.toMatchObject({ code: "22012" });
    expect(await rowsOf(unit)).toEqual([]);
    // The lane is clean for the next unit.
    const [{ role }] = (await db.run(anonymous, (tx) => tx`select current_user as role`)) as unknown as [
      { role: string },
    ];
    expect(role).toBe("anon");
  });

  it("a COMMIT the server refuses (a deferred constraint) rejects, and nothing is kept", async () => {
    const failure = db.run(serviceRole, (tx) =>
      commitWith(tx, [
        tx`insert into public.cw_deferred (k) values (7)`,
        tx`insert into public.cw_deferred (k) values (7)`,
      ]),
    );
    await expect(failure).rejects.toMatchObject({ code: "23505" });
    const [row] = await admin<{ count: number }[]>`select count(*)::int as count from public.cw_deferred`;
    expect(row!.count).toBe(0);
  });

  it("a parameter the client could not send is refused before anything is sent: nothing committed", async () => {
    const unit = label();
    const cases = [
      // postgres.js throws on undefined while writing the statement: the server would never see it.
      (tx: Tx) => tx`insert into public.cw_probe (label, step) values (${unit}, ${undefined as unknown as number})`,
      (tx: Tx) => tx`select ${tx.json({ big: 1n } as never)}::jsonb`,
      (tx: Tx) => tx`select ${Number.NaN}::int`,
    ];
    for (const bad of cases) {
      const failure = db.run(serviceRole, async (tx) => {
        await tx`insert into public.cw_probe (label, step) values (${unit}, 1)`;
        await commitWith(tx, [tx`insert into public.cw_probe (label, step) values (${unit}, 2)`, bad(tx)]);
      });
      await expect(failure).rejects.toThrow(/commitWith takes plain values/);
    }
    expect(await rowsOf(unit)).toEqual([]);
  });

  it("the unit's tx takes nothing more after commitWith, nor statements built on another unit's tx", async () => {
    const unit = label();
    await expect(
      db.run(serviceRole, async (tx) => {
        await commitWith(tx, [tx`insert into public.cw_probe (label, step) values (${unit}, 1)`]);
        await tx`insert into public.cw_probe (label, step) values (${unit}, 2)`;
      }),
    ).rejects.toThrow(/has ended/);
    // The first unit had committed its one row: the refused statement never ran.
    expect(await rowsOf(unit)).toEqual([1]);

    const other = label();
    await expect(
      db.run(serviceRole, async (outer) => {
        const foreign = outer`insert into public.cw_probe (label, step) values (${other}, 1)`;
        await db.run(serviceRole, (inner) => commitWith(inner, [foreign]));
      }),
    ).rejects.toThrow(/its own unit's tx/);
    expect(await rowsOf(other)).toEqual([]);
  });

  it("a connection lost while the last write is in flight: ConnectionLostError, nothing committed", async () => {
    const lanes = openDatabase(scratch.workerUrl, 1);
    try {
      for (let round = 0; round < 4; round++) {
        const unit = label();
        const failure = lanes.run(serviceRole, async (tx) => {
          const [{ pid }] = (await tx`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
          await tx`insert into public.cw_probe (label, step) values (${unit}, 1)`;
          const killing = new Promise((r) => setTimeout(r, 20 + round * 10)).then(
            () => admin`select pg_terminate_backend(${pid})`,
          );
          const ending = commitWith(tx, [
            tx`insert into public.cw_probe (label, step) values (${unit}, 2)`,
            tx`select pg_sleep(0.3)`,
          ]);
          await Promise.all([killing, ending]);
        });
        await expect(failure).rejects.toBeInstanceOf(ConnectionLostError);
        expect(await rowsOf(unit)).toEqual([]);
      }
      // The lane recovered.
      const [{ role }] = (await lanes.run(anonymous, (tx) => tx`select current_user as role`)) as unknown as [
        { role: string },
      ];
      expect(role).toBe("anon");
    } finally {
      await lanes.close();
    }
  });

  it("on the wire: BEGIN, statements with values and COMMIT are one flight; awaited one by one they are many", async () => {
    const proxy = await wireProxy(scratch.workerUrl);
    const lane = openDatabase(proxy.url, 1);
    try {
      await lane.run(anonymous, (tx) => tx`select 1`); // the connection's start-up, out of the count
      const unit = label();
      const statements = (tx: Tx) => [
        tx`insert into public.cw_probe (label, step) values (${unit}, ${1})`,
        tx`insert into public.cw_probe (label, step) values (${unit}, ${2})`,
        tx`select ${unit}::text as label, ${now}::timestamptz as at`,
      ];
      const now = new Date("2026-12-07T10:00:00Z");
      proxy.log.length = 0;
      const results = await lane.run(serviceRole, (tx) => commitWith(tx, statements(tx)));
      const read = (results[2] as unknown as { label: string; at: Date }[])[0];
      expect(proxy.flights(), proxy.log.join("")).toBe(1);
      expect(read).toEqual({ label: unit, at: now });
      expect(await rowsOf(unit)).toEqual([1, 2]);

      // The same statements awaited in the work: postgres.js describes each before binding it (prepare: false).
      const other = label();
      proxy.log.length = 0;
      await lane.run(serviceRole, async (tx) => {
        await Promise.all([
          tx`insert into public.cw_probe (label, step) values (${other}, ${1})`,
          tx`insert into public.cw_probe (label, step) values (${other}, ${2})`,
        ]);
      });
      expect(proxy.flights()).toBeGreaterThanOrEqual(4);
    } finally {
      await lane.close();
      await proxy.close();
    }
  });

  it("values written into the statement arrive exactly as parameters would (quotes, dollars, backslashes, json)", async () => {
    const texts = ["it's", "$v$", "ab$v", "$v0$ and $v$", "back\\slash \\n", "ñandú — 𝄞", "", "-5", "--"];
    for (const text of texts) {
      expect(dollarQuoted(text).length).toBeGreaterThan(text.length);
    }
    const unit = label();
    const [[row]] = await db.run(serviceRole, (tx) =>
      commitWith(tx, [
        tx<{ texts: string[]; n: number; neg: number; yes: boolean; doc: unknown; at: Date }[]>`
          select to_json(array[${texts[0]!}, ${texts[1]!}, ${texts[2]!}, ${texts[3]!}, ${texts[4]!}, ${texts[5]!},
                       ${texts[6]!}, ${texts[7]!}, ${texts[8]!}]::text[])::jsonb as texts,
                 ${7}::int as n, 3 - ${-5}::int as neg, ${true} as yes,
                 ${tx.json({ quote: "it's", dollars: "$v$" })}::jsonb as doc,
                 ${new Date("2026-12-07T10:00:00.123Z")} as at`,
        tx`insert into public.cw_probe (label, step) values (${unit}, ${3})`,
      ]),
    );
    expect(row).toEqual({
      texts,
      n: 7,
      neg: 8,
      yes: true,
      doc: { quote: "it's", dollars: "$v$" },
      at: new Date("2026-12-07T10:00:00.123Z"),
    });
    expect(await rowsOf(unit)).toEqual([3]);
  });
});
