export { ADDRESS_CHECK_WORDS } from "./address-check.ts";
export {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type AddressField,
  AddressForm,
  type AddressInput,
  addressOf,
  addressOneLine,
  countryName,
  formatPhone,
  type PostalAddress,
  postalAddressOf,
  SHIPPING_COUNTRIES,
} from "./address-rules.ts";
export { ADDRESS_CHOICES, ADDRESS_ID, AddressListForm, AddressPageForm } from "./forms.ts";
export { type AddressValidation, validateAddress } from "./us-address.ts";
