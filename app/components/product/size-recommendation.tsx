import { displayLabel, type ProductSizing, type SizingView } from "../../../modules/sizing/index.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/** The words of each state of the size recommendation (spec 1 "Size recommendation"; the spec gives none). */
export function recommendationText(sizing: ProductSizing, view: SizingView): string {
  const predicted = sizing.allValues.find((value) => value.id === view.prediction?.sizeValueId);
  const size = predicted ? displayLabel("size", predicted.label) : "";
  switch (view.recommendation) {
    case "prompt":
      return "Not sure of your size? Choose one and we'll suggest it for similar items.";
    case "matches":
      return `Size ${size} is selected: the size you chose before for items like this.`;
    case "ignored":
      return view.prediction?.status === "oos"
        ? `Your usual size ${size} is out of stock in this color.`
        : `We suggested size ${size}, the size you chose before for items like this.`;
  }
}

/** The recommended-size message above the size chooser: a prompt, the choice matches the prediction, or it was ignored. */
export function SizeRecommendation({ sizing, view }: { sizing: ProductSizing; view: SizingView }) {
  const hydrated = useHydrated();
  const hasSizes = sizing.dimensions.some((dimension) => dimension.type === "size");
  if (!hydrated || !hasSizes) return null;
  return (
    <p className={`size-recommendation is-${view.recommendation}`} role="status">
      {recommendationText(sizing, view)}
    </p>
  );
}
