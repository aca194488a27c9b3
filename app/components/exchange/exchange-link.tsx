import { Link } from "react-router";
import { exchangePath } from "../../lib/exchange/exchange-paths.ts";

/** An order line's 'Exchange' action, for a line its customer may exchange (the exchangeable flag). */
export function ExchangeLink({ itemUniqueId, name }: { itemUniqueId: string; name: string }) {
  return (
    <p>
      <Link to={exchangePath(itemUniqueId)} aria-label={`Exchange: ${name}`}>
        Exchange
      </Link>
    </p>
  );
}
