import type { Silhouette } from "../modules/catalog/images.ts";
import type { Department } from "./names.ts";
import type { Audience } from "./sizing-models.ts";

/** One zc2 subcategory: its share of products, drawing, name nouns, audiences and price range. */
export interface SubcategoryPlan {
  department: Department;
  name: string;
  weight: number;
  silhouette: Silhouette;
  nouns: readonly string[];
  audiences: Partial<Record<Audience, number>>;
  priceDollars: readonly [number, number];
  /** Share of women's and men's products sold as single shoes (adaptive). */
  adaptiveShare?: number;
  /** Share of products sized in EU sizes. */
  euShare?: number;
}

type Row = [string, number, Silhouette, string, Partial<Record<Audience, number>>, [number, number]];

const plans = (department: Department, rows: Row[], extra: Record<string, Partial<SubcategoryPlan>> = {}) =>
  rows.map(
    ([name, weight, silhouette, nouns, audiences, priceDollars]): SubcategoryPlan => ({
      department,
      name,
      weight,
      silhouette,
      nouns: nouns.split(", "),
      audiences,
      priceDollars,
      ...extra[name],
    }),
  );

/** The departments (zc1) in menu order. */
export const DEPARTMENTS: readonly Department[] = ["Shoes", "Clothing", "Accessories", "Bags", "Gift Cards"];

