import type { Session } from "@supabase/supabase-js";
import { useSyncExternalStore } from "react";
import { getSupabase } from "./supabase.ts";

export type AdminSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; email: string; accessToken: string };

export const EXPIRED_MESSAGE = "Su sesión venció. Inicie sesión nuevamente.";
export const FORBIDDEN_MESSAGE = "Esta cuenta no tiene acceso al panel.";

let state: AdminSession = { status: "loading" };
let started = false;
/** A sentence the login page shows once (why the admin was sent back there). */
let notice: string | undefined;
/** True while endSession() runs, so its SIGNED_OUT event is not taken for an expiry. */
let signingOut = false;
const listeners = new Set<() => void>();

function set(next: AdminSession) {
  state = next;
  for (const listener of listeners) listener();
}

function fromSession(session: Session | null): AdminSession {
  return session
    ? { status: "signed-in", email: session.user.email ?? "", accessToken: session.access_token }
    : { status: "signed-out" };
}

/** Reads the stored session once and follows supabase-js from then on (sign-in, refresh, sign-out). */
function start() {
  if (started) return;
  started = true;
  getSupabase().then(
    async (supabase) => {
      supabase.auth.onAuthStateChange((event, session) => {
        // Signed out without asking (the refresh token was refused): say why on the login page.
        if (event === "SIGNED_OUT" && state.status === "signed-in" && !signingOut) notice ??= EXPIRED_MESSAGE;
        set(fromSession(session));
      });
      const { data } = await supabase.auth.getSession();
      set(fromSession(data.session));
    },
    () => {
      started = false;
      notice = "No pudimos conectar con el panel. Revise su conexión e inténtelo de nuevo.";
      set({ status: "signed-out" });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** The admin's session: 'loading' while supabase-js reads it, then signed in or out. */
export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, () => state);
}

/** The message for the login page, given once. */
export function takeNotice(): string | undefined {
  const message = notice;
  notice = undefined;
  return message;
}

/** Ends the session in this browser; `reason` is shown on the login page. */
export async function endSession(reason?: string): Promise<void> {
  notice = reason;
  signingOut = true;
  try {
    const supabase = await getSupabase();
    // A failure to reach the server still forgets the session in this browser.
    await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
  } finally {
    signingOut = false;
    set({ status: "signed-out" });
  }
}

/** The current access token (refreshed by supabase-js when needed), or undefined without a session. */
export async function accessToken(): Promise<string | undefined> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token;
}

/** Whether an admin is signed in in this browser (a back-office loader reads nothing without). Never rejects. */
export function signedIn(): Promise<boolean> {
  return accessToken().then(
    (token) => token !== undefined,
    () => false,
  );
}
