import { countryName, type PostalAddress } from "../../../modules/addresses/index.ts";

/** One address as a postal label, with its phone as the pages show it when given. */
export function AddressLines({ address }: { address: PostalAddress & { phoneShown?: string } }) {
  return (
    <address className="address-lines">
      <span>{address.fullName}</span>
      <span>{address.addressLine1}</span>
      {address.addressLine2 && <span>{address.addressLine2}</span>}
      <span>
        {address.city}, {address.stateOrRegion} {address.postalCode}
      </span>
      <span>{countryName(address.countryCode)}</span>
      {address.phoneShown && <span>{address.phoneShown}</span>}
    </address>
  );
}
