/**
 * Stands in for `iceberg-js` in the Worker's bundle (wrangler.toml [alias]). Supabase Storage's client imports it at
 * its top for analytics buckets (Apache Iceberg tables), which the shop never opens; about 5.6 KB of the upload
 * (docs/decisions/028-fast-feedback.md). Should that ever be asked for, it fails loudly.
 */
export class IcebergRestCatalog {
  constructor() {
    throw new Error("iceberg-js is not bundled in this Worker: the shop uses no analytics buckets");
  }
}
