// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_FORM_MESSAGES } from "../../../modules/orders/forms.ts";
import { OrderSearchForm } from "./order-search-form.tsx";

function renderForm() {
  const router = createMemoryRouter(
    [{ path: "/orders", element: <OrderSearchForm area="/orders" query={{}} result={null} /> }],
    { initialEntries: ["/orders"] },
  );
  render(<RouterProvider router={router} />);
  const submit = () =>
    act(async () => {
      fireEvent.submit(screen.getByRole("search"));
    });
  return { router, submit };
}

describe("the order search in the browser", () => {
  afterEach(cleanup);

  it("refuses an end before the start on the spot, and goes nowhere", async () => {
    const { router, submit } = renderForm();
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: "2026-03-10" } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: "2026-03-01" } });
    await submit();
    expect(screen.getByText(ORDER_FORM_MESSAGES.range)).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("searches by the address: ?search=&from=&to=", async () => {
    const { router, submit } = renderForm();
    fireEvent.change(screen.getByLabelText("Order number, brand or product"), { target: { value: "boot" } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: "2026-03-01" } });
    await submit();
    for (let i = 0; i < 50 && router.state.location.search === ""; i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    const params = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe("/orders");
    expect(params.get("search")).toBe("boot");
    expect(params.get("from")).toBe("2026-03-01");
  });
});
