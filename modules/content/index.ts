export { footerColumns, groupIntoColumns, type Menu, type MenuItem } from "./menus.ts";
