import { memo } from "react";
import { groupIntoColumns, type MenuItem } from "../../../modules/content/index.ts";
import { StaticHtml } from "../../lib/static-markup.tsx";
import { ChevronIcon } from "../layout/icons.tsx";
import { MenuLink } from "../layout/menu-link.tsx";
import type { NavItem } from "./nav-links-in-markup.ts";
import type { HeaderMenus } from "./use-header-menus.ts";

interface NavPanelProps {
  id: string;
  /** Menu id of the top item; sections are sub navigation ids under it. */
  menuId: string;
  item: NavItem;
  open: boolean;
  menus: HeaderMenus;
}

/**
 * The dropdown of one top navigation item: its sections, links 5 per column, at most 30. A section
 * has the same markup in every layout, and CSS shows each layout its part: on a phone a button that
 * opens the section, with 'All {section}' above its links; wider, the section's title as a link. So
 * a phone's switch from the server's layout to its own changes attributes only, and the columns of
 * links stay the markup the server wrote (re-rendered, they were 600 elements made on every page).
 */
export const NavPanel = memo(function NavPanel({ id, menuId, item, open, menus }: NavPanelProps) {
  const sections = item.children ?? [];
  return (
    <div id={id} className="header-nav-panel" data-open={open}>
      <div className="header-nav-panel-inner">
        {sections.map((section, index) => {
          const sectionId = `${menuId}:${index}`;
          const bodyId = `${id}-section-${index}`;
          const sectionOpen = menus.openSection === sectionId;
          return (
            <div key={sectionId} className="header-nav-section" data-open={sectionOpen}>
              <MenuLink item={section} className="header-nav-section-title" />
              <button
                type="button"
                className="header-nav-section-toggle"
                aria-expanded={sectionOpen}
                aria-controls={bodyId}
                onClick={() => menus.toggleSection(sectionId)}
              >
                {section.text}
                <ChevronIcon />
              </button>
              <div id={bodyId} className="header-nav-section-body">
                <MenuLink item={section} className="header-nav-section-all">
                  All {section.text}
                </MenuLink>
                <SectionLinks section={section} sectionId={sectionId} />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * A section's links as columns (lists) inside a group named after the section: static markup (see
 * StaticHtml), the bulk of the header's 500 links, never hydrated.
 */
function SectionLinks({ section, sectionId }: { section: NavItem; sectionId: string }) {
  const columns = groupIntoColumns(section.children ?? []);
  if (columns.length === 0 && !section.linksInMarkup) return null;
  return (
    <StaticHtml
      content={section}
      keep={section.linksInMarkup ? sectionId : undefined}
      role="group"
      aria-label={section.text}
      className="header-nav-columns"
    >
      {() => <SectionColumns columns={columns} />}
    </StaticHtml>
  );
}

function SectionColumns({ columns }: { columns: MenuItem[][] }) {
  return (
    <>
      {columns.map((column, columnIndex) => (
        // Columns never reorder: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ul key={columnIndex} className="header-nav-column">
          {column.map((link, linkIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: menu links may repeat a text or a link
            <li key={linkIndex}>
              <MenuLink item={link} className="header-nav-sublink" />
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}
