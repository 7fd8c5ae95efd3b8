import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller, type Database, openDatabase, serviceRole } from "../../worker/db/database.ts";
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
