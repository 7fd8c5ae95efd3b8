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

/** The shop's two pictures of the product (card and hover) and the product page's gallery. */
export function ProductImagesFields({ control, errors, name, onBusyChange }: ProductImagesFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="thumbImages"
        render={({ field }) => (
          <ImageListField
            label="Imágenes principales (hasta 2)"
            hint="La primera se ve en la tienda; la segunda al pasar el cursor. Máx. 2 MB cada una."
            value={field.value}
            onChange={field.onChange}
            max={2}
            defaultAlt={name}
            error={listError(errors, "thumbImages")}
            onBusyChange={(b) => onBusyChange("thumbs", b)}
          />
        )}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImageListField
            label="Galería de la ficha (hasta 4)"
            hint="Máx. 2 MB cada una."
            value={field.value}
            onChange={field.onChange}
            max={4}
            defaultAlt={name}
            error={listError(errors, "images")}
            onBusyChange={(b) => onBusyChange("gallery", b)}
          />
        )}
      />
    </>
  );
}
