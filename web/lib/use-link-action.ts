import { useCallback, useEffect, useRef, useState } from "react";

export type LinkActionState =
  | { status: "working" }
  /** `already`: the link had done its work before (a confirmation link opened again). */
  | { status: "done"; already: boolean }
  | { status: "refused"; message: string; expired: boolean }
  | { status: "failed" };

/** The token exactly as the mailed link carries it (the router would read an all-digit one as a number). */
export function linkToken(): string {
  return new URLSearchParams(window.location.search).get("token") ?? "";
}

/**
 * Runs a newsletter link's action (confirm, unsubscribe) once when the page opens: one click in the mail
 * is all it takes. The token then leaves the address bar, so it is neither bookmarked nor shared.
 */
export function useLinkAction(send: (token: string) => Promise<Response>): {
  state: LinkActionState;
  retry: () => void;
} {
  const [state, setState] = useState<LinkActionState>({ status: "working" });
  const token = useRef<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    token.current ??= linkToken();
    setState({ status: "working" });
    try {
      const res = await send(token.current);
      if (res.ok) {
        const body = (await res.json().catch(() => null)) as { alreadyConfirmed?: boolean } | null;
        return setState({ status: "done", already: body?.alreadyConfirmed === true });
      }
      if (res.status >= 500 || res.status === 429) return setState({ status: "failed" });
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      setState({
        status: "refused",
        message: body?.error?.message ?? "El enlace no es válido.",
        expired: res.status === 410,
      });
    } catch {
      setState({ status: "failed" });
    }
  }, [send]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = linkToken();
    if (token.current) window.history.replaceState(window.history.state, "", window.location.pathname);
    void run();
  }, [run]);

  return { state, retry: () => void run() };
}
