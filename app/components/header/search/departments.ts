import type { SearchFilters } from "../../../../modules/search/index.ts";

/** One choice of the search box's Department select (spec 1, "Header"). */
export interface Department {
  /** Stable id, kept in localStorage. */
  value: string;
  label: string;
  /** Facets a search in this department adds. */
  filters: SearchFilters;
  /** Boys and Girls: the term is searched with 'kids ' in front. */
  kids: boolean;
  /** Category names that narrow autocomplete (`categories=`); empty for All. */
  categories: string[];
}

export const ALL_DEPARTMENTS = "all";

/** zc1 values: a suggestion category with one of these names is a department, not a product type. */
export const DEPARTMENT_CATEGORIES = [
  "Shoes",
  "Clothing",
  "Accessories",
  "Bags",
  "Gift Cards",
  "Toys & Games",
];

/** The split of Shoes, Clothing and Adaptive: label word and txAttrFacet_Gender value. */
const SPLITS = [
  { word: "Womens", gender: "Women", kids: false },
  { word: "Mens", gender: "Men", kids: false },
  { word: "Boys", gender: "Boys", kids: true },
  { word: "Girls", gender: "Girls", kids: true },
] as const;

function withSplits(
  value: string,
  label: string,
  filters: SearchFilters,
  categories: string[],
): Department[] {
  const whole: Department = { value, label, filters, kids: false, categories };
  return [
    whole,
    ...SPLITS.map((split) => ({
      value: `${value}-${split.word.toLowerCase()}`,
      label: `${label} - ${split.word}`,
      filters: { ...filters, txAttrFacet_Gender: [split.gender] },
      kids: split.kids,
      categories,
    })),
  ];
}

const ALL: Department = { value: ALL_DEPARTMENTS, label: "All", filters: {}, kids: false, categories: [] };

/** The departments in menu order: All, Shoes (split), Clothing (split), Accessories, Toys & Games, Adaptive (split). */
export const DEPARTMENTS: readonly Department[] = [
  ALL,
  ...withSplits("shoes", "Shoes", { zc1: ["Shoes"] }, ["Shoes"]),
  ...withSplits("clothing", "Clothing", { zc1: ["Clothing"] }, ["Clothing"]),
  {
    value: "accessories",
    label: "Accessories",
    filters: { zc1: ["Accessories"] },
    kids: false,
    categories: ["Accessories"],
  },
  {
    value: "toys-and-games",
    label: "Toys & Games",
    filters: { zc1: ["Toys & Games"] },
    kids: false,
    categories: ["Toys & Games"],
  },
  ...withSplits("adaptive", "Adaptive", { txAttrFacet_Verticals: ["Adaptive"] }, []),
];

/** The department with this value; All for anything unknown (an old or edited stored value). */
export function departmentByValue(value: string | null | undefined): Department {
  const found = DEPARTMENTS.find((department) => department.value === value);
  return found ?? ALL;
}

/** The zc1 spelling of a category when it names a department ('shoes' → 'Shoes'), else null. */
export function departmentCategory(category: string): string | null {
  const key = category.trim().toLowerCase();
  return DEPARTMENT_CATEGORIES.find((name) => name.toLowerCase() === key) ?? null;
}
