import type { Random } from "./prng.ts";
import {
  type AgeGroup,
  BELT_INCHES,
  BIG_KID_SIZES,
  EU_SIZES,
  GIFT_CARD_AMOUNTS,
  giftCardAmountLabel,
  LITTLE_KID_SIZES,
  ONE_SIZE,
  type SizeType,
  type SizingDimension,
  sizeRun,
  TODDLER_SIZES,
} from "./sizing-values.ts";

/** How a product is sized; stored as products.sizingModel. */
export type SizingModelId =
  | "womens-shoes"
  | "mens-shoes"
  | "kids-shoes"
  | "unisex-shoes"
  | "adaptive-shoes"
  | "eu-shoes"
  | "apparel"
  | "apparel-ranges"
  | "kids-apparel"
  | "hats"
  | "socks"
  | "belts"
  | "one-size"
  | "gift-card"
  | "e-gift-card";

/** Who a product is made for; decides genders, sizes and widths. */
export type Audience = "women" | "men" | "kids" | "unisex";

/** One sellable combination of dimension values; each style gets one stock per variant. */
export interface StockVariant {
  sizeLabel: string;
  sizeType: SizeType;
  widthLabel: string | null;
  ageGroup: AgeGroup;
  gender: "mens" | "womens" | null;
  shoeType: "LEFT" | "RIGHT" | "pair" | null;
  sizeRange: string | null;
}

export interface ProductSizing {
  dimensions: SizingDimension[];
  variants: StockVariant[];
  hasHalfSizes: boolean;
  /** Age groups the product covers, for kids' name suffixes such as '(Little Kid/Big Kid)'. */
  ageGroups: AgeGroup[];
}

/** Fixed dimension ids and display names, the order a product page shows them in. */
export const DIMENSIONS: Record<SizingDimension, { id: number; name: string }> = {
  ageGroup: { id: 1, name: "Age Group" },
  gender: { id: 2, name: "Gender" },
  singleShoeSide: { id: 3, name: "Shoe Type" },
  sizeRange: { id: 4, name: "Size Range" },
  size: { id: 5, name: "Size" },
  width: { id: 6, name: "Width" },
};

const WOMENS_WIDTHS = ["Narrow (2A)", "Medium (B)", "Wide (D)", "X-Wide (2E)"];
const MENS_WIDTHS = ["Medium (D)", "Wide (2E)", "X-Wide (4E)"];
const PLAIN_WIDTHS = ["Medium", "Wide"];

const base: Omit<StockVariant, "sizeLabel"> = {
  sizeType: "standard",
  widthLabel: null,
  ageGroup: "adult",
  gender: null,
  shoeType: null,
  sizeRange: null,
};

function grid(sizes: readonly string[], widths: readonly (string | null)[], extra: Partial<StockVariant>) {
  return sizes.flatMap((sizeLabel) =>
    widths.map((widthLabel) => ({ ...base, ...extra, sizeLabel, widthLabel })),
  );
}

function womensWidths(random: Random): string[] {
  const sets = [["Medium (B)"], ["Medium (B)", "Wide (D)"], WOMENS_WIDTHS.slice(0, 3), WOMENS_WIDTHS];
  return random.weighted(sets, [55, 30, 8, 7]);
}

function mensWidths(random: Random): string[] {
  return random.weighted([MENS_WIDTHS.slice(0, 1), MENS_WIDTHS.slice(0, 2), MENS_WIDTHS], [55, 30, 15]);
}

function adultShoes(audience: "women" | "men", random: Random) {
  const halves = random.chance(0.9);
  const sizes =
    audience === "women" ? sizeRun(random.pick([5, 5, 6]), 12) : sizeRun(random.pick([7, 7, 8]), 12, 15);
  return {
    sizes: halves ? sizes : sizes.filter((size) => !size.includes(".")),
    widths: audience === "women" ? womensWidths(random) : mensWidths(random),
    halves,
  };
}

const KID_SHOE_SIZES: Partial<Record<AgeGroup, string[]>> = {
  toddler: TODDLER_SIZES,
  "little-kids": LITTLE_KID_SIZES,
  "big-kids": BIG_KID_SIZES,
};
const KID_CLOTHING_SIZES: Partial<Record<AgeGroup, string[]>> = {
  toddler: ["2T", "3T", "4T", "5T"],
  "little-kids": ["4", "5", "6", "7"],
  "big-kids": ["8", "10", "12", "14", "16"],
};

function kidAgeGroups(random: Random): AgeGroup[] {
  const sets: AgeGroup[][] = [
    ["toddler"],
    ["little-kids", "big-kids"],
    ["toddler", "little-kids"],
    ["big-kids"],
  ];
  return random.weighted(sets, [30, 40, 20, 10]);
}

