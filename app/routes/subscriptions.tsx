import { Form } from "react-router";
import { MANAGE_MESSAGES } from "../../modules/subscriptions/index.ts";
import { loadManagePage, manageAction } from "../lib/subscriptions/manage-page.server.ts";
import type { Route } from "./+types/subscriptions";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadManagePage(request, params, context);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return manageAction(request, params, context);
}

export function meta() {
  return [{ title: MANAGE_MESSAGES.title }, { name: "robots", content: "noindex" }];
}

function Box(props: { name: string; value: string; checked: boolean; label: string }) {
  const id = `${props.name}-${props.value}`;
  return (
    <div className="form-check">
      <input type="checkbox" id={id} name={props.name} value={props.value} defaultChecked={props.checked} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}

/** One group of boxes under its legend, or nothing when it has none (a customer who follows no brand). */
function BoxGroup(props: {
  legend: string;
  name: string;
  boxes: readonly { value: string; checked: boolean; label: string }[];
}) {
  if (props.boxes.length === 0) return null;
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.boxes.map((box) => (
        <Box key={box.value} name={props.name} {...box} />
      ))}
    </fieldset>
  );
}

/** Spec 3's 'Manage Email Subscriptions': lists, brands, upcoming styles, stock alerts and the opt-out. */
export default function ManageSubscriptions({ loaderData }: Route.ComponentProps) {
  const data = "subscriptions" in loaderData ? loaderData : null;
  const linkError = "linkError" in loaderData ? loaderData.linkError : null;
  const subscriptions = data?.subscriptions ?? null;
  return (
    <section className="page subscriptions-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">{MANAGE_MESSAGES.title}</h1>
      {linkError && (
        <p role="alert" className="form-error">
          {linkError}
        </p>
      )}
      {data?.saved && <p role="status">{MANAGE_MESSAGES.saved}</p>}
      {subscriptions && (
        <Form method="post" className="subscriptions-form">
          <p>
            Emails go to <strong>{subscriptions.emailAddress}</strong>.
          </p>
          <BoxGroup
            legend="Email lists"
            name="listIds"
            boxes={subscriptions.emailLists.map((list) => ({
              value: list.emailListId,
              checked: list.subscribed,
              label: list.emailListName,
            }))}
          />
          <BoxGroup
            legend="Brands"
            name="brandIds"
            boxes={subscriptions.brandSubscriptions.map((brand) => ({
              value: String(brand.brandId),
              checked: brand.subscribed,
              label: brand.brandName,
            }))}
          />
          <BoxGroup
            legend="Upcoming styles"
            name="upcomingStyleIds"
            boxes={subscriptions.upcomingStyleSubscriptions.map((style) => ({
              value: String(style.styleId),
              checked: style.subscribed,
              label: style.productName,
            }))}
          />
          {subscriptions.stockSubscriptions.length > 0 && (
            <section aria-labelledby="stock-alerts-heading">
              <h2 id="stock-alerts-heading">Back in stock alerts</h2>
              <ul>
                {subscriptions.stockSubscriptions.map((stock) => (
                  <li key={stock.stockId}>
                    {stock.brandName} {stock.productName}, size {stock.size}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <fieldset>
            <legend>All marketing</legend>
            <Box
              name="optout"
              value="on"
              checked={subscriptions.optout}
              label="Unsubscribe me from all marketing emails"
            />
          </fieldset>
          <button type="submit" className="button button-primary">
            Save Preferences
          </button>
        </Form>
      )}
    </section>
  );
}
