/** The departments (zc1) a brand sells in. */
export type Department = "Shoes" | "Clothing" | "Accessories" | "Bags" | "Gift Cards";

/** Invented brand names (no real trademarks) and the departments each sells in. */
export const BRAND_PLANS: readonly { name: string; departments: Department[] }[] = [
  { name: "Alder & Finch", departments: ["Shoes", "Clothing"] },
  { name: "Bramblewick", departments: ["Shoes"] },
  { name: "Calloway Reed", departments: ["Shoes", "Bags"] },
  { name: "Dunmore Trail", departments: ["Shoes", "Clothing", "Accessories"] },
  { name: "Emberlyn", departments: ["Shoes", "Bags", "Accessories"] },
  { name: "Foxhollow Footwear", departments: ["Shoes"] },
  { name: "Gildenstone", departments: ["Shoes", "Accessories"] },
  { name: "Harrowgate", departments: ["Shoes"] },
  { name: "Islay Row", departments: ["Clothing"] },
  { name: "Juniperfield", departments: ["Clothing", "Accessories"] },
  { name: "Kestrelwood", departments: ["Shoes", "Clothing"] },
  { name: "Larkmoor", departments: ["Shoes"] },
  { name: "Mossbank Outdoor", departments: ["Shoes", "Clothing", "Bags", "Accessories"] },
  { name: "Nettlecombe", departments: ["Clothing"] },
  { name: "Orrin Vale", departments: ["Shoes", "Bags"] },
  { name: "Pelloway", departments: ["Shoes"] },
  { name: "Quillbury", departments: ["Accessories", "Bags"] },
  { name: "Rowan Saltmarsh", departments: ["Clothing", "Accessories"] },
  { name: "Strider Lab", departments: ["Shoes", "Clothing", "Accessories"] },
  { name: "Thornbury & Co.", departments: ["Shoes", "Clothing"] },
  { name: "Umberlight", departments: ["Accessories"] },
  { name: "Velloria", departments: ["Shoes", "Bags"] },
  { name: "Wrenfield", departments: ["Clothing"] },
  { name: "Yarrowby", departments: ["Shoes"] },
  { name: "Zennor Bay", departments: ["Shoes", "Clothing"] },
  { name: "Ashcombe Athletics", departments: ["Shoes", "Clothing", "Accessories"] },
  { name: "Birchlow", departments: ["Shoes"] },
  { name: "Coppervane", departments: ["Accessories", "Bags"] },
  { name: "Driftmoor", departments: ["Shoes", "Clothing"] },
  { name: "Elmsworth", departments: ["Shoes"] },
  { name: "Fernhaven", departments: ["Clothing", "Bags"] },
  { name: "Glenmarra", departments: ["Shoes", "Accessories"] },
  { name: "Hollis Quay", departments: ["Bags"] },
  { name: "Ivel Street", departments: ["Clothing"] },
  { name: "Kilnsey", departments: ["Shoes"] },
  { name: "Lunetto", departments: ["Shoes", "Bags"] },
  { name: "Marrow & Pine", departments: ["Clothing", "Accessories"] },
  { name: "Northcote Kids", departments: ["Shoes", "Clothing"] },
  { name: "Ostara Sport", departments: ["Shoes", "Clothing"] },
  { name: "Pembrook Leather", departments: ["Shoes", "Accessories", "Bags"] },
];

/** Model names that open a product name, e.g. 'Cascade' in 'Cascade Trail Runner'. */
export const MODEL_NAMES: readonly string[] = (
  "Alta Aster Bailey Bexley Brisa Cascade Cedar Clover Corsa Dalton Delphine Easton Elara Everett Fenwick " +
  "Fiora Glide Halden Harbor Indigo Iona Juno Kai Kinsley Laurel Linden Luca Mara Marlow Mesa Nova Oakley " +
  "Odessa Orion Paloma Pike Quinn Reese Ridge Rio Sable Sienna Sloane Summit Tahoe Tessa Tobin Ulla Vale " +
  "Vera Wells Willa Wynn Xander Yara Zola Arlo Blair Cove Drift"
).split(" ");

/** Name suffixes that make a model look like a product line. */
export const MODEL_SUFFIXES: readonly string[] = [
  "",
  "",
  "",
  "",
  " 2",
  " 3",
  " II",
  " Lite",
  " Pro",
  " Plus",
  " Mid",
  " Low",
];

/** Materials by department, used in descriptions. */
export const MATERIALS: Record<Department, readonly string[]> = {
  Shoes: [
    "full-grain leather",
    "suede",
    "breathable knit",
    "recycled mesh",
    "waterproof nubuck",
    "canvas",
    "vegan leather",
  ],
  Clothing: [
    "organic cotton",
    "soft jersey",
    "stretch denim",
    "merino wool",
    "recycled polyester",
    "linen blend",
  ],
  Accessories: ["leather", "stainless steel", "acetate", "cotton blend", "merino wool", "woven polyester"],
  Bags: ["pebbled leather", "waxed canvas", "recycled nylon", "vegan leather", "cotton canvas"],
  "Gift Cards": ["recycled card stock"],
};

/** Feature sentences by department, one or two appear in each description. */
export const FEATURES: Record<Department, readonly string[]> = {
  Shoes: [
    "Cushioned footbed for all-day comfort.",
    "Removable insole accommodates custom orthotics.",
    "Durable rubber outsole with multidirectional traction.",
    "Padded collar and tongue.",
    "Lightweight foam midsole absorbs impact.",
    "Soft textile lining wicks moisture.",
    "Pull tab at the heel for easy on and off.",
  ],
  Clothing: [
    "Relaxed fit through the body.",
    "Machine washable.",
    "Side-seam pockets.",
    "Tagless neckline for comfort.",
    "Four-way stretch moves with you.",
    "Finished with tonal stitching.",
  ],
  Accessories: [
    "Adjustable fit.",
    "Comes in a gift-ready box.",
    "Everyday durability.",
    "Lightweight and packable.",
    "Polished hardware.",
  ],
  Bags: [
    "Interior zip pocket and two slip pockets.",
    "Adjustable, removable strap.",
    "Magnetic snap closure.",
    "Padded laptop sleeve fits most 15-inch laptops.",
    "Protective metal feet on the base.",
  ],
  "Gift Cards": ["Never expires.", "No fees.", "Redeemable on both of our stores."],
};
