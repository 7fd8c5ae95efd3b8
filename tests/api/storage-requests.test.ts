import { StorageClient } from "@supabase/storage-js";
import { describe, expect, it } from "vitest";
import { supabaseStorage } from "../../worker/adapters/supabase/storage.ts";
import { storageRequests } from "../../worker/adapters/supabase/storage-requests.ts";
import { parseConfig } from "../../worker/config.ts";
import { recordingFetch } from "../support/recording-fetch.ts";

// Issue 39 (decision 028, session 24): the Worker sends Supabase Storage's four object requests itself instead of
// carrying storage-js's client (23 KB of its upload). They must stay the requests storage-js sends: this records what
// the pinned StorageClient sends for the same calls and compares URL, method, headers and body.

const URL_ = "https://proyecto.supabase.co";
const KEY = "sb_secret_key-for-tests-0123456789";

/** A fetch that records each request and answers `answer`. */
const recorder = (answer: () => Response = () => Response.json({ Id: "x", Key: "k" })) => recordingFetch(answer);

describe("Storage requests", () => {
  it("are the ones storage-js sends: upload, download, delete and the public URL", async () => {
    const theirs = recorder();
    const ours = recorder();
    const client = new StorageClient(
      `${URL_}/storage/v1`,
      { Authorization: `Bearer ${KEY}`, apikey: KEY },
      theirs.fetchFn,
    );
    const mine = storageRequests(URL_, KEY, ours.fetchFn);
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

    await client.from("receipts").upload("2026/11/recibo 1.png", bytes, { contentType: "image/png", upsert: false });
    await mine.upload("receipts", "2026/11/recibo 1.png", bytes, "image/png");
    await client.from("receipts").download("2026/11/recibo 1.png");
    await mine.download("receipts", "2026/11/recibo 1.png");
    await client.from("images").remove(["a/b.webp", "c.webp"]);
    await mine.remove("images", ["a/b.webp", "c.webp"]);

    expect(ours.sent).toHaveLength(3);
    expect(ours.sent).toEqual(theirs.sent);
    expect(mine.publicUrl("images", "productos/aceite de coco.webp")).toBe(
      client.from("images").getPublicUrl("productos/aceite de coco.webp").data.publicUrl,
    );
  });

  it("reads a refusal as storage-js does: the status code and message of Storage's error body", async () => {
    const bodies = [
      () => Response.json({ statusCode: "404", error: "not_found", message: "Object not found" }, { status: 400 }),
      () => new Response('{"error":"not_found"}', { status: 400 }),
      () => Response.json({ code: "InvalidKey", msg: "bad key" }, { status: 400 }),
      () => Response.json({ error: { message: "nested" } }, { status: 500 }),
      () => new Response("boom", { status: 503, statusText: "Service Unavailable" }),
    ];
    for (const answer of bodies) {
      const client = new StorageClient(`${URL_}/storage/v1`, { apikey: KEY }, recorder(answer).fetchFn);
      const { error } = await client.from("receipts").download("x.png");
      const mine = await storageRequests(URL_, KEY, recorder(answer).fetchFn)
        .download("receipts", "x.png")
        .then(
          () => null,
          (e: unknown) => e as { status: number; statusCode: string; message: string },
        );
      const theirs = error as unknown as { status: number; statusCode: string; message: string };
      expect({ status: mine?.status, statusCode: mine?.statusCode, message: mine?.message }).toEqual({
        status: theirs.status,
        statusCode: theirs.statusCode,
        message: theirs.message,
      });
    }
  });

  it("reads Storage's refusals: a missing object is null, anything else throws with Storage's message", async () => {
    const config = parseConfig({ ENVIRONMENT: "test", SUPABASE_URL: URL_, SUPABASE_SERVICE_ROLE_KEY: KEY });
    const missing = recorder(() =>
      Response.json({ statusCode: "404", error: "not_found", message: "Object not found" }, { status: 400 }),
    );
    const file = { bucket: "receipts", path: "x.png" };
    expect(await supabaseStorage(config, null as never, missing.fetchFn).get(file)).toBeNull();

    const down = recorder(() => Response.json({ statusCode: "500", message: "internal" }, { status: 500 }));
    await expect(supabaseStorage(config, null as never, down.fetchFn).get(file)).rejects.toThrow(
      "Supabase Storage refused the download: internal",
    );
    await expect(
      supabaseStorage(config, null as never, down.fetchFn).put({
        ...file,
        contentType: "image/png",
        bytes: new Uint8Array([1]),
      }),
    ).rejects.toThrow("Supabase Storage refused the upload: internal");
  });
});
