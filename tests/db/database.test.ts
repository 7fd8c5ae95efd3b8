import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller, type Database, openDatabase, serviceRole } from "../../worker/db/database.ts";
import { recordingDatabase, type Sent } from "../support/recording-database.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let db: Database;
beforeAll(async () => {
  shop = await startTestShop();
  db = openDatabase(shop.url, 2);
});
afterAll(async () => {
  await db.close();
  await shop.close();
});

const whoAmI = (caller: Caller) =>
  db.run(caller, async (tx) => {
    const [row] = await tx<{ role: string; claims: string }[]>`
      select current_user as role, current_setting('request.jwt.claims', true) as claims`;
    return row!;
  });

describe("Database.run (pipelined transactions on lanes)", () => {
  it("runs the work under the caller's role and claims", async () => {
    expect(await whoAmI(anonymous)).toEqual({ role: "anon", claims: '{"role":"anon"}' });
    expect(await whoAmI(serviceRole)).toEqual({ role: "service_role", claims: '{"role":"service_role"}' });
    const user: Caller = {
      role: "authenticated",
      claims: { role: "authenticated", sub: "1a2b", email: "o'neil@x.uy" },
    };
    const seen = await whoAmI(user);
    expect(seen.role).toBe("authenticated");
    expect(JSON.parse(seen.claims)).toEqual(user.claims);
  });

  it("keeps concurrent callers apart on shared lanes", async () => {
    const callers = Array.from({ length: 40 }, (_, i) => (i % 2 ? anonymous : serviceRole));
    const seen = await Promise.all(callers.map(whoAmI));
    expect(seen.map((s) => s.role)).toEqual(callers.map((c) => c.role));
  });

  it("rolls back everything the work wrote when it fails", async () => {
    const email = `rollback-${Date.now()}@example.com`;
    await expect(
      db.run(serviceRole, async (tx) => {
        await tx`insert into newsletter_subscribers (email) values (${email})`;
        throw new Error("afterwards");
      }),
    ).rejects.toThrow("afterwards");
    const { rows } = await shop.pg.query("select 1 from newsletter_subscribers where email = $1", [email]);
    expect(rows).toHaveLength(0);
    // The lane is clean for the next caller.
    expect((await whoAmI(anonymous)).role).toBe("anon");
  });

  it("runs nothing when the role cannot be taken", async () => {
    const nobody = { role: "nobody", claims: {} } as unknown as Caller;
    await expect(db.run(nobody, (tx) => tx`select current_user`)).rejects.toThrow();
    expect((await whoAmI(anonymous)).role).toBe("anon");
  });
});

describe("Database.run with oneTrip (a read in one round trip)", () => {
  it("sends BEGIN, the work's statements and COMMIT without waiting, as the caller", async () => {
    const sent: Sent[] = [];
    const recorded = recordingDatabase(shop.url, sent);
    try {
      const [who, count] = await recorded.run(
        anonymous,
        (tx) =>
          Promise.all([
            tx<{ role: string }[]>`select current_user as role`,
            tx<{ n: number }[]>`select count(*)::int as n from products`,
          ]),
        { oneTrip: true },
      );
      expect(who[0]!.role).toBe("anon");
      expect(count[0]!.n).toBeGreaterThan(0);
    } finally {
      await recorded.close();
    }
    expect(sent.map((s) => s.text.split(";")[0]!.trim())).toEqual([
      "begin read only",
      "select current_user as role",
      "select count(*)::int as n from products",
      "commit",
    ]);
    expect(sent.filter((s) => s.startsTrip)).toHaveLength(1);
  });

  it("refuses a statement the work tries after its first await: it never runs outside the transaction", async () => {
    const email = `one-trip-${Date.now()}@example.com`;
    await expect(
      db.run(
        serviceRole,
        async (tx) => {
          await tx`select 1`;
          await tx`insert into newsletter_subscribers (email) values (${email})`;
        },
        { oneTrip: true },
      ),
    ).rejects.toThrow(/one-trip unit of work has sent its COMMIT/);
    const { rows } = await shop.pg.query("select 1 from newsletter_subscribers where email = $1", [email]);
    expect(rows).toHaveLength(0);
    expect((await whoAmI(anonymous)).role).toBe("anon");
  });

  it("is read only: a write fails, nothing is written, the lane is clean after", async () => {
    const email = `one-trip-write-${Date.now()}@example.com`;
    await expect(
      db.run(serviceRole, (tx) => Promise.all([tx`insert into newsletter_subscribers (email) values (${email})`]), {
        oneTrip: true,
      }),
    ).rejects.toThrow(/read-only transaction/);
    const { rows } = await shop.pg.query("select 1 from newsletter_subscribers where email = $1", [email]);
    expect(rows).toHaveLength(0);
    expect((await whoAmI(serviceRole)).role).toBe("service_role");
  });
});
