import { type AnchorHTMLAttributes, useEffect } from "react";
import { useNavigate } from "react-router";

/** The attribute that marks a PlainLink for the document's one click listener. */
const CLIENT_NAVIGATION = "data-client-nav";

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path inside the store (absolute: PlainLink resolves nothing). */
  to: string;
};

/**
 * A link inside the store that costs what an anchor costs. React Router's Link runs six hooks per
 * link (resolving, prefetching, a click handler each); a page of 100 cards and a header of 500 menu
 * links spent most of its hydration there. This one is a plain anchor; the one listener of
 * useClientNavigation navigates on the client when JavaScript runs. Without JavaScript it is a link.
 */
export function PlainLink({ to, ...attributes }: PlainLinkProps) {
  return <a {...attributes} href={to} {...{ [CLIENT_NAVIGATION]: "" }} />;
}

/** A click with the main button and no modifier key (not one asking for a new tab or window). */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">,
) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** Whether a click is one the browser would follow in this tab (not a new tab, window or download). */
function followsInPlace(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    isPlainClick(event) &&
    (anchor.target === "" || anchor.target === "_self") &&
    !anchor.hasAttribute("download") &&
    anchor.origin === window.location.origin
  );
}

/**
 * The one click listener behind every PlainLink: a click the page did not handle itself (a Link, a
 * search link, a menu closing) and the browser would follow in place becomes a client navigation.
 */
export function useClientNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>(`a[${CLIENT_NAVIGATION}]`);
      if (!anchor || !followsInPlace(event, anchor)) return;
      event.preventDefault();
      navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
