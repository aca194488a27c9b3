import { Link } from "react-router";
import { ItemChange } from "../components/account/item-change.tsx";
import { AddressLines } from "../components/addresses/address-lines.tsx";
import {
  type AddressListReply,
  addressesAction,
  loadAddressesPage,
  type ShownAddress,
} from "../lib/addresses/address-pages.server.ts";
import type { Route } from "./+types/addresses";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressesPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return addressesAction(request, context);
}

export function meta() {
  return [{ title: "Manage My Addresses" }, { name: "robots", content: "noindex" }];
}

function AddressCard({ address }: { address: ShownAddress }) {
  const label = `${address.fullName}, ${address.addressLine1}`;
  return (
    <li className="address-card">
      {address.isPrimary && <p className="address-default">Default shipping address</p>}
      <AddressLines address={address} />
      <div className="address-actions">
        <Link
          to={`/addresses/${address.addressId}/edit`}
          className="button"
          aria-label={`Edit address: ${label}`}
        >
          Edit
        </Link>
        {!address.isPrimary && (
          <ItemChange
            idName="addressId"
            id={address.addressId}
            intent="default"
            words="Make Default"
            label={`Make default shipping address: ${label}`}
          />
        )}
        <ItemChange
          idName="addressId"
          id={address.addressId}
          intent="delete"
          words="Delete"
          label={`Delete address: ${label}`}
        />
      </div>
    </li>
  );
}

/** /addresses ('Manage My Addresses'): the customer's saved addresses (sign-in required). */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as AddressListReply | undefined;
  const { addresses } = loaderData;
  return (
    <section className="page account-page" aria-labelledby="addresses-heading">
      <h1 id="addresses-heading">Manage My Addresses</h1>
      <p role={reply?.failed ? "alert" : "status"} className={reply?.failed ? "form-error" : undefined}>
        {reply?.message}
      </p>
      <p>
        <Link to="/addresses/new" className="button button-primary">
          Add New Address
        </Link>
      </p>
      {addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="address-list" aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard key={address.addressId} address={address} />
          ))}
        </ul>
      )}
    </section>
  );
}
