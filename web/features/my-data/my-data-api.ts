/** 'Mis datos' (decision 031): plain fetches; the server checks everything and answers in Spanish. */
import { saveResponseAsFile } from "../../lib/save-file.ts";

const FAILED = "Ha ocurrido un error. Inténtelo nuevamente.";

export class MyDataError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  const res = await fetch(`/api/my-data${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (res.ok) return res;
  const answer = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new MyDataError(res.status < 500 && answer?.error?.message ? answer.error.message : FAILED, res.status);
}

export async function askLink(email: string): Promise<void> {
  await post("", { email });
}

export async function openLink(token: string): Promise<{ session: string; email: string }> {
  return (await post("/open", { token })).json();
}

/** Downloads the export as a file (the browser's own download, from the answer's bytes). */
export async function download(session: string, format: "json" | "csv"): Promise<void> {
  await saveResponseAsFile(await post("/export", { session, format }), `mis-datos.${format}`);
}

export async function deleteData(session: string): Promise<{ deletionId: number }> {
  return (await post("/delete", { session, confirm: true })).json();
}
