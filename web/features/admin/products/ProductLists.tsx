import type { Dispatch, SetStateAction } from "react";
import { type Control, Controller, type FieldErrors } from "react-hook-form";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";
import { ListEditor } from "./ListEditor.tsx";
import { listError } from "./list-error.ts";

/** The product's lists: field, legend, the new entry's input (its gender), what one entry is called. */
export const PRODUCT_LISTS = [
  ["benefits", "Beneficios", "Nuevo beneficio", "beneficio"],
  ["uses", "Usos", "Nuevo uso", "uso"],
  ["doses", "Dosis", "Nueva dosis", "dosis"],
] as const;

/** What is typed into each list's 'Nuevo …' input, not added yet: the form adds it when it saves. */
export type ListDrafts = Record<(typeof PRODUCT_LISTS)[number][0], string>;
export const NO_DRAFTS: ListDrafts = { benefits: "", uses: "", doses: "" };

/** Beneficios, Usos and Dosis of the product form. */
export function ProductLists({
  control,
  errors,
  drafts,
  onDraftsChange,
}: {
  control: Control<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  drafts: ListDrafts;
  onDraftsChange: Dispatch<SetStateAction<ListDrafts>>;
}) {
  return (
    <div className="admin-product-form__lists">
      {PRODUCT_LISTS.map(([field, label, newLabel, noun]) => (
        <Controller
          key={field}
          control={control}
          name={field}
          render={({ field: f }) => (
            <ListEditor
              label={label}
              newLabel={newLabel}
              noun={noun}
              value={f.value}
              onChange={f.onChange}
              draft={drafts[field]}
              onDraftChange={(draft) => onDraftsChange((d) => ({ ...d, [field]: draft }))}
              error={listError(errors, field)}
            />
          )}
        />
      ))}
    </div>
  );
}
