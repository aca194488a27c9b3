// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIST_ERRORS } from "../../../modules/lists/index.ts";
import { NETWORK_ERROR_MESSAGE } from "../../lib/api-client.ts";
import { FavoritesProvider, useFavoritesCount } from "../../lib/favorites/favorites-context.tsx";
import { HeartButton } from "../product-card/heart-button.tsx";

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Count() {
  return <output data-testid="count">{useFavoritesCount(-1)}</output>;
}

interface Call {
  url: string;
  body: unknown;
}

/** The cloudlist API as the browser sees it: itemIdsOnList answers `hearted`; writes answer `write`. */
function fakeApi(options: { hearted?: string[]; write?: (call: Call) => Response }) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    if (url.includes("itemIdsOnList")) return Response.json({ listId: "h.", itemIds: options.hearted ?? [] });
    return options.write ? options.write({ url, body }) : Response.json({});
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

function renderHearts(options: { count: number | null; path?: string }) {
  render(
    <MemoryRouter initialEntries={[options.path ?? "/search/boots"]}>
      <FavoritesProvider initialCount={options.count} merchantId="A1FLEETF00T01">
        <HeartButton target={{ productId: 1, styleId: 7001, colorId: 3 }} itemName="Northpeak Trail Runner" />
        <Count />
        <CurrentLocation />
      </FavoritesProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // happy-dom's dialog: showModal opens it; close fires 'close'.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("hearts", () => {
  it("a guest's heart reverts and shows the heart login modal, whose button goes to sign-in with heartOnLoad", async () => {
    const calls = fakeApi({});
    renderHearts({ count: null });
    fireEvent.click(screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" }));
    const dialog = await screen.findByRole("dialog", { name: "Save your favorites" });
    expect(
      screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" }).dataset.hearted,
    ).toBe("false");
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In / Register" }));
    expect(screen.getByTestId("location").textContent).toBe(
      "/login?redirect=%2Fsearch%2Fboots%3FheartOnLoad%3D7001",
    );
  });

  it("a customer's heart fills at once, posts to the heart list and moves the count", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = fakeApi({ write: () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    renderHearts({ count: 4 });
    await waitFor(() => expect(calls.some((call) => call.url.includes("itemIdsOnList"))).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" }));
    expect(
      screen.getByRole("button", { name: "Remove from favorites: Northpeak Trail Runner" }),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      url: "/accountapi/cloudlist/v1/addToList",
      body: { itemId: "7001", subItemId: null, listId: "h.", merchantId: "A1FLEETF00T01" },
    });
    await act(async () =>
      answer(Response.json({ listId: "h.", itemId: "7001", subItemId: null, itemCount: 5 })),
    );
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("5"));
  });

  it("shows the hearts already kept, and un-hearts", async () => {
    const calls = fakeApi({
      hearted: ["7001"],
      write: () => Response.json({ listId: "h.", itemId: "7001", subItemId: null, itemCount: 0 }),
    });
    renderHearts({ count: 1 });
    const hearted = await screen.findByRole("button", {
      name: "Remove from favorites: Northpeak Trail Runner",
    });
    fireEvent.click(hearted);
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("0"));
    expect(calls.at(-1)?.url).toBe("/accountapi/cloudlist/v1/removeFromList");
  });

  it("a failed call reverts the heart and shows the modal with the spec's words", async () => {
    fakeApi({ write: () => Response.json({ id: "list.add.failed", message: "x" }, { status: 500 }) });
    renderHearts({ count: 0 });
    fireEvent.click(screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" }));
    const dialog = await screen.findByRole("dialog", { name: "Save your favorites" });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Uh oh, it looks like we encountered an error adding you to the list. This has been logged and we are working on a fix.",
    );
    expect(screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" })).toBeTruthy();
    expect(screen.getByTestId("count").textContent).toBe("0");
  });

  it("a failed removal shows words about removing, never the adding words", async () => {
    const failures: [string, () => Response | Promise<Response>][] = [
      [
        "the server's failure",
        () => Response.json({ id: "list.remove.failed", message: "x" }, { status: 500 }),
      ],
      [
        "an older server's generic failure",
        () => Response.json({ id: "list.update.failed" }, { status: 500 }),
      ],
      ["a body that is not JSON", () => new Response("Bad gateway", { status: 502 })],
    ];
    for (const [failure, answer] of failures) {
      fakeApi({ hearted: ["7001"], write: answer as () => Response });
      renderHearts({ count: 1 });
      fireEvent.click(
        await screen.findByRole("button", { name: "Remove from favorites: Northpeak Trail Runner" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Save your favorites" });
      const words = within(dialog).getByRole("alert").textContent ?? "";
      expect(words, failure).toBe(LIST_ERRORS["list.remove.failed"]);
      expect(words, failure).not.toContain("adding");
      // The heart is filled again: the style is still kept.
      expect(
        screen.getByRole("button", { name: "Remove from favorites: Northpeak Trail Runner" }),
      ).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("a heart whose request never got an answer says so in spec 1's network words, adding or removing", async () => {
    for (const [hearted, name] of [
      [[], "Add to favorites: Northpeak Trail Runner"],
      [["7001"], "Remove from favorites: Northpeak Trail Runner"],
    ] as const) {
      const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
      fakeApi({ hearted: [...hearted], write: noAnswer as unknown as () => Response });
      renderHearts({ count: hearted.length });
      fireEvent.click(await screen.findByRole("button", { name }));
      const dialog = await screen.findByRole("dialog", { name: "Save your favorites" });
      expect(within(dialog).getByRole("alert").textContent).toBe(NETWORK_ERROR_MESSAGE);
      expect(screen.getByRole("button", { name })).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("a signed-in page opened with heartOnLoad hearts the style and drops the parameter", async () => {
    const calls = fakeApi({
      write: () => Response.json({ listId: "h.", itemId: "7001", subItemId: null, itemCount: 1 }),
    });
    renderHearts({ count: 0, path: "/search/boots?heartOnLoad=7001&x=1" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/search/boots?x=1"));
    expect(calls.find((call) => call.url.endsWith("/addToList"))?.body).toMatchObject({
      itemId: "7001",
      listId: "h.",
    });
    expect(
      screen.getByRole("button", { name: "Remove from favorites: Northpeak Trail Runner" }),
    ).toBeTruthy();
    expect(screen.getByTestId("count").textContent).toBe("1");
  });

  it("a guest's page with heartOnLoad hearts nothing", async () => {
    const calls = fakeApi({});
    renderHearts({ count: null, path: "/search/boots?heartOnLoad=7001" });
    expect(screen.getByTestId("location").textContent).toBe("/search/boots?heartOnLoad=7001");
    expect(calls).toEqual([]);
  });
});
