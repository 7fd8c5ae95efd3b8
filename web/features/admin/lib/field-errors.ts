import { type FieldDetail, fieldDetails } from "../../../lib/api.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";

/** A refusal about one of the form's fields ('name', 'sizes.0.variantId'). */
export type FieldRefusal = FieldDetail;

/**
 * The refusals of a failed save that name one of the form's fields: what only the server can know (a name taken, a
 * size that no longer exists), sent as `details: [{path, message}]` (worker/http/errors.ts, the API's validation).
 * Only paths the form has (`known`) count; an error naming none (a list in use, the network) gives [] and stays a
 * toast.
 */
export function fieldRefusals(error: unknown, known: (path: string) => boolean): FieldRefusal[] {
  if (!(error instanceof AdminApiError) || !Array.isArray(error.details)) return [];
  const found: FieldRefusal[] = [];
  for (const { path, message } of fieldDetails(error.details)) {
    if (!path || !message) continue;
    if (known(path) && !found.some((f) => f.path === path)) found.push({ path, message });
  }
  return found;
}
