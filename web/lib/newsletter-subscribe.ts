/** POST /api/newsletter. A plain fetch (no zod in the shell bundle); the server validates the address. */
export type NewsletterSource = "footer" | "blog";

/** "invalid" when the server refuses the address itself (400); throws on any other failure. */
export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<"ok" | "invalid"> {
  const response = await fetch("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    // The wording the form shows (domain/consents.ts "boletin-1"): the server stores its own copy of it.
    body: JSON.stringify({ email, source, consent: "boletin-1" }),
  });
  if (response.status === 400) return "invalid";
  const body = response.ok ? ((await response.json().catch(() => null)) as { subscribed?: boolean } | null) : null;
  if (!body?.subscribed) throw new Error(`newsletter: HTTP ${response.status}`);
  return "ok";
}
