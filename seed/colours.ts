/** A colour a style can come in: display name, the colour family of the colorFacet, and its hex. */
export interface Colour {
  colorId: number;
  name: string;
  family: string;
  hex: string;
}

const palette: [string, string, string][] = [
  ["Black", "Black", "#1c1c1e"],
  ["Jet Black", "Black", "#0f0f10"],
  ["White", "White", "#f4f4f2"],
  ["Bright White", "White", "#fbfbfb"],
  ["Ivory", "White", "#eee8d6"],
  ["Charcoal", "Grey", "#3b3d42"],
  ["Heather Grey", "Grey", "#9a9ca1"],
  ["Dove Grey", "Grey", "#c4c3c0"],
  ["Cognac", "Brown", "#9a4f24"],
  ["Chocolate", "Brown", "#4e3024"],
  ["Tan", "Brown", "#c08a5a"],
  ["Espresso", "Brown", "#3a2519"],
  ["Taupe", "Beige", "#a39384"],
  ["Sand", "Beige", "#d8c4a0"],
  ["Bone", "Beige", "#e3dac9"],
  ["Camel", "Beige", "#bf8f5a"],
  ["Navy", "Blue", "#1f2c4c"],
  ["Cobalt", "Blue", "#1f4fb4"],
  ["Sky Blue", "Blue", "#86b8e0"],
  ["Denim", "Blue", "#4a6a8f"],
  ["Teal", "Blue", "#197a7f"],
  ["Red", "Red", "#c62a2f"],
  ["Burgundy", "Red", "#6d1a2a"],
  ["Brick", "Red", "#9b3b2e"],
  ["Blush", "Pink", "#e8b6b0"],
  ["Fuchsia", "Pink", "#c2297a"],
  ["Rose", "Pink", "#d9859a"],
  ["Lavender", "Purple", "#b5a3d6"],
  ["Plum", "Purple", "#5c2d55"],
  ["Olive", "Green", "#6b6b35"],
  ["Forest", "Green", "#2c5a3c"],
  ["Sage", "Green", "#a3b39a"],
  ["Mint", "Green", "#a8dcc0"],
  ["Mustard", "Yellow", "#d3a32c"],
  ["Lemon", "Yellow", "#efdc5a"],
  ["Rust", "Orange", "#b24e24"],
  ["Tangerine", "Orange", "#f08a2c"],
  ["Gold Metallic", "Gold", "#c9a640"],
  ["Silver Metallic", "Silver", "#b8bcc2"],
  ["Leopard", "Multi", "#b8864a"],
];

/** Every colour of the catalogue; colorId is shared by all styles of that colour. */
export const COLOURS: readonly Colour[] = palette.map(([name, family, hex], i) => ({
  colorId: 100 + i * 7,
  name,
  family,
  hex,
}));

/** Accent colours for soles, laces, trims and straps: name for two-tone style names, and hex. */
export const ACCENTS: readonly { name: string; hex: string }[] = [
  { name: "White", hex: "#f7f7f5" },
  { name: "Black", hex: "#1a1a1a" },
  { name: "Gum", hex: "#b7793f" },
  { name: "Natural", hex: "#e6d7b9" },
  { name: "Grey", hex: "#8d8f94" },
  { name: "Gold", hex: "#d0a93f" },
  { name: "Red", hex: "#d0342c" },
  { name: "Volt", hex: "#c7e23a" },
];

/** Gift card designs, sold as the 'colours' of a gift card product. */
export const GIFT_CARD_DESIGNS: readonly { name: string; hex: string; accentHex: string }[] = [
  { name: "Classic", hex: "#1f2c4c", accentHex: "#f0c24b" },
  { name: "Happy Birthday", hex: "#e0567a", accentHex: "#fbe38e" },
  { name: "Thank You", hex: "#2c7a5a", accentHex: "#f6f1e4" },
  { name: "Happy Holidays", hex: "#a8262c", accentHex: "#e8e2cf" },
  { name: "Congratulations", hex: "#5c3d99", accentHex: "#f5d36b" },
  { name: "Just Because", hex: "#f08a2c", accentHex: "#ffffff" },
];
