import { type ImageView, imageViewsFor } from "../modules/catalog/images.ts";
import type { SubcategoryPlan } from "./catalogue-plan.ts";
import { ACCENTS, COLOURS, GIFT_CARD_DESIGNS } from "./colours.ts";
import type { Random } from "./prng.ts";
import type { ProductContext, ProductRow, StyleRow } from "./rows.ts";
import type { Audience, StockVariant } from "./sizing-models.ts";

/** The day the demo catalogue is "as of": creation dates and the NEW badge count back from it. */
export const CATALOGUE_DATE = Date.UTC(2025, 10, 1);
export const DAY = 86_400_000;

function priceCents(dollars: number, random: Random): number {
  const ending = random.pick([95, 99, 0]);
  const whole = Math.max(5, Math.round(dollars / 5) * 5);
  return ending === 0 ? whole * 100 : whole * 100 - 100 + ending;
}

function salePrice(msrpCents: number, random: Random): number {
  const percentOff = random.pick([10, 15, 20, 25, 30, 40, 50, 60]);
  const cents = Math.floor((msrpCents * (100 - percentOff)) / 100 / 100) * 100 + 99;
  return cents >= msrpCents ? Math.max(99, cents - 100) : cents;
}

/** A gift card's style price is its lowest amount; each stock's amount is its size label ('$50'). */
function lowestAmountCents(variants: readonly StockVariant[]): number {
  return Math.min(...variants.map((variant) => Number(variant.sizeLabel.replace("$", "")) * 100));
}

/** The styles (colours) of a product with their prices, launch dates and image views. */
export function generateStyles(
  context: ProductContext,
  product: ProductRow,
  plan: SubcategoryPlan,
  audience: Audience,
  random: Random,
  createdAt: number,
  variants: readonly StockVariant[],
): StyleRow[] {
  const imageViews: ImageView[] = imageViewsFor(plan.silhouette);
  const count = product.isGiftCard
    ? random.int(1, 3)
    : random.weighted([1, 2, 3, 4, 5, 6], [20, 25, 22, 15, 10, 8]);
  const [low, high] = plan.priceDollars;
  const dollars = (low + random.float() * (high - low)) * (audience === "kids" ? 0.6 : 1);
  const msrpCents = product.isGiftCard ? lowestAmountCents(variants) : priceCents(dollars, random);
  const onSale = random.chance(0.25);
  const twoTone = ["sneaker", "sandal", "slipper", "backpack"].includes(plan.silhouette);
  const colours = product.isGiftCard
    ? random.sample(GIFT_CARD_DESIGNS, count).map((design) => ({
        colorId: 900 + GIFT_CARD_DESIGNS.indexOf(design),
        name: design.name,
        family: "Multi",
        hex: design.hex,
        accentHex: design.accentHex,
      }))
    : random.sample(COLOURS, count).map((colour) => {
        const accent = random.pick(ACCENTS.filter((a) => !colour.name.includes(a.name)));
        const name = twoTone && random.chance(0.4) ? `${colour.name}/${accent.name}` : colour.name;
        return { ...colour, name, accentHex: accent.hex };
      });
  return colours.map((colour, sortOrder) => {
    context.counters.style += 1;
    const styleMsrp = !product.isGiftCard && random.chance(0.1) ? msrpCents + 1000 : msrpCents;
    const launch = Math.min(CATALOGUE_DATE, createdAt + (sortOrder === 0 ? 0 : random.int(0, 200)) * DAY);
    return {
      styleId: context.counters.style,
      productId: product.productId,
      colorId: colour.colorId,
      color: colour.name,
      colorFamily: colour.family,
      hex: colour.hex,
      accentHex: colour.accentHex,
      priceCents:
        onSale && !product.isGiftCard && random.chance(0.6) ? salePrice(styleMsrp, random) : styleMsrp,
      msrpCents: styleMsrp,
      hardLaunchDate: new Date(launch),
      imageViews,
      sortOrder,
    };
  });
}
