import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MenuItem } from "../../../modules/content/index.ts";
import { isExternalLink } from "./rules.ts";

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  /** Replaces item.text as the visible text. */
  children?: ReactNode;
}

/** A link of a content menu: router Link inside the store, plain anchor for other origins. */
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
    <Link to={item.link} className={className} data-gae={item.gae}>
      {content}
    </Link>
  );
}
