import { AddressFields } from "../components/addresses/address-form.tsx";
import {
  type AddressFormReply,
  addressFormAction,
  loadAddressForm,
} from "../lib/addresses/address-pages.server.ts";
import type { Route } from "./+types/address-form";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAddressForm(request, context, params.addressId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return addressFormAction(request, context, params.addressId);
}

/** 'Add New Address' (spec 2); the edit page's title is not given: 'Edit Address'. */
const titleOf = (editing: boolean) => (editing ? "Edit Address" : "Add New Address");

export function meta({ params }: Route.MetaArgs) {
  return [{ title: titleOf(params.addressId !== undefined) }, { name: "robots", content: "noindex" }];
}

/** /addresses/new ('Add New Address') and /addresses/{addressId}/edit: one address's form (sign-in required). */
export default function AddressFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as AddressFormReply | undefined;
  const title = titleOf(loaderData.address !== null);
  return (
    <section className="page account-page" aria-labelledby="address-form-heading">
      <h1 id="address-form-heading">{title}</h1>
      <AddressFields
        address={loaderData.address}
        lastResult={reply?.result}
        check={reply?.check ?? null}
        cancelTo="/addresses"
      />
    </section>
  );
}
