/** The path of the bare React Router page, served only by the page benchmark's own server. */
export const BARE_PAGE_PATH = "/__bench/bare";
