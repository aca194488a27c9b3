// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RETURN_FORM_MESSAGES } from "../../../modules/returns/forms.ts";
import type { StartableItem } from "../../lib/returns/shown-return.server.ts";
import { ReturnItemsStep } from "./return-items-step.tsx";

const item = (
  itemUniqueId: string,
  productName: string,
  ineligibleWords: string | null = null,
): StartableItem => ({
  itemUniqueId,
  orderId: "123-4567890-1234567",
  brandName: "Orrin Vale",
  productName,
  color: "Black",
  size: "7",
  width: null,
  imageUrl: "/images/x.svg",
  placedAtText: "Mar 10, 2026 10:00:00 AM",
  eligible: ineligibleWords === null,
  inOpenReturn: false,
  ineligibleWords,
});

/** The first step on a page whose action records what was posted to it. */
function renderStep(checked: string | null = null) {
  const posted: FormData[] = [];
  const items = [
    item("1231", "Trail Boot"),
    item("1232", "Flip-Flop"),
    item("1233", "Rain Coat", "This item is outside its return window."),
  ];
  const router = createMemoryRouter(
    [
      {
        path: "/return",
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
        element: <ReturnItemsStep items={items} checked={checked} action="/return" result={undefined} />,
      },
    ],
    { initialEntries: ["/return"] },
  );
  render(<RouterProvider router={router} />);
  const submit = () =>
    act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "Continue" }).closest("form") as HTMLFormElement);
    });
  return { posted, submit };
}

/** Waits (a few event-loop turns, no clock) until the condition holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(condition()).toBe(true);
}

describe("the return flow's first step in the browser", () => {
  afterEach(cleanup);

  it("offers a checkbox and a reason for each item that may go back, and the words of one that may not", () => {
    renderStep("1232");
    expect(screen.getByRole("group", { name: "Items to return" })).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect((screen.getByRole("checkbox", { name: /Flip-Flop/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /Trail Boot/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("combobox", { name: "Reason for returning Orrin Vale Trail Boot" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /Rain Coat/ })).toBeNull();
    expect(screen.getByText("This item is outside its return window.")).toBeTruthy();
  });

  it("says what is missing before anything is posted, with the schema's words", async () => {
    const { posted, submit } = renderStep();
    await submit();
    expect(screen.getByText(RETURN_FORM_MESSAGES.items)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Trail Boot/ }));
    await submit();
    expect(screen.getByText(RETURN_FORM_MESSAGES.reason)).toBeTruthy();
    expect(
      screen
        .getByRole("combobox", { name: "Reason for returning Orrin Vale Trail Boot" })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(posted).toHaveLength(0);
  });

  it("posts the step, each item's id, the items chosen and their reasons", async () => {
    const { posted, submit } = renderStep("1232");
    fireEvent.change(screen.getByRole("combobox", { name: "Reason for returning Orrin Vale Flip-Flop" }), {
      target: { value: "too-large" },
    });
    await submit();
    await until(() => posted.length === 1);
    const form = posted[0];
    expect(form?.get("step")).toBe("SELECT_RETURN_ITEMS");
    expect(form?.get("lines[0].itemUniqueId")).toBe("1231");
    expect(form?.get("lines[0].selected")).toBeNull();
    expect(form?.get("lines[1].itemUniqueId")).toBe("1232");
    expect(form?.get("lines[1].selected")).toBe("on");
    expect(form?.get("lines[1].reason")).toBe("too-large");
  });
});
