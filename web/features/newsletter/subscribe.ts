/** POST /api/newsletter. A plain fetch (no zod in the shell bundle); the server validates the address. */
export type NewsletterSource = "footer" | "blog";

export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<void> {
  const response = await fetch("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email, source }),
  });
  if (!response.ok) throw new Error(`newsletter: HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { subscribed?: boolean } | null;
  if (!body?.subscribed) throw new Error("newsletter: unexpected answer");
}
