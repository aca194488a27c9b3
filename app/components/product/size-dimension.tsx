import type { KeyboardEvent, Ref } from "react";
import type { DimensionView } from "../../../modules/sizing/index.ts";

/** The accessible name of an option: its label, and '(out of stock)' when no stock fits it. */
export function optionName(label: string, available: boolean): string {
  return available ? label : `${label} (out of stock)`;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys move the focus between a group's options (choosing stays a click, Enter or Space). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const index = event.target instanceof HTMLButtonElement ? buttons.indexOf(event.target) : -1;
  const next = buttons[(index + step + buttons.length) % buttons.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** One sizing dimension as a radio group of buttons; out-of-stock options stay focusable. */
export function SizeDimension(props: {
  dimension: DimensionView;
  onSelect: (valueId: number) => void;
  groupRef?: Ref<HTMLDivElement>;
  describedBy?: string;
}) {
  const { dimension, onSelect, groupRef, describedBy } = props;
  const labelId = `dimension-${dimension.id}-label`;
  return (
    <div className={dimension.missing ? "size-dimension missing" : "size-dimension"}>
      <p id={labelId} className="size-dimension-name">
        {dimension.name}
      </p>
      {dimension.noOptionsMessage ? (
        <p className="size-no-options">{dimension.noOptionsMessage}</p>
      ) : (
        <div
          ref={groupRef}
          role="radiogroup"
          aria-label={dimension.name}
          aria-invalid={dimension.missing || undefined}
          aria-describedby={describedBy}
          onKeyDown={moveFocus}
          className={dimension.disableNarrowButtons ? "size-options wide" : "size-options"}
        >
          {dimension.options.map((option) => (
            // biome-ignore lint/a11y/useSemanticElements: the buy area's options are buttons that act as radios (spec 1 "Buy area")
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={option.selected}
              aria-label={optionName(option.label, option.available)}
              className={option.available ? "size-option" : "size-option oos"}
              onClick={() => onSelect(option.id)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
