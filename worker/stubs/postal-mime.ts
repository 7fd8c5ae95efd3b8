/**
 * Stands in for `postal-mime` in the Worker's bundle (wrangler.toml [alias]). The `resend` SDK imports it at
 * its top for one method the shop never calls (forwarding an inbound e-mail, `emails.receiving`), and the
 * parser is about 70 KB of the upload (issue 22: import only what is used). Should that method ever be called,
 * it fails loudly instead of parsing.
 */
const PostalMime = {
  parse(): never {
    throw new Error("postal-mime is not bundled in this Worker: the shop does not parse inbound e-mail");
  },
};

export default PostalMime;
