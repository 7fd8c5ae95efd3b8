import { getRouteApi } from "@tanstack/react-router";
import { PRICE_RANGES } from "../../../domain/catalogue.ts";
import { XSmallIcon } from "../../components/shop-icons.tsx";
import { isRangeChosen } from "./FilterPanel.tsx";
import type { ShopSearch } from "./shop-search.ts";

const route = getRouteApi("/shop/");

/** Removable chips for what is filtering the list now. */
export function ActiveFilters({ search, categoryTitle }: { search: ShopSearch; categoryTitle: string | undefined }) {
  const navigate = route.useNavigate();
  const remove = (change: Partial<ShopSearch>) =>
    void navigate({ search: (prev: ShopSearch) => ({ ...prev, ...change, page: undefined }) });
  const range = PRICE_RANGES.find((r) => isRangeChosen(search, r));
  const chips: { key: string; label: string; clear: Partial<ShopSearch> }[] = [];
  if (search.category)
    chips.push({ key: "c", label: categoryTitle ?? search.category, clear: { category: undefined } });
  if (search.size) chips.push({ key: "s", label: `Tamaño ${search.size}`, clear: { size: undefined } });
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    const label =
      range?.label ??
      [
        search.minPrice !== undefined && `desde $${search.minPrice}`,
        search.maxPrice !== undefined && `hasta $${search.maxPrice}`,
      ]
        .filter(Boolean)
        .join(" ");
    chips.push({ key: "p", label, clear: { minPrice: undefined, maxPrice: undefined } });
  }
  if (search.q) chips.push({ key: "q", label: `“${search.q}”`, clear: { q: undefined } });
  if (chips.length === 0) return null;
  return (
    <ul className="active-filters" aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="active-filters__chip"
            aria-label={`Quitar filtro ${chip.label}`}
            onClick={() => remove(chip.clear)}
          >
            {chip.label}
            <XSmallIcon size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
