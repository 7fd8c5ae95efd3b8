import { type Control, Controller, type FieldErrors } from "react-hook-form";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";
import { ImageListField } from "../components/ImageListField.tsx";
import { listError } from "./list-error.ts";

interface ProductImagesFieldsProps {
  control: Control<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The product's name: the images' text until the owner writes one. */
  name: string;
  /** An image of the part is being prepared or uploaded (the form waits to save). */
  onBusyChange: (part: "thumbs" | "gallery", busy: boolean) => void;
}

/** The two image lists: the card's pictures (the second shows on hover) and the product page's gallery. */
const LISTS = [
  {
    name: "thumbImages",
    part: "thumbs",
    label: "Imágenes principales (hasta 2)",
    hint: "La primera se ve en la tienda; la segunda al pasar el cursor. Máx. 2 MB cada una.",
    max: 2,
  },
  { name: "images", part: "gallery", label: "Galería de la ficha (hasta 4)", hint: "Máx. 2 MB cada una.", max: 4 },
] as const;

/** The shop's two pictures of the product (card and hover) and the product page's gallery. */
export function ProductImagesFields({ control, errors, name, onBusyChange }: ProductImagesFieldsProps) {
  return LISTS.map((list) => (
    <Controller
      key={list.name}
      control={control}
      name={list.name}
      render={({ field }) => (
        <ImageListField
          label={list.label}
          hint={list.hint}
          value={field.value}
          onChange={field.onChange}
          max={list.max}
          defaultAlt={name}
          error={listError(errors, list.name)}
          onBusyChange={(b) => onBusyChange(list.part, b)}
        />
      )}
    />
  ));
}
