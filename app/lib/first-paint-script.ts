import { RECENTLY_VIEWED_KEY } from "../components/recently-viewed/recently-viewed-store.ts";

/**
 * The head's one inline script, run before the first paint: the `js` class (the parts CSS folds
 * when JavaScript runs: the mobile menu, the filters, the no-JavaScript buttons), and
 * `has-recently-viewed` when this browser keeps recently viewed products, so the footer's row
 * (read from localStorage after hydration) has its space from the first frame.
 */
export const FIRST_PAINT_SCRIPT = `(function(d){d.classList.add("js");try{if(/"styleId":\\d/.test(localStorage.getItem(${JSON.stringify(RECENTLY_VIEWED_KEY)})||""))d.classList.add("has-recently-viewed")}catch(e){}})(document.documentElement)`;
