/**
 * The checkout's form steps under its base path (spec 2 section 2), for the pages' links and the
 * steps' redirects. Each takes its address as `?addressId=N`.
 */
export const CHECKOUT_STEP_PATHS = {
  newAddress: "/checkout/address/new",
  editAddress: "/checkout/address/edit",
  payment: "/checkout/payment",
  newBilling: "/checkout/billing/new",
  editBilling: "/checkout/billing/edit",
} as const;

const withAddress = (path: string, addressId: number) =>
  `${path}?${new URLSearchParams({ addressId: String(addressId) })}`;

/** Edit shipping address (step 15) of this saved address. */
export const editAddressPath = (addressId: number) => withAddress(CHECKOUT_STEP_PATHS.editAddress, addressId);

/** Edit billing address (step 26) of this saved address. */
export const editBillingPath = (addressId: number) => withAddress(CHECKOUT_STEP_PATHS.editBilling, addressId);

/** The payment step (22), with this address chosen as the new card's billing address. */
export const paymentPathBilledTo = (addressId: number) => withAddress(CHECKOUT_STEP_PATHS.payment, addressId);
