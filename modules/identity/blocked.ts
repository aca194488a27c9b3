/**
 * A blocked customer (spec 3 "Sign-in": the page at /error/ccBlocked): operators set the flag;
 * checkout refuses their orders with these words (decision 218: the spec gives none).
 */
export const CC_BLOCKED = {
  path: "/error/ccBlocked",
  id: "customer.blocked",
  heading: "We can't place orders on this account",
  message: "Orders cannot be placed on this account. Please contact Customer Service for help.",
} as const;
