import { Link } from "react-router";
import { defaultMarketplaces } from "../../modules/marketplace/index.ts";
import { useVisitor } from "../lib/visitor/visitor-context.tsx";
import type { SharedLayoutData } from "./layout/layout-data.ts";

const links = [
  { text: "Home Page", to: "/" },
  { text: "Shop Brands", to: "/brands" },
  { text: "Shop Women", to: "/women" },
  { text: "Shop Men", to: "/men" },
  { text: "Shop Shoes", to: "/shoes" },
  { text: "Contact Us", to: "/contact-us" },
] as const;

/** The words of an error page: the not-found copy for 4xx statuses, the failure copy for the rest. */
export function errorCopy(status: number): { heading: string; message: string } {
  return status < 500
    ? { heading: "We're So Sorry!", message: "We can't seem to find this page." }
    : { heading: "Oh No!", message: "An unexpected error has occurred." };
}

/** The 404 and 500 pages (spec 1, "Error pages"), titled '<status> Error Page'. */
export function ErrorPage({ status, layout }: { status: number; layout: SharedLayoutData | undefined }) {
  const { heading, message } = errorCopy(status);
  const marketplace = layout?.marketplace ?? defaultMarketplaces[0];
  const { isVip } = useVisitor().visitor;
  const phone = isVip ? marketplace?.phoneNumberVip : marketplace?.phoneNumber;
  return (
    <section className="error-page" aria-labelledby="error-heading" data-status={status}>
      <title>{`${status} Error Page`}</title>
      <meta name="robots" content="noindex" />
      {marketplace?.features.graphicsOnErrorPages && <ErrorArt />}
      <h1 id="error-heading">{heading}</h1>
      <p className="error-page-message">{message}</p>
      <nav aria-label="Helpful links">
        <ul className="error-page-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.text}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {phone && (
        <p className="error-page-contact">
          Need a hand? Our customer service team is here for you around the clock at{" "}
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>.
        </p>
      )}
    </section>
  );
}

function ErrorArt() {
  return (
    <svg className="error-page-art" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
      <path
        d="M20 92c0-10 8-16 20-18l52-8c10-2 18-10 26-20l10-12c4-4 10-4 12 2l6 16c4 10 14 16 26 18l30 4c12 2 18 8 18 18v6H20z"
        fill="#e8e3f5"
        stroke="#5b3fd1"
        strokeWidth="3"
      />
      <rect x="18" y="96" width="206" height="8" rx="4" fill="#5b3fd1" />
    </svg>
  );
}
