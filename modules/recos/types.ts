import type { ProductCard } from "../search/index.ts";
import type { WidgetName } from "./widgets.ts";

/** One recommended item by its ids (spec 1 section 3: sims with item_id and logical_id). */
export interface Sim {
  /** The style id. */
  item_id: string;
  /** The product id. */
  logical_id: string;
}

/** One widget's answer: its name (the ?ref= of the links), title, the items and their cards. */
export interface RecoWidget {
  recoName: WidgetName;
  title: string;
  sims: Sim[];
  recos: ProductCard[];
}
