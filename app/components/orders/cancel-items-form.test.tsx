// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_FORM_MESSAGES } from "../../../modules/orders/forms.ts";
import type { ShownLine } from "../../lib/orders/shown-order.server.ts";
import { CancelItemsFields } from "./cancel-items-form.tsx";

const line = (itemUniqueId: string, productName: string): ShownLine => ({
  itemUniqueId,
  productName,
  brandName: "Orrin Vale",
  color: "Black",
  size: "7",
  width: null,
  quantity: 1,
  unitPriceCents: 4899,
  statusWords: "submitted",
  customerCancellable: true,
  customerReturnable: false,
  exchangeable: false,
  inReturn: false,
  shipmentId: null,
  cancelReasonWords: null,
  productUrl: "/product/stockId/1",
  imageUrl: "/images/x.svg",
  isEgc: false,
  recipientName: null,
  giftMessage: null,
});

/** The cancel form on a page whose action records what was posted to it. */
function renderForm() {
  const posted: FormData[] = [];
  const items = [line("1231", "Trail Boot"), line("1232", "Flip-Flop")];
  const router = createMemoryRouter(
    [
      {
        path: "/orders/:orderId/cancel",
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
        element: <CancelItemsFields items={items} action="/orders/123/cancel" reply={undefined} />,
      },
    ],
    { initialEntries: ["/orders/123/cancel"] },
  );
  render(<RouterProvider router={router} />);
  return {
    posted,
    form: () => screen.getByRole("button", { name: "Cancel Selected Items" }).closest("form"),
  };
}

describe("the cancel form in the browser", () => {
  afterEach(cleanup);

  it("says what is missing before anything is posted, with the schema's words", async () => {
    const { posted, form } = renderForm();
    await act(async () => {
      fireEvent.submit(form() as HTMLFormElement);
    });
    expect(screen.getByText(ORDER_FORM_MESSAGES.items)).toBeTruthy();
    expect(screen.getByText(ORDER_FORM_MESSAGES.reason)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Reason for cancelling" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(posted).toHaveLength(0);
  });

  it("posts the items chosen and the reason", async () => {
    const { posted, form } = renderForm();
    fireEvent.click(screen.getByRole("checkbox", { name: /Flip-Flop/ }));
    fireEvent.change(screen.getByRole("combobox", { name: "Reason for cancelling" }), {
      target: { value: "too-late" },
    });
    await act(async () => {
      fireEvent.submit(form() as HTMLFormElement);
    });
    await until(() => posted.length === 1);
    expect(posted[0]?.getAll("items")).toEqual(["1232"]);
    expect(posted[0]?.get("reason")).toBe("too-late");
  });
});

/** Waits (a few event-loop turns, no clock) until the condition holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(condition()).toBe(true);
}
