import type { ReactNode } from "react";
import type { MenuItem } from "../../../modules/content/index.ts";
import { PlainLink } from "./plain-link.tsx";
import { isExternalLink } from "./rules.ts";

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  /** Replaces item.text as the visible text. */
  children?: ReactNode;
}

/** A link of a content menu: a client navigation inside the store, a plain anchor to other origins. */
export function MenuLink({ item, className, children }: MenuLinkProps) {
  const content = children ?? item.text;
  if (isExternalLink(item.link)) {
    return (
      <a href={item.link} className={className} data-gae={item.gae}>
        {content}
      </a>
    );
  }
  return (
    <PlainLink to={item.link} className={className} data-gae={item.gae}>
      {content}
    </PlainLink>
  );
}
