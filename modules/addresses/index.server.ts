export {
  type AddressCheckAnswer,
  type AddressChoice,
  type AddressRefusal,
  type ChosenAddress,
  checkChosenAddress,
  saveChosenAddress,
} from "./address-choice.server.ts";
export {
  ADDRESS_ANSWERS,
  deleteAddresses,
  getAddress,
  listAddresses,
  MAX_ADDRESSES,
  type SaveAddressRequest,
  type SavedAddress,
  saveAddress,
  setDefaultAddress,
} from "./addresses.server.ts";
export { addressRoutes } from "./api.server.ts";
export { AddressFieldsSchema, PostalAddressSchema } from "./api-schemas.server.ts";
