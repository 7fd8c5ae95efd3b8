import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { discountedPrice } from "../../../../domain/pricing.ts";
import { productHead, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../../../domain/product-seo.ts";
import { type ProductFormValues, parsePrice } from "../../../../domain/schemas/product-form.ts";
import { SITE_NAME } from "../../../components/use-page-title.ts";
import { AdminField } from "../shell/AdminField.tsx";
import "./seo-fields.css";

interface SeoFieldsProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

const count = (text: string, max: number) => `${text.length} de ${max} caracteres.`;

/**
 * 'Buscadores (SEO)': the product's own title and description for search engines and link previews, each with
 * its count, and a preview of the result as a search engine lists it. Empty fields keep the name and the start of
 * the description, as the preview shows (the same rule the shop's pages use: domain/product-seo.ts).
 */
export function SeoFields({ control, register, errors }: SeoFieldsProps) {
  const [seoTitle, seoDescription, name, description, slug, unit, discount, sizes] = useWatch({
    control,
    name: ["seoTitle", "seoDescription", "name", "description", "slug", "unit", "discount", "sizes"],
  });
  const variants = sizes.flatMap((row) => {
    const price = row.checked ? parsePrice(row.price) : undefined;
    const off = Number.isInteger(discount) && discount >= 0 && discount <= 99 ? discount : 0;
    return price === undefined ? [] : [{ size: row.size, finalPrice: discountedPrice(price, off) }];
  });
  const head = productHead(
    { name: name.trim() || "Nombre del producto", description, unit, variants, seoTitle, seoDescription },
    SITE_NAME,
  );
  const host = typeof window === "undefined" ? "" : window.location.host;

  return (
    <fieldset className="admin-seo">
      <legend className="admin-field__label">Buscadores (SEO)</legend>
      <p className="admin-field__hint">
        Opcional. Lo que muestran Google y las redes al compartir la ficha. Si los deja vacíos se usan el nombre y el
        comienzo de la descripción.
      </p>
      <div className="admin-seo__fields">
        <AdminField
          label="Título para buscadores"
          hint={`${count(seoTitle, SEO_TITLE_MAX)} Se usa tal cual, sin agregar el nombre de la tienda.`}
          error={errors.seoTitle?.message}
        >
          {(p) => <input {...p} {...register("seoTitle")} autoComplete="off" maxLength={SEO_TITLE_MAX} />}
        </AdminField>
        <AdminField
          label="Descripción para buscadores"
          hint={count(seoDescription, SEO_DESCRIPTION_MAX)}
          error={errors.seoDescription?.message}
        >
          {(p) => <textarea {...p} {...register("seoDescription")} rows={3} maxLength={SEO_DESCRIPTION_MAX} />}
        </AdminField>
      </div>
      <figure className="admin-seo__preview">
        <figcaption className="admin-seo__caption">Vista previa en un buscador</figcaption>
        <p className="admin-seo__url">
          {host} › shop › product › {slug || "…"}
        </p>
        <p className="admin-seo__title">{head.title}</p>
        <p className="admin-seo__description">{head.description}</p>
      </figure>
    </fieldset>
  );
}
