import type { ProductSizing, SizingValue } from "../../../modules/sizing/index.ts";

/**
 * Size predictions without an account: the size a shopper last chose for a kind of product (its
 * product type and genders) is remembered in the browser and predicted on the next product of that
 * kind. Fit predictions from order history come with accounts.
 */
export const SIZE_MEMORY_KEY = "rememberedSizes";

export interface RememberedSize {
  label: string;
  sizeType: string | null;
}

/** The kind of product a size is remembered for: 'Shoes|women', 'Clothing|boys+girls'. */
export function sizeKind(product: { defaultProductType: string; genders: readonly string[] }): string {
  return `${product.defaultProductType}|${[...product.genders].sort().join("+")}`;
}

/** The size value of a product matching a remembered size (same label and size type), else null. */
export function predictedSizeId(sizing: ProductSizing, remembered: RememberedSize): number | null {
  const size = sizing.dimensions.find((dimension) => dimension.type === "size");
  if (!size) return null;
  const value = sizing.allValues.find(
    (candidate) =>
      size.values.includes(candidate.id) &&
      candidate.label === remembered.label &&
      candidate.sizeType === remembered.sizeType,
  );
  return value?.id ?? null;
}

/** The size value of a size dimension's value id, when the product has it. */
export function sizeValueOf(sizing: ProductSizing, dimensionId: number, valueId: number): SizingValue | null {
  const dimension = sizing.dimensions.find((candidate) => candidate.id === dimensionId);
  if (dimension?.type !== "size") return null;
  return sizing.allValues.find((value) => value.id === valueId) ?? null;
}

function readAll(): Record<string, RememberedSize> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SIZE_MEMORY_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, RememberedSize>)
      : {};
  } catch {
    return {};
  }
}

/** The size remembered for a kind of product, or null (also when storage is unavailable or holds nonsense). */
export function rememberedSize(kind: string): RememberedSize | null {
  const found: unknown = readAll()[kind];
  if (typeof found !== "object" || found === null) return null;
  const { label, sizeType } = found as Record<string, unknown>;
  if (typeof label !== "string") return null;
  return { label, sizeType: typeof sizeType === "string" ? sizeType : null };
}

/** Remembers the size a shopper chose for a kind of product. */
export function rememberSize(kind: string, value: SizingValue): void {
  try {
    const all = readAll();
    all[kind] = { label: value.label, sizeType: value.sizeType };
    window.localStorage.setItem(SIZE_MEMORY_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: no prediction next time.
  }
}
