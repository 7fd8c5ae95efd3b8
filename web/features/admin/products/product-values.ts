import { type ProductFormValues, sizeRows } from "../../../../domain/schemas/product-form.ts";
import type { AdminProduct } from "./products-api.ts";

/** The form's values for a product (an empty form for a new one). */
export function initialValues(product: AdminProduct | undefined): ProductFormValues {
  return {
    name: product?.name ?? "",
    code: product?.code ?? "",
    slug: product?.slug ?? "",
    categoryId: product?.categoryId ?? null,
    description: product?.description ?? "",
    discount: product?.discount ?? 0,
    isNew: product?.isNew ?? false,
    isNotEaten: product?.isNotEaten ?? false,
    stockMode: product?.stockMode ?? "size",
    bulkStock: product?.bulkStock ?? 0,
    unit: product?.unit ?? "cc",
    ivaRate: product?.ivaRate ?? "basica",
    noWithdrawal: product?.noWithdrawal ?? false,
    noWithdrawalReason: product?.noWithdrawalReason ?? "",
    benefits: product?.benefits ?? [],
    uses: product?.uses ?? [],
    doses: product?.doses ?? [],
    published: product?.published ?? true,
    images: product?.images ?? [],
    thumbImages: product?.thumbImages ?? [],
    seoTitle: product?.seoTitle ?? "",
    seoDescription: product?.seoDescription ?? "",
    inciName: product?.inciName ?? "",
    casNumbers: product?.casNumbers ?? [],
    ghsPictograms: product?.ghsPictograms ?? [],
    signalWord: product?.signalWord ?? null,
    hazardStatements: product?.hazardStatements ?? [],
    precautionaryStatements: product?.precautionaryStatements ?? [],
    otherWarnings: product?.otherWarnings ?? "",
    sizes: sizeRows(product?.variants),
  };
}
