import { Form, Link } from "react-router";
import type { ExchangeAddressListData } from "../../lib/exchange/exchange-address-pages.server.ts";
import { EXCHANGE_PATHS, exchangeUrl } from "../../lib/exchange/exchange-paths.ts";
import { AddressLines } from "../addresses/address-lines.tsx";

/**
 * /exchange/address: where the replacement ships. A GET form back to /exchange with the address
 * chosen (`addressId`, '' for the order's own) and the other choices carried as hidden fields;
 * links to add an address or edit one, which come back to /exchange with it chosen.
 */
export function ExchangeAddressList({ data }: { data: ExchangeAddressListData }) {
  const { addressId: _chosen, ...carried } = data.choices;
  return (
    <>
      <p>For your exchange of the {data.item.name}.</p>
      <Form method="get" action={EXCHANGE_PATHS.exchange} className="account-form exchange-addresses">
        {Object.entries(carried).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="exchange-address-choices">
          <legend>Ship your replacement to</legend>
          {data.original && (
            <label className="exchange-option">
              <input type="radio" name="addressId" value="" defaultChecked={data.chosen === ""} />
              <span>
                <strong>The order's address</strong>
                <AddressLines address={data.original} />
              </span>
            </label>
          )}
          {data.addresses.map((address) => (
            <div key={address.addressId} className="exchange-address-row">
              <label className="exchange-option">
                <input
                  type="radio"
                  name="addressId"
                  value={address.addressId}
                  defaultChecked={data.chosen === String(address.addressId)}
                />
                <AddressLines address={address} />
              </label>
              <Link
                to={exchangeUrl(EXCHANGE_PATHS.editAddress, {
                  ...carried,
                  addressId: String(address.addressId),
                })}
                aria-label={`Edit address: ${address.fullName}, ${address.addressLine1}`}
              >
                Edit
              </Link>
            </div>
          ))}
          {data.addresses.length === 0 && !data.original && <p>You have no saved addresses yet.</p>}
        </fieldset>
        <div className="address-actions">
          {(data.addresses.length > 0 || data.original) && (
            <button type="submit" className="button button-primary">
              Ship to this address
            </button>
          )}
          <Link to={exchangeUrl(EXCHANGE_PATHS.exchange, data.choices)} className="button">
            Cancel
          </Link>
        </div>
      </Form>
      <p>
        <Link to={exchangeUrl(EXCHANGE_PATHS.newAddress, data.choices)}>Add a new address</Link>
      </p>
    </>
  );
}
