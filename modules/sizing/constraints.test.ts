import { describe, expect, it } from "vitest";
import { initialSelection, select, selectCountryOrUnit } from "./selection.ts";
import { dimensionId, grid, labelsOf, optionsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { NO_OPTIONS_MESSAGE } from "./types.ts";
import { view } from "./view.ts";

const COLOR = 5;
const GENDER = dimensionId("gender");
const SHOE_TYPE = dimensionId("singleShoeSide");
const AGE_GROUP = dimensionId("ageGroup");
const SIZE = dimensionId("size");

describe("sizes in several countries or units", () => {
  const sizing = sizingOf(
    ["size"],
    [
      ...grid(COLOR, ["41", "40"], [undefined], { sizeType: "EU" }),
      ...grid(COLOR, ["8", "9"], [undefined], { sizeType: "US" }),
    ],
  );

  it("offers a country/unit chooser, US first by rank, and shows that unit's sizes", () => {
    const selection = initialSelection(sizing, COLOR);
    const shown = view(sizing, selection);
    expect(shown.countryOrUnit?.options.map((option) => option.label)).toEqual(["US", "EU"]);
    expect(shown.countryOrUnit?.selected).toBe("US");
    expect(shown.constraints.countryOrUnit).toBe("US");
    expect(labelsOf(sizing, selection, "size")).toEqual(["8", "9"]);
  });

  it("clears the size when the unit changes", () => {
    let selection = select(sizing, initialSelection(sizing, COLOR), SIZE, valueId("size", "9"));
    selection = selectCountryOrUnit(sizing, selection, "EU");
    expect(selection.values[SIZE]).toBeUndefined();
    expect(labelsOf(sizing, selection, "size")).toEqual(["40", "41"]);
    expect(optionsOf(sizing, selection, "size")[0]?.countryOrUnit).toBe("EU");
    expect(selectCountryOrUnit(sizing, selection, "UK")).toBe(selection);
  });

  it("has no chooser when every size has the same unit", () => {
    const us = sizingOf(["size"], grid(COLOR, ["8"], [undefined], {}));
    expect(view(us, initialSelection(us, COLOR)).countryOrUnit).toBeNull();
  });

  it("says 'No options available' when no size of the age group comes in the chosen unit", () => {
    const kids = sizingOf(
      ["ageGroup", "size"],
      [
        ...grid(COLOR, ["9 Toddler"], [undefined], { ageGroup: "toddler" }),
        ...grid(COLOR, ["35"], [undefined], { ageGroup: "little-kids", sizeType: "EU" }),
      ],
    );
    const selection = selectCountryOrUnit(kids, initialSelection(kids, COLOR), "EU");
    expect(selection.values[AGE_GROUP]).toBe(valueId("ageGroup", "toddler"));
    const size = view(kids, selection).dimensions.find((dimension) => dimension.id === SIZE);
    expect(size?.options).toEqual([]);
    expect(size?.noOptionsMessage).toBe(NO_OPTIONS_MESSAGE);
    expect(view(kids, selection).countryOrUnit?.options.map((option) => option.available)).toEqual([
      true,
      false,
    ]);
  });
});

describe("several constraints together", () => {
  // Women's come as LEFT and RIGHT shoes, men's as LEFT only.
  const sizing = sizingOf(
    ["gender", "singleShoeSide", "size"],
    [
      ...grid(COLOR, ["8", "9"], [undefined], { gender: "womens", singleShoeSide: "LEFT" }),
      ...grid(COLOR, ["8", "9"], [undefined], { gender: "womens", singleShoeSide: "RIGHT" }),
      ...grid(COLOR, ["10", "11"], [undefined], { gender: "mens", singleShoeSide: "LEFT" }),
    ],
  );

  it("defaults each constraint: gender womens, shoe type LEFT", () => {
    const shown = view(sizing, initialSelection(sizing, COLOR));
    expect(shown.constraints).toMatchObject({ gender: "womens", shoeType: "LEFT" });
  });

  it("flags a constraint value out of stock under the other constraints", () => {
    const mens = select(sizing, initialSelection(sizing, COLOR), GENDER, valueId("gender", "mens"));
    const shoeTypes = optionsOf(sizing, mens, "singleShoeSide");
    expect(shoeTypes.map((option) => [option.constraintValue, option.available])).toEqual([
      ["LEFT", true],
      ["RIGHT", false],
    ]);
  });

  it("says 'No options available. Please modify the selection above.' when nothing fits", () => {
    let selection = select(
      sizing,
      initialSelection(sizing, COLOR),
      SHOE_TYPE,
      valueId("singleShoeSide", "RIGHT"),
    );
    selection = select(sizing, selection, GENDER, valueId("gender", "mens"));
    const shown = view(sizing, selection);
    const size = shown.dimensions.find((dimension) => dimension.type === "size");
    expect(size?.noOptionsMessage).toBe("No options available. Please modify the selection above.");
    expect(shown.status).toBe("incomplete");
    expect(shown.selectedStock).toBeNull();
  });
});
