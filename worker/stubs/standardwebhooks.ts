/**
 * Stands in for `standardwebhooks` in the Worker's bundle (wrangler.toml [alias]). The `resend` SDK imports it at
 * its top for one method the shop never calls (verifying Resend's own webhooks, `webhooks.verify`); with the
 * SHA-256 and base64 code it brings it is about 12.5 KB of the upload (docs/decisions/028-fast-feedback.md).
 * Should that method ever be called, it fails loudly instead of verifying.
 */
export class Webhook {
  verify(): never {
    throw new Error("standardwebhooks is not bundled in this Worker: the shop receives no Resend webhooks");
  }
}
