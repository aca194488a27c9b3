import { groupIntoColumns, type MenuItem } from "../../../modules/content/index.ts";

/**
 * A navigation item as the header gets it: a section may say that its links are in the page's
 * markup only (`linksInMarkup`), with none in the data. The header writes a section's columns of
 * links as static markup the browser keeps (StaticHtml), so a document's hydration data need not
 * carry them: about 500 links and most of every page's hydration data.
 */
export interface NavItem extends MenuItem {
  children?: NavItem[];
  linksInMarkup?: boolean;
}

/** Under this name a document's render finds the navigation with its links (documentOnly). */
export const FULL_NAVIGATION = "navigation";

/** The navigation with each section's links left to the markup: for a document's hydration data. */
export function withLinksInMarkup(navigation: readonly MenuItem[]): NavItem[] {
  return navigation.map((item) => ({
    ...item,
    children: item.children?.map((section) =>
      groupIntoColumns(section.children ?? []).length > 0
        ? { ...section, children: undefined, linksInMarkup: true }
        : section,
    ),
  }));
}