function sized(dimensions: SizingDimension[], variants: StockVariant[], ageGroups: AgeGroup[] = ["adult"]) {
  const hasHalfSizes = variants.some((v) => v.sizeType !== "standard" && v.sizeLabel.includes(".5"));
  return { dimensions, variants, hasHalfSizes, ageGroups };
}

/** Plans the dimensions and stock variants of one product of the given sizing model. */
export function planSizing(model: SizingModelId, audience: Audience, random: Random): ProductSizing {
  switch (model) {
    case "womens-shoes":
    case "mens-shoes": {
      const { sizes, widths } = adultShoes(model === "womens-shoes" ? "women" : "men", random);
      return sized(["size", "width"], grid(sizes, widths, { sizeType: "US" }));
    }
    case "adaptive-shoes": {
      const { sizes, widths } = adultShoes(audience === "men" ? "men" : "women", random);
      const variants = (["LEFT", "RIGHT", "pair"] as const).flatMap((shoeType) =>
        grid(sizes, widths, { sizeType: "US", shoeType }),
      );
      return sized(["singleShoeSide", "size", "width"], variants);
    }
    case "unisex-shoes": {
      const mens = grid(sizeRun(4, 12, 13), ["Medium"], { sizeType: "US", gender: "mens" });
      const womens = grid(sizeRun(6, 14, 15), ["Medium"], { sizeType: "US", gender: "womens" });
      return sized(["gender", "size", "width"], [...womens, ...mens]);
    }
    case "kids-shoes": {
      const ageGroups = kidAgeGroups(random);
      const widths = random.chance(0.2) ? PLAIN_WIDTHS : ["Medium"];
      const variants = ageGroups.flatMap((ageGroup) =>
        grid(KID_SHOE_SIZES[ageGroup] ?? [], widths, { sizeType: "US", ageGroup }),
      );
      return sized(["ageGroup", "size", "width"], variants, ageGroups);
    }
    case "eu-shoes": {
      const first = audience === "men" ? 40 : random.pick([35, 36]);
      const last = audience === "women" ? 42 : random.pick([45, 46, 47]);
      const sizes = EU_SIZES.filter((size) => Number(size) >= first && Number(size) <= last);
      return sized(["size", "width"], grid(sizes, ["Medium"], { sizeType: "EU" }));
    }
    case "apparel": {
      const sizes = audience === "men" ? ["S", "M", "L", "XL", "XXL"] : ["XS", "S", "M", "L", "XL"];
      const extended = random.chance(0.4) ? [...(audience === "men" ? ["XS"] : ["XXS"]), ...sizes] : sizes;
      return sized(["size"], grid(extended, [null], {}));
    }
    case "apparel-ranges": {
      const ranges: [string, string[]][] =
        audience === "men"
          ? [
              ["Regular", ["S", "M", "L", "XL", "XXL"]],
              ["Tall", ["L", "XL", "XXL"]],
            ]
          : [
              ["Regular", ["XS", "S", "M", "L", "XL"]],
              ...random.sample<[string, string[]]>(
                [
                  ["Petite", ["XS", "S", "M", "L"]],
                  ["Plus", ["1X", "2X", "3X", "4X"]],
                  ["Tall", ["S", "M", "L", "XL"]],
                ],
                random.int(1, 3),
              ),
            ];
      const variants = ranges.flatMap(([sizeRange, sizes]) => grid(sizes, [null], { sizeRange }));
      return sized(["sizeRange", "size"], variants);
    }
    case "kids-apparel": {
      const ageGroups = kidAgeGroups(random);
      const variants = ageGroups.flatMap((ageGroup) =>
        grid(KID_CLOTHING_SIZES[ageGroup] ?? [], [null], { ageGroup }),
      );
      return sized(["ageGroup", "size"], variants, ageGroups);
    }
    case "hats":
      return sized(["size"], grid(["S/M", "L/XL"], [null], {}));
    case "socks":
      return sized(["size"], grid(random.chance(0.5) ? ["S", "M", "L"] : ["S", "M", "L", "XL"], [null], {}));
    case "belts": {
      const first = random.int(0, 2);
      return sized(
        ["size"],
        grid(BELT_INCHES.slice(first, first + random.int(6, 8)), [null], { sizeType: "inch" }),
      );
    }
    case "one-size":
      return sized(["size"], grid([ONE_SIZE], [null], {}));
    case "gift-card":
    case "e-gift-card": {
      const amounts = model === "gift-card" ? GIFT_CARD_AMOUNTS.slice(1, 7) : GIFT_CARD_AMOUNTS;
      return sized(["size"], grid(amounts.map(giftCardAmountLabel), [null], {}));
    }
  }
}
