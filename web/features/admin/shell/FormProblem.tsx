import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** A back-office form's failure: the Spanish message shown above the form, and where the focus goes with it. */
export interface FormProblemState {
  message: string | undefined;
  /**
   * Shows `message` and moves the focus to it once it is on the page, so a keyboard or screen-reader user lands on
   * what went wrong. `focus: false` when the form itself focuses the first field in error; the alert is still
   * announced.
   */
  show: (message: string, options?: { focus?: boolean }) => void;
  clear: () => void;
  ref: RefObject<HTMLParagraphElement | null>;
}

/** One form's failure state (`initial`: a message to open with, e.g. the sign-in page's notice). */
export function useFormProblem(initial?: () => string | undefined): FormProblemState {
  const [state, setState] = useState(() => ({ message: initial?.(), focusings: 0 }));
  const ref = useRef<HTMLParagraphElement>(null);
  const show = useCallback((message: string, options?: { focus?: boolean }) => {
    setState((last) => ({ message, focusings: last.focusings + (options?.focus === false ? 0 : 1) }));
  }, []);
  const clear = useCallback(() => setState((last) => ({ ...last, message: undefined })), []);
  // After the commit that drew the alert (a frame callback could run before React has drawn it, and find nothing).
  useEffect(() => {
    if (state.focusings > 0) ref.current?.focus();
  }, [state.focusings]);
  return { message: state.message, show, clear, ref };
}

/** The failure's alert (nothing when there is none): focusable, so `show` can move the focus to it. */
export function FormProblem({ problem }: { problem: FormProblemState }) {
  if (!problem.message) return null;
  return (
    <p ref={problem.ref} className="admin-alert admin-alert--error" role="alert" tabIndex={-1}>
      {problem.message}
    </p>
  );
}
