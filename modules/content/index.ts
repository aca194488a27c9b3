export { footerColumns, groupIntoColumns, type Menu, type MenuItem } from "./menus.ts";
export {
  fillPlaceholders,
  fillPlaceholdersInText,
  type PlaceholderValues,
  placeholderValues,
} from "./placeholders.ts";
export {
  type BannerFields,
  type CarouselFields,
  type CarouselTile,
  type CountdownFields,
  countdownText,
  EMERGENCY_BANNER_REFRESH_MS,
  GLOBAL_PAGE,
  HEADER_SLOTS,
  type HeaderBanners,
  type HtmlFields,
  headerBanners,
  isBannerFields,
  isSafeContentAddress,
  type Slot,
  type SlotFields,
  slotColours,
} from "./slots.ts";
