import * as z from "zod";
import { FILL_THE_FORM } from "./banner.ts";

export { DEFAULT_VACATION_TEXT } from "../shop-info.ts";

/** The one closure (vacation) notice: its content is required (SPEC section 5). */
export const vacationInput = z.object({
  content: z
    .string({ error: FILL_THE_FORM })
    .trim()
    .min(1, { error: FILL_THE_FORM })
    .max(1000, { error: "Máximo 1000 caracteres." }),
});

export type VacationInput = z.input<typeof vacationInput>;

/** The notice as the API answers it. */
export interface VacationNotice {
  id: number;
  content: string;
  createdAt: string;
}
