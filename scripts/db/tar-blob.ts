/**
 * A data directory's tarball as a Blob that PGlite's `loadDataDir` reads without copying. PGlite reads it with
 * `arrayBuffer()` alone; Node 20's Blob answers that by streaming its bytes in 64 KB chunks and joining them, which
 * was about 40 % of a test database's start (a 44 MB tarball: ~0.8 s of CPU of ~2 s; issue 39, decision 028 session
 * 22). This one hands back the bytes it was made from; they must not be used again by the caller.
 */
export class TarBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([], { type: "application/x-tar" });
    this.#bytes = bytes;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return Promise.resolve(whole ? bytes.buffer : bytes.slice().buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(this.#bytes);
  }

  override stream(): ReturnType<Blob["stream"]> {
    return new Blob([this.#bytes]).stream();
  }

  override text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }

  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#bytes]).slice(start, end, type);
  }
}
