import { type SubcategoryPlan, slugify } from "./catalogue-plan.ts";
import { asinFor, bestSellerRankFor, productIdFor } from "./ids.ts";
import { FEATURES, MATERIALS, MODEL_NAMES, MODEL_SUFFIXES } from "./names.ts";
import { mixSeed, Random } from "./prng.ts";
import type { ProductBundle, ProductContext, ProductRow, StockRow, StyleRow } from "./rows.ts";
import {
  type Audience,
  DIMENSIONS,
  planSizing,
  type SizingModelId,
  type StockVariant,
} from "./sizing-models.ts";
import { type AgeGroup, sizingKey } from "./sizing-values.ts";
import { CATALOGUE_DATE, DAY, generateStyles } from "./styles.ts";

export type {
  ProductBundle,
  ProductContext,
  ProductDimensionRow,
  ProductRow,
  StockRow,
  StyleRow,
} from "./rows.ts";

const AUDIENCES: readonly Audience[] = ["women", "men", "kids", "unisex"];
const GIFT_CARD_COLLECTIONS = ["Classic", "Celebrations", "Seasons", "Everyday", "Occasions", "Signature"];
const KID_LABELS: Record<AgeGroup, string> = {
  infant: "Infant",
  toddler: "Toddler",
  "little-kids": "Little Kid",
  kids: "Kids",
  "big-kids": "Big Kid",
  adult: "",
};

/** Which kind of product index i is: gift cards at fixed places, ~1% for the sister site, ~1% out of stock. */
export function productRole(index: number): "gift-card" | "e-gift-card" | "sister" | "no-stock" | "regular" {
  if (index % 400 === 5 && index < 2400) return "gift-card";
  if (index % 400 === 11 && index < 2400) return "e-gift-card";
  if (index % 100 === 37) return "sister";
  if (index % 100 === 73) return "no-stock";
  return "regular";
}

function chooseSizingModel(plan: SubcategoryPlan, audience: Audience, random: Random): SizingModelId {
  const department = plan.department;
  if (plan.silhouette === "gift-card" || plan.silhouette === "e-gift-card") return plan.silhouette;
  if (department === "Shoes") {
    if (audience === "kids") return "kids-shoes";
    if (audience === "unisex") return random.chance(plan.euShare ?? 0) ? "eu-shoes" : "unisex-shoes";
    if (random.chance(plan.adaptiveShare ?? 0)) return "adaptive-shoes";
    if (random.chance(plan.euShare ?? 0)) return "eu-shoes";
    return audience === "men" ? "mens-shoes" : "womens-shoes";
  }
  if (department === "Clothing") {
    if (audience === "kids") return "kids-apparel";
    return random.chance(audience === "women" ? 0.3 : 0.1) ? "apparel-ranges" : "apparel";
  }
  const byName: Record<string, SizingModelId> = { Socks: "socks", Belts: "belts" };
  if (plan.name === "Hats") return random.chance(0.3) ? "hats" : "one-size";
  return byName[plan.name] ?? "one-size";
}

function gendersFor(plan: SubcategoryPlan, audience: Audience, random: Random): string[] {
  if (audience === "women" || audience === "men") return [audience];
  if (audience === "unisex") return ["men", "women"];
  if (!plan.audiences.men) return ["girls"];
  return random.pick([["girls"], ["boys"], ["boys", "girls"]]);
}

function description(plan: SubcategoryPlan, brand: string, name: string, random: Random): string {
  const material = random.pick(MATERIALS[plan.department]);
  const intros = [
    `The ${name} from ${brand} is made of ${material} for easy everyday wear.`,
    `Meet the ${brand} ${name}: ${material} and a clean look that goes with everything.`,
    `Crafted from ${material}, the ${name} brings ${brand}'s signature comfort to your rotation.`,
  ];
  const features = random.sample(FEATURES[plan.department], random.int(2, 4));
  return [random.pick(intros), ...features].join("\n");
}

function onHandFor(random: Random): number {
  const roll = random.float();
  if (roll < 0.12) return 0;
  if (roll < 0.35) return random.int(1, 10);
  return random.int(11, 80);
}

