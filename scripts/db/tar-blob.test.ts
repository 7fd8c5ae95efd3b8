import { describe, expect, it } from "vitest";
import { TarBlob } from "./tar-blob.ts";

describe("TarBlob (issue 39)", () => {
  it("hands back its bytes as a tar Blob, without copying a whole buffer", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const blob = new TarBlob(bytes);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe("application/x-tar");
    expect(blob.size).toBe(4);
    expect(await blob.arrayBuffer()).toBe(bytes.buffer);
    expect([...new Uint8Array(await blob.slice(1, 3).arrayBuffer())]).toEqual([2, 3]);
  });

  it("copies only the viewed part of a larger buffer", async () => {
    const view = new Uint8Array(new Uint8Array([9, 1, 2, 9]).buffer, 1, 2);
    expect([...new Uint8Array(await new TarBlob(view).arrayBuffer())]).toEqual([1, 2]);
  });
});
