// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { layoutData, marketplace, renderInRouter } from "../layout/test-utils.tsx";
import { Header } from "./header.tsx";

describe("Header", () => {
  it("shows the logo, the main navigation from the data and the search form", () => {
    renderInRouter(<Header data={layoutData()} />);
    expect(screen.getByRole("link", { name: "Fleetfoot" }).getAttribute("href")).toBe("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Women" }).getAttribute("href")).toBe("/women");
    expect(within(nav).getByRole("link", { name: "Men" }).getAttribute("href")).toBe("/men");
    expect(within(nav).getByRole("link", { name: "Brands" }).getAttribute("href")).toBe("/brands");
    expect(within(nav).getByRole("button", { name: "Women menu" })).toBeTruthy();
    expect(within(nav).queryByRole("button", { name: "Brands menu" })).toBeNull();

    const search = screen.getByRole("search");
    expect(search.getAttribute("action")).toBe("/search");
    expect(search.getAttribute("method")).toBe("get");
    const input = within(search).getByRole("combobox", { name: "Search" });
    expect(input.getAttribute("name")).toBe("term");
    expect(input.getAttribute("placeholder")).toBe("Search for shoes, clothes, etc.");
    expect(within(search).getByRole("button", { name: "Submit search" }).getAttribute("type")).toBe("submit");
  });

  it("uses the mobile placeholder on mobile and the decoded first name when signed in", () => {
    const { unmount } = renderInRouter(<Header data={layoutData()} layout="mobile" />);
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("placeholder")).toBe(
      "Shoes, clothing, etc.",
    );
    unmount();
    renderInRouter(
      <Header
        data={layoutData({ customer: { firstName: "Jos%C3%A9", authenticated: true } })}
        layout="mobile"
      />,
    );
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("placeholder")).toBe(
      "José, search for shoes, clothes, etc",
    );
  });

  it("names the cart link with its count and shows the count", () => {
    renderInRouter(<Header data={layoutData({ cartCount: 3 })} />);
    const cart = screen.getByRole("link", { name: "Bag, 3 items" });
    expect(cart.getAttribute("href")).toBe("/cart");
    expect(cart.textContent).toContain("3");
  });

  it("takes the cart's word from the marketplace", () => {
    const data = layoutData({ cartCount: 1, marketplace: { ...marketplace(), cartName: "Cart" } });
    renderInRouter(<Header data={data} />);
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
  });

  it("shows favorites with an 'Nk' count to signed-in customers only", () => {
    const { unmount } = renderInRouter(<Header data={layoutData()} />);
    expect(screen.queryByRole("link", { name: /^Favorites/ })).toBeNull();
    unmount();
    renderInRouter(
      <Header
        data={layoutData({ favoritesCount: 2500, customer: { firstName: "Ana", authenticated: true } })}
      />,
    );
    const favorites = screen.getByRole("link", { name: "Favorites, 2k items" });
    expect(favorites.getAttribute("href")).toBe("/account/favorites");
    expect(favorites.textContent).toContain("2k");
  });

  it("offers guests Sign In and customers My Account with their decoded first name", () => {
    const { unmount } = renderInRouter(<Header data={layoutData()} />);
    // The marketplace signs in through the federated modal (spec 3 "Authentication").
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/federated-login");
    unmount();
    renderInRouter(
      <Header data={layoutData({ customer: { firstName: "Mary%20Ann", authenticated: true } })} />,
    );
    const account = screen.getByRole("link", { name: /My Account/ });
    expect(account.getAttribute("href")).toBe("/account");
    expect(account.textContent).toContain("Mary Ann");
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("sends a guest to sign-in coming back to the page, on the login page without the federated modal", () => {
    const plain = layoutData({
      marketplace: { ...marketplace(), features: { ...marketplace().features, federatedLogin: false } },
    });
    const { unmount } = renderInRouter(<Header data={plain} />, "/search/boots?x=1");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fsearch%2Fboots%3Fx%3D1",
    );
    unmount();
    renderInRouter(<Header data={layoutData()} />, "/login?redirect=%2Fcart");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/federated-login");
  });

  it("sends a recognised customer's menu choice to sign-in 250 ms after the menu closes", () => {
    vi.useFakeTimers();
    try {
      const data = layoutData({ customer: { firstName: "Ana", authenticated: false } });
      const router = createMemoryRouter([{ path: "*", element: <Header data={data} /> }], {
        initialEntries: ["/"],
      });
      render(<RouterProvider router={router} />);
      fireEvent.click(screen.getByRole("button", { name: "Account menu" }));
      fireEvent.click(screen.getByRole("link", { name: "Order History" }));
      expect(screen.getByRole("button", { name: "Account menu" }).getAttribute("aria-expanded")).toBe(
        "false",
      );
      act(() => vi.advanceTimersByTime(249));
      expect(router.state.location.pathname).toBe("/");
      act(() => vi.advanceTimersByTime(1));
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        "/federated-login?redirect=%2Forders",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("names Order History 'View Orders/Return' when the marketplace's killswitch is set (spec 1)", () => {
    const customer = { firstName: "Ana", authenticated: true };
    const { unmount } = renderInRouter(<Header data={layoutData({ customer })} />);
    expect(screen.getByRole("link", { name: "Order History" }).getAttribute("href")).toBe("/orders");
    unmount();
    renderInRouter(
      <Header data={layoutData({ customer, marketplace: marketplace({ ordersReturnsKillswitch: true }) })} />,
    );
    expect(screen.getByRole("link", { name: "View Orders/Return" }).getAttribute("href")).toBe("/orders");
    expect(screen.queryByRole("link", { name: "Order History" })).toBeNull();
  });

  it("shows the phone number as a tel: link, the VIP number to VIP members", () => {
    const { unmount } = renderInRouter(<Header data={layoutData()} />);
    expect(screen.getByRole("link", { name: "1-800-555-0134" }).getAttribute("href")).toBe("tel:18005550134");
    unmount();
    renderInRouter(<Header data={layoutData({ isVip: true })} />);
    expect(screen.getByRole("link", { name: "1-888-555-0175" }).getAttribute("href")).toBe("tel:18885550175");
    expect(screen.queryByRole("link", { name: "1-800-555-0134" })).toBeNull();
  });

  it("lists the customer-service menu, with live chat only when the feature is on", () => {
    const { unmount } = renderInRouter(<Header data={layoutData()} />);
    const toggle = screen.getByRole("button", { name: "Customer Service" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("list", { name: "Customer Service" });
    expect(toggle.getAttribute("aria-controls")).toBe(menu.id);
    expect(within(menu).getByRole("link", { name: "Live Chat" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact-us");
    unmount();

    renderInRouter(<Header data={layoutData({ marketplace: marketplace({ liveChat: false }) })} />);
    const menuWithoutChat = screen.getByRole("list", { name: "Customer Service" });
    expect(within(menuWithoutChat).queryByRole("link", { name: "Live Chat" })).toBeNull();
    expect(within(menuWithoutChat).getByRole("link", { name: "Help Center" })).toBeTruthy();
  });

  it("never hard-codes the marketplace", () => {
    const nineAm = { ...marketplace(), name: "9am", phoneNumber: "1-866-555-0199" };
    renderInRouter(<Header data={layoutData({ marketplace: nineAm })} />);
    expect(screen.getByRole("link", { name: "9am" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "1-866-555-0199" })).toBeTruthy();
    expect(screen.queryByText("Fleetfoot")).toBeNull();
  });
});

describe("server rendering", () => {
  it("puts every panel's links in the markup, closed, so the menus work before hydration", () => {
    const html = renderToString(
      <MemoryRouter>
        <Header data={layoutData()} />
      </MemoryRouter>,
    );
    expect(html).toContain("Women clothing 30");
    expect(html).not.toContain("Women clothing 31");
    expect(html).toContain('aria-label="Women menu"');
    expect(html).not.toContain('aria-expanded="true"');
  });
});

describe("minified header", () => {
  it("keeps only the logo, the phone number and the cart", () => {
    renderInRouter(<Header data={layoutData({ cartCount: 2, isVip: true, favoritesCount: 4 })} minified />);
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/", "tel:18885550175", "/cart"]);
    expect(screen.getByRole("link", { name: "Bag, 2 items" })).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
