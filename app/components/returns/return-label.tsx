import { useId } from "react";
import { AddressLines } from "../addresses/address-lines.tsx";
import { lineWhat } from "../orders/order-lines.tsx";
import type { LabelItem, ReturnLabelProps } from "./return-label-types.ts";

/** The lines the label's item list has room for in print (returns-label.css): more are counted, not listed. */
const ITEM_LINES = 6;

/** An item as the label lists it: "Brand Product, Color, size X, Width". */
export function labelItemLine(item: LabelItem): string {
  return `${item.brandName} ${item.productName}, ${lineWhat({ ...item, isEgc: false, recipientName: null })}`;
}

/**
 * A barcode drawn by code128Svg on the server (from a validated number, so trusted markup), in a
 * box of fixed size (returns-label.css): the page does not move when it is drawn.
 */
function BarcodeImage({ svg, name, className }: { svg: string; name: string; className: string }) {
  return (
    <div
      className={`return-label-barcode ${className}`}
      role="img"
      aria-label={name}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: code128Svg's output for a validated number.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** The customer's steps; a pickup waits at home, every other way goes to the carrier. */
function Instructions({ labelType, carrier }: Pick<ReturnLabelProps, "labelType" | "carrier">) {
  return (
    <div className="return-label-instructions">
      <h2>How to send your return</h2>
      <ol>
        <li>Print this label.</li>
        <li>Cut along the dashed line.</li>
        <li>Tape the label to the box, over any old labels and barcodes.</li>
        <li>
          {labelType === "UPS_PICKUP"
            ? `Have the box ready for the ${carrier} pickup.`
            : `Hand the box to ${carrier}.`}
        </li>
      </ol>
      {/* The button needs JavaScript: CSS shows it only on a page where it runs (the `js` class, set
          before the first paint, so nothing moves). The sentence is there for everyone. */}
      <div className="return-label-print">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print this label
        </button>
        <p>Use your browser's Print command to print this label.</p>
      </div>
    </div>
  );
}

/**
 * A printable return label for one return contract: FROM, SHIP TO, the carrier, the tracking and
 * RMA barcodes with their numbers, and the items in the box. The page's heading and instructions
 * stay on screen; printed, the label alone fills 4 x 6 inches inside its dashed cut line.
 */
export function ReturnLabel(props: ReturnLabelProps) {
  const { storeName, rmaNumber, carrier, trackingNumber, from, to, items, createdOn } = props;
  const id = useId();
  const listed = items.length > ITEM_LINES ? items.slice(0, ITEM_LINES - 1) : items;
  const unlisted = items.length - listed.length;
  return (
    <section className="page return-label-page" aria-labelledby={`${id}-page`}>
      <h1 id={`${id}-page`}>Return Label</h1>
      <Instructions labelType={props.labelType} carrier={carrier} />
      <article className="return-label" aria-labelledby={`${id}-label`}>
        <div className="return-label-top">
          <div>
            <h2 id={`${id}-label`} className="return-label-title">
              {storeName} Return
            </h2>
            <p className="return-label-date">Created {createdOn}</p>
          </div>
          <p className="return-label-carrier">
            <span className="layout-visually-hidden">Carrier: </span>
            {carrier}
          </p>
        </div>
        <div className="return-label-from">
          <h3>FROM</h3>
          <AddressLines address={from} />
        </div>
        <div className="return-label-to">
          <h3>SHIP TO</h3>
          <AddressLines address={to} />
        </div>
        <div className="return-label-code">
          <h3>{carrier} TRACKING #</h3>
          <BarcodeImage
            svg={props.trackingBarcodeSvg}
            name={`Tracking barcode: ${trackingNumber}`}
            className="return-label-barcode-tracking"
          />
          <p className="return-label-number">{trackingNumber}</p>
        </div>
        <div className="return-label-code">
          <h3>
            <abbr title="Return Merchandise Authorization">RMA</abbr>
          </h3>
          <BarcodeImage
            svg={props.rmaBarcodeSvg}
            name={`RMA barcode: ${rmaNumber}`}
            className="return-label-barcode-rma"
          />
          <p className="return-label-number">{rmaNumber}</p>
        </div>
        <div className="return-label-items">
          <h3>Items in this box: {items.length}</h3>
          <ul>
            {listed.map((item) => (
              <li key={item.itemUniqueId}>{labelItemLine(item)}</li>
            ))}
            {unlisted > 0 && <li>and {unlisted} more</li>}
          </ul>
        </div>
      </article>
    </section>
  );
}
