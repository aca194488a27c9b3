import { type SQL, sql } from "drizzle-orm";

/** The txAttrFacet_Verticals values ('Shop By'), in display order. */
export const VERTICALS = [
  "Athletic",
  "Outdoor",
  "Comfort",
  "Dress",
  "Work",
  "Adaptive",
  "Sustainable",
] as const;

/**
 * The rule of each vertical, over a product row `p` and its brand `b`: plain facts of the
 * catalogue (subcategory, name words, sizing model, description, brand), so the same catalogue
 * always gives the same verticals.
 */
const RULES: Record<(typeof VERTICALS)[number], SQL> = {
  Athletic: sql`(p.subcategory = 'Sneakers & Athletic Shoes' and p.name ~ '(Runner|Trainer|Walking Shoe|Court Sneaker)')
    or p.name ~ '(Running Short|Jogger|Legging|Sport Sandal|Sport Sunglasses|Quarter-Zip)'
    or (b.name ~ '(Athletics|Sport|Strider)' and p.product_type in ('Shoes', 'Clothing'))`,
  Outdoor: sql`p.name ~ '(Hiking|Hiker|Trail|Rain |Parka|Fleece|Puffer|Sport Sandal|Daypack|Rolltop|Bucket Hat|Sun Hat)'
    or (b.name ~ '(Outdoor|Trail)' and p.product_type <> 'Gift Cards')
    or p.description ~ 'waterproof'`,
  Comfort: sql`p.subcategory in ('Slippers', 'Clogs & Mules')
    or p.name ~ '(Walking Shoe|Slip-On|Jogger|Hoodie|Skimmer)'
    or (p.product_type = 'Shoes' and p.description ~ '(Cushioned footbed|orthotics)')`,
  Dress: sql`p.subcategory in ('Heels', 'Oxfords', 'Loafers', 'Watches')
    or p.name ~ '(Trouser|Button-Up Shirt|Blouse|Wrap Dress|Slip Dress|Midi Dress|Pump|Leather Belt|Ankle Bootie)'`,
  Work: sql`p.name ~ '(Work Boot|Combat Boot|Chino Pant|Trouser|Derby|Laptop Backpack|Satchel|Polo|Leather Tote|Field Watch)'`,
  Adaptive: sql`p.sizing_model = 'adaptive-shoes'`,
  Sustainable: sql`not p.is_gift_card and p.description ~ '(recycled|organic)'`,
};

/** SQL for a product's verticals as a text[], in VERTICALS order (aliases: products p, brands b). */
export function verticalsExpression(): SQL {
  const items = VERTICALS.map((name) => sql`case when ${RULES[name]} then ${sql.raw(`'${name}'`)} end`);
  return sql`array_remove(array[${sql.join(items, sql`, `)}]::text[], null)`;
}
