// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReturnLabel } from "./return-label.tsx";
import type { ReturnLabelProps } from "./return-label-types.ts";

/** A stand-in for code128Svg's output (the barcode itself is tested in modules/returns). */
const barcodeSvg = (text: string) =>
  `<svg role="img" aria-label="Barcode ${text}" viewBox="0 0 200 34" xmlns="http://www.w3.org/2000/svg"><path stroke="#000000" stroke-width="2" d="M11 34L11 0" /></svg>`;

const label: ReturnLabelProps = {
  storeName: "Zappos",
  rmaNumber: "RMA-1234567890",
  labelType: "PRINT",
  carrier: "UPS",
  trackingNumber: "1ZAB12CD3456789012",
  from: {
    fullName: "Ada Lovelace",
    addressLine1: "12 Analytical Way",
    addressLine2: "Apt 3",
    city: "Portland",
    stateOrRegion: "OR",
    postalCode: "97201",
    countryCode: "US",
  },
  to: {
    fullName: "Zappos Returns",
    addressLine1: "376 Zappos.com Blvd",
    addressLine2: "",
    city: "Shepherdsville",
    stateOrRegion: "KY",
    postalCode: "40165",
    countryCode: "US",
  },
  items: [
    {
      itemUniqueId: "1231",
      brandName: "Orrin Vale",
      productName: "Trail Boot",
      color: "Black",
      size: "7",
      width: "Wide",
    },
    {
      itemUniqueId: "1232",
      brandName: "Sundial",
      productName: "Flip-Flop",
      color: "Sand",
      size: "9",
      width: null,
    },
  ],
  createdOn: "Nov 26, 2026",
  rmaBarcodeSvg: barcodeSvg("RMA-1234567890"),
  trackingBarcodeSvg: barcodeSvg("1ZAB12CD3456789012"),
};

/** The label's block under the heading `name` (FROM, SHIP TO, ...). */
const block = (name: string) => {
  const heading = screen.getByRole("heading", { name, level: 3 });
  const parent = heading.parentElement;
  if (!parent) throw new Error(`no block around ${name}`);
  return parent;
};

describe("the return label", () => {
  afterEach(cleanup);

  it("shows who sends the box and, as postal addresses, where it goes", () => {
    render(<ReturnLabel {...label} />);
    expect(block("FROM").querySelector("address")?.textContent).toBe(
      "Ada Lovelace12 Analytical WayApt 3Portland, OR 97201United States",
    );
    expect(block("SHIP TO").querySelector("address")?.textContent).toBe(
      "Zappos Returns376 Zappos.com BlvdShepherdsville, KY 40165United States",
    );
    expect(screen.getByRole("heading", { name: "Zappos Return", level: 2 })).toBeTruthy();
  });

  it("shows the carrier, the tracking number and the RMA number, each with its barcode", () => {
    render(<ReturnLabel {...label} />);
    expect(screen.getByText("UPS", { selector: ".return-label-carrier" }).textContent).toBe("Carrier: UPS");
    const tracking = block("UPS TRACKING #");
    expect(within(tracking).getByRole("img", { name: "Tracking barcode: 1ZAB12CD3456789012" })).toBeTruthy();
    expect(within(tracking).getByText("1ZAB12CD3456789012")).toBeTruthy();
    const rma = block("RMA");
    const rmaBarcode = within(rma).getByRole("img", { name: "RMA barcode: RMA-1234567890" });
    expect(rmaBarcode.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 200 34");
    expect(within(rma).getByText("RMA-1234567890")).toBeTruthy();
  });

  it("lists each item as brand, product, colour, size and width", () => {
    render(<ReturnLabel {...label} />);
    const items = within(block("Items in this box: 2")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Orrin Vale Trail Boot, Black, size 7, Wide",
      "Sundial Flip-Flop, Sand, size 9",
    ]);
    expect(screen.getByText("Created Nov 26, 2026")).toBeTruthy();
  });

  it("lists five items of a longer list and counts the rest, so the list fits the printed label", () => {
    const items = Array.from({ length: 8 }, (_, index) => ({
      itemUniqueId: String(2000 + index),
      brandName: "Sundial",
      productName: `Flip-Flop ${index + 1}`,
      color: "Sand",
      size: "9",
      width: null,
    }));
    render(<ReturnLabel {...label} items={items} />);
    const lines = within(block("Items in this box: 8")).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Sundial Flip-Flop 1, Sand, size 9",
      "Sundial Flip-Flop 2, Sand, size 9",
      "Sundial Flip-Flop 3, Sand, size 9",
      "Sundial Flip-Flop 4, Sand, size 9",
      "Sundial Flip-Flop 5, Sand, size 9",
      "and 3 more",
    ]);
  });

  it("tells how to print, cut and tape it, and prints with the button or the browser's command", () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    render(<ReturnLabel {...label} />);
    const steps = screen.getAllByRole("listitem").map((step) => step.textContent);
    expect(steps).toContain("Cut along the dashed line.");
    expect(steps).toContain("Tape the label to the box, over any old labels and barcodes.");
    expect(steps).toContain("Hand the box to UPS.");
    expect(screen.getByText("Use your browser's Print command to print this label.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Print this label" }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("asks for the box to be ready when the carrier picks it up", () => {
    render(<ReturnLabel {...label} labelType="UPS_PICKUP" />);
    expect(screen.getByText("Have the box ready for the UPS pickup.")).toBeTruthy();
  });
});
