/** What to tell the admin when supabase-js refuses a sign-in (GoTrue errors carry a status and a code). */
export function signInMessage(error: unknown): string {
  const { status, code, message } = (error ?? {}) as { status?: number; code?: string; message?: string };
  if (status === 429 || code === "over_request_rate_limit") {
    return message || "Demasiados intentos. Espere unos minutos e inténtelo de nuevo.";
  }
  if (status === 400 || code === "invalid_credentials" || code === "invalid_grant") {
    return "Correo o contraseña incorrectos.";
  }
  if (status === undefined || status === 0) {
    return "No pudimos conectar con el servidor. Revise su conexión e inténtelo de nuevo.";
  }
  return "No pudimos iniciar sesión. Inténtelo más tarde.";
}
