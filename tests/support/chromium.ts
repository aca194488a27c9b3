/**
 * How the browser tests and the Lighthouse benchmark start Debian's Chromium: nothing is downloaded,
 * nothing phones home (this machine's network is closed; background connections would be refused).
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
