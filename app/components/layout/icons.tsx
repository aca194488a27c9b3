import type { ReactNode } from "react";

/** Decorative 24px line icon; the accessible name always comes from the surrounding control. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ?? "layout-icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Magnifying glass. */
export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  );
}

/** Shopping bag. */
export function BagIcon() {
  return (
    <Icon>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Icon>
  );
}

const HEART_PATH = "M12 20s-7-4.4-8.6-8.8A4.6 4.6 0 0 1 12 7.4a4.6 4.6 0 0 1 8.6 3.8C19 15.6 12 20 12 20z";
const HEART_SYMBOL_ID = "icon-heart";

/** Heart (favorites). */
export function HeartIcon() {
  return (
    <Icon>
      <path d={HEART_PATH} />
    </Icon>
  );
}

/**
 * The heart of every product card and the product page, drawn once (IconSymbols) and used by
 * reference: a listing has a hundred of them, and the whole icon in each was a tenth of a card's markup.
 */
export function HeartIconRef() {
  return (
    <svg className="layout-icon" width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`#${HEART_SYMBOL_ID}`} />
    </svg>
  );
}

/** The shapes the *IconRef icons use, once per page. */
export function IconSymbols() {
  return (
    <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
      <symbol
        id={HEART_SYMBOL_ID}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={HEART_PATH} />
      </symbol>
    </svg>
  );
}

/** Person (account). */
export function PersonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </Icon>
  );
}

/** Telephone handset. */
export function PhoneIcon() {
  return (
    <Icon className="layout-icon layout-icon-small">
      <path d="M6.5 3.5h3l1.5 4-2 1.3a10 10 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
    </Icon>
  );
}

/** Downward chevron of a disclosure button; CSS turns it when expanded. */
export function ChevronIcon() {
  return (
    <Icon className="layout-icon layout-icon-chevron">
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

/** Three bars of the mobile menu button. */
export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}