/** Every zc2 subcategory of the demo catalogue: name, share of products, drawing, nouns, audiences, price range. */
// biome-ignore format: one subcategory per line reads as a table
export const SUBCATEGORIES: readonly SubcategoryPlan[] = [
  ...plans("Shoes", [
    ["Sneakers & Athletic Shoes", 14, "sneaker", "Runner, Trainer, Court Sneaker, Trail Runner, Slip-On Sneaker, Walking Shoe, High-Top Sneaker", { women: 35, men: 35, kids: 18, unisex: 12 }, [55, 180]],
    ["Boots", 9, "boot", "Chelsea Boot, Combat Boot, Hiking Boot, Ankle Bootie, Knee-High Boot, Chukka Boot, Rain Boot, Work Boot", { women: 45, men: 35, kids: 15, unisex: 5 }, [80, 350]],
    ["Sandals", 7, "sandal", "Slide Sandal, Flip-Flop, Strappy Sandal, Sport Sandal, Espadrille, Wedge Sandal, Gladiator Sandal", { women: 55, men: 25, kids: 15, unisex: 5 }, [25, 160]],
    ["Heels", 5, "heel", "Pump, Slingback Pump, Block Heel, Stiletto, Ankle-Strap Heel, Kitten Heel", { women: 100 }, [60, 260]],
    ["Flats", 4, "flat", "Ballet Flat, Pointed-Toe Flat, Mary Jane, Skimmer Flat", { women: 85, kids: 15 }, [45, 160]],
    ["Loafers", 3, "loafer", "Penny Loafer, Driving Moc, Bit Loafer, Tassel Loafer, Lug Loafer", { women: 45, men: 50, kids: 5 }, [70, 220]],
    ["Slippers", 3, "slipper", "Moccasin Slipper, Scuff Slipper, Bootie Slipper, Slide Slipper", { women: 45, men: 35, kids: 15, unisex: 5 }, [20, 110]],
    ["Oxfords", 3, "oxford", "Cap-Toe Oxford, Wingtip Oxford, Derby, Brogue, Plain-Toe Oxford", { women: 20, men: 75, kids: 5 }, [90, 300]],
    ["Clogs & Mules", 2, "clog", "Clog, Mule, Platform Clog, Backless Loafer Mule", { women: 50, men: 20, unisex: 30 }, [40, 160]],
  ], {
    "Sneakers & Athletic Shoes": { adaptiveShare: 0.06 },
    Boots: { adaptiveShare: 0.03 },
    Slippers: { adaptiveShare: 0.05 },
    Sandals: { euShare: 0.1 },
    "Clogs & Mules": { euShare: 0.5 },
  }),
  ...plans("Clothing", [
    ["Dresses", 5, "dress", "Wrap Dress, Midi Dress, Maxi Dress, Shirt Dress, Slip Dress, Sweater Dress, Sundress", { women: 90, kids: 10 }, [40, 220]],
    ["Tops", 7, "tshirt", "Crew Tee, V-Neck Tee, Tank Top, Button-Up Shirt, Blouse, Polo, Henley", { women: 45, men: 40, kids: 15 }, [15, 90]],
    ["Sweaters & Hoodies", 4, "sweater", "Crewneck Sweater, Cardigan, Pullover Hoodie, Quarter-Zip, Turtleneck", { women: 40, men: 40, kids: 10, unisex: 10 }, [40, 180]],
    ["Pants", 4, "pants", "Chino Pant, Jogger, Wide-Leg Pant, Trouser, Cargo Pant, Legging", { women: 45, men: 45, kids: 10 }, [35, 140]],
    ["Jeans", 3, "pants", "Straight Jean, Skinny Jean, Relaxed Jean, Bootcut Jean", { women: 50, men: 45, kids: 5 }, [45, 160]],
    ["Shorts", 2, "shorts", "Chino Short, Running Short, Denim Short, Hiking Short", { women: 40, men: 50, kids: 10 }, [20, 80]],
    ["Skirts", 2, "skirt", "Midi Skirt, Pleated Skirt, Mini Skirt, Wrap Skirt", { women: 90, kids: 10 }, [30, 120]],
    ["Jackets & Coats", 3, "jacket", "Puffer Jacket, Rain Jacket, Denim Jacket, Trench Coat, Fleece Jacket, Bomber Jacket, Parka", { women: 45, men: 45, kids: 10 }, [60, 400]],
  ]),
  ...plans("Accessories", [
    ["Hats", 3, "hat", "Baseball Cap, Beanie, Bucket Hat, Sun Hat, Fedora", { unisex: 40, women: 30, men: 30 }, [15, 60]],
    ["Socks", 3, "socks", "Crew Socks 3-Pack, Ankle Socks 6-Pack, Wool Hiker Socks, No-Show Socks", { unisex: 50, women: 20, men: 20, kids: 10 }, [10, 30]],
    ["Belts", 2, "belt", "Leather Belt, Reversible Belt, Braided Belt, Web Belt", { women: 40, men: 60 }, [25, 120]],
    ["Sunglasses", 2, "sunglasses", "Aviator Sunglasses, Round Sunglasses, Cat-Eye Sunglasses, Square Sunglasses, Sport Sunglasses", { unisex: 50, women: 30, men: 20 }, [30, 220]],
    ["Watches", 1, "watch", "Field Watch, Chronograph Watch, Minimalist Watch, Dive Watch", { women: 40, men: 50, unisex: 10 }, [60, 400]],
  ]),
  ...plans("Bags", [
    ["Backpacks", 2.5, "backpack", "Daypack, Laptop Backpack, Rolltop Backpack, Mini Backpack", { unisex: 70, women: 20, kids: 10 }, [40, 180]],
    ["Handbags", 2.5, "handbag", "Satchel, Shoulder Bag, Hobo Bag, Top-Handle Bag", { women: 100 }, [60, 450]],
    ["Crossbody Bags", 1.5, "crossbody", "Crossbody Bag, Camera Bag, Belt Bag, Phone Crossbody", { women: 80, unisex: 20 }, [40, 250]],
    ["Totes", 1.5, "tote", "Canvas Tote, Leather Tote, Shopper Tote, Beach Tote", { women: 80, unisex: 20 }, [30, 260]],
    ["Wallets", 1, "wallet", "Bifold Wallet, Zip Wallet, Card Case", { women: 50, men: 50 }, [25, 150]],
  ]),
  ...plans("Gift Cards", [
    ["Gift Cards", 0, "gift-card", "Gift Card", { unisex: 1 }, [25, 25]],
    ["e-Gift Cards", 0, "e-gift-card", "e-Gift Card", { unisex: 1 }, [10, 10]],
  ]),
];

/** Slug of a name for URLs and seoName: lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