function stockRow(context: ProductContext, style: StyleRow, variant: StockVariant, onHand: number): StockRow {
  const id = (dimension: "size" | "width", label: string, sizeType?: StockVariant["sizeType"]) => {
    const valueId = context.sizingValueIds.get(sizingKey(dimension, label, sizeType));
    if (valueId === undefined) throw new Error(`no sizing value ${dimension} '${label}'`);
    return valueId;
  };
  context.counters.stock += 1;
  return {
    stockId: context.counters.stock,
    asin: asinFor(context.counters.stock),
    styleId: style.styleId,
    productId: style.productId,
    onHand,
    sizeValueId: id("size", variant.sizeLabel, variant.sizeType),
    widthValueId: variant.widthLabel === null ? null : id("width", variant.widthLabel),
    ageGroup: variant.ageGroup,
    gender: variant.gender,
    shoeType: variant.shoeType,
    sizeRange: variant.sizeRange,
  };
}

/** Generates the index-th product of the catalogue, deterministic for a given seed and index. */
export function generateProduct(context: ProductContext, index: number): ProductBundle {
  const random = new Random(mixSeed(context.seed, index));
  const role = productRole(index);
  const plans = context.subcategories;
  const plan =
    role === "gift-card" || role === "e-gift-card"
      ? plans.find((p) => p.silhouette === role)
      : random.weighted(
          plans,
          plans.map((p) => p.weight),
        );
  if (!plan) throw new Error(`no subcategory for ${role}`);
  const audience = random.weighted(
    AUDIENCES,
    AUDIENCES.map((a) => plan.audiences[a] ?? 0),
  );
  const model = chooseSizingModel(plan, audience, random);
  const sizing = planSizing(model, audience, random);
  const brand = random.pick(context.brandsByDepartment.get(plan.department) ?? []);
  const isGiftCard = model === "gift-card" || model === "e-gift-card";

  const kidLabel = sizing.ageGroups.map((group) => KID_LABELS[group]).join("/");
  const noun = `${model === "adaptive-shoes" ? "Adaptive " : ""}${random.pick(plan.nouns)}`;
  const name = isGiftCard
    ? `${noun} - ${GIFT_CARD_COLLECTIONS[Math.floor(index / 400) % GIFT_CARD_COLLECTIONS.length]}`
    : `${random.pick(MODEL_NAMES)}${random.pick(MODEL_SUFFIXES)} ${noun}${kidLabel ? ` (${kidLabel})` : ""}`;
  const productId = productIdFor(index, random.int(0, 36));
  const ageDays = random.chance(0.08) ? random.int(0, 44) : random.int(45, 1095);
  const createdAt = CATALOGUE_DATE - ageDays * DAY - random.int(0, DAY / 1000 - 1) * 1000;
  const bestSellerRank = bestSellerRankFor(index, context.total);
  const reviewCount = random.chance(0.2) ? 0 : Math.floor(Math.exp(random.float() * 7.5));
  const text = description(plan, brand.name, name, random);
  const badges = [
    ...(ageDays < 45 ? [{ bid: "NEW", text: "New" }] : []),
    ...(bestSellerRank <= Math.ceil(context.total * 0.05) ? [{ bid: "BEST", text: "Best Seller" }] : []),
    ...(!isGiftCard && /recycled|organic/.test(text) ? [{ bid: "ECO", text: "Sustainable" }] : []),
  ];
  const product: ProductRow = {
    productId,
    brandId: brand.brandId,
    categoryId: plan.categoryId,
    name,
    seoName: slugify(`${brand.name} ${name}`),
    description: text,
    productType: plan.department,
    subcategory: plan.name,
    genders: gendersFor(plan, audience, random),
    sizingModel: model,
    silhouette: plan.silhouette,
    hasHalfSizes: sizing.hasHalfSizes,
    isEgc: model === "e-gift-card",
    isGiftCard,
    preferredSubsite: role === "sister" ? context.sisterSubsite : null,
    reviewCount,
    reviewRating: reviewCount === 0 ? 0 : Math.round((3 + random.float() * 2) * 10) / 10,
    bestSellerRank,
    badges,
    createdAt: new Date(createdAt),
  };
  const productStyles = generateStyles(context, product, plan, audience, random, createdAt, sizing.variants);
  const dimensions = [...sizing.dimensions]
    .sort((a, b) => DIMENSIONS[a].id - DIMENSIONS[b].id)
    .map((dimension) => ({
      productId,
      dimension,
      dimensionId: DIMENSIONS[dimension].id,
      name: DIMENSIONS[dimension].name,
    }));
  const productStocks = productStyles.flatMap((style) => {
    const soldOut = role === "no-stock" || random.chance(0.04);
    return sizing.variants.map((variant) =>
      stockRow(context, style, variant, soldOut ? 0 : onHandFor(random)),
    );
  });
  return { product, styles: productStyles, dimensions, stocks: productStocks };
}
