import { useCallback, useEffect, useState } from "react";

/** The state of one remote read. `data` stays set while a newer request loads (to show it dimmed). */
export interface Remote<T> {
  status: "loading" | "success" | "error";
  data: T | undefined;
  error: string | undefined;
  /** Loads again (after an error, or to refresh). */
  retry: () => void;
}

/**
 * Runs `load` whenever `key` changes (aborting the previous request) and tracks its state. Errors carry the
 * Spanish message of lib/api.ts json(); an abort is not an error.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, "retry">>({
    status: "loading",
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);

  // `key` describes the request; `load` is a fresh closure on every render, so it is left out on purpose.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) =>
      s.status === "loading" && s.error === undefined ? s : { ...s, status: "loading", error: undefined },
    );
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "success", data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : "Ha ocurrido un error.";
        setState((s) => ({ status: "error", data: s.data, error: friendly(message) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** fetch() rejects with English browser texts ("Failed to fetch") when offline: say it in Spanish. */
function friendly(message: string): string {
  return /fetch|network|load failed/i.test(message)
    ? "No pudimos conectar con la tienda. Revise su conexión e inténtelo de nuevo."
    : message;
}
