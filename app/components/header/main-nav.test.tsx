// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutData, renderInRouter } from "../layout/test-utils.tsx";
import { Header } from "./header.tsx";
import { NAV_HOVER_CLOSE_MS } from "./use-header-menus.ts";

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

/** The panel a disclosure button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("no panel");
  return panel;
}

describe("main navigation menus", () => {
  afterEach(() => vi.useRealTimers());

  it("opens a top menu with its disclosure button", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    expect(women.getAttribute("type")).toBe("button");
    expect(expanded(women)).toBe("false");
    fireEvent.click(women);
    expect(expanded(women)).toBe("true");
    expect(within(panelOf(women)).getByRole("link", { name: "Women shoes 1" })).toBeTruthy();
    fireEvent.click(women);
    expect(expanded(women)).toBe("false");
  });

  it("keeps only one top menu open", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    const men = screen.getByRole("button", { name: "Men menu" });
    const service = screen.getByRole("button", { name: "Customer Service" });
    fireEvent.click(women);
    fireEvent.click(men);
    expect(expanded(women)).toBe("false");
    expect(expanded(men)).toBe("true");
    fireEvent.click(service);
    expect(expanded(men)).toBe("false");
    expect(expanded(service)).toBe("true");
  });

  it("closes on Escape and returns focus to the menu's button", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    const firstLink = within(panelOf(women)).getByRole("link", { name: "Women shoes 1" });
    firstLink.focus();
    fireEvent.keyDown(firstLink, { key: "Escape" });
    expect(expanded(women)).toBe("false");
    expect(document.activeElement).toBe(women);
  });

  it("closes when clicking outside, not when clicking inside the panel", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    fireEvent.click(panelOf(women));
    expect(expanded(women)).toBe("true");
    // A press alone changes nothing: on a phone, closing on the press moved what was tapped.
    fireEvent.mouseDown(document.body);
    expect(expanded(women)).toBe("true");
    fireEvent.click(document.body);
    expect(expanded(women)).toBe("false");
  });

  it("opens another top item in one click (press, then click) while one is open", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    const men = screen.getByRole("button", { name: "Men menu" });
    fireEvent.click(women);
    fireEvent.mouseDown(men);
    fireEvent.click(men);
    expect(expanded(men)).toBe("true");
    expect(expanded(women)).toBe("false");
  });

  it("closes when focus moves on to another top item", () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    const men = screen.getByRole("link", { name: "Men" });
    fireEvent.blur(women, { relatedTarget: men });
    expect(expanded(women)).toBe("false");
  });

  it("closes after following a link to another page", async () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    fireEvent.click(within(panelOf(women)).getByRole("link", { name: "Women shoes 2" }));
    await waitFor(() => expect(expanded(women)).toBe("false"));
  });

  it("groups a section's links 5 per column, at most 30", () => {
    renderInRouter(<Header data={layoutData()} />);
    const panel = panelOf(screen.getByRole("button", { name: "Women menu" }));
    const shoes = within(panel).getByRole("group", { name: "Shoes" });
    const shoeColumns = within(shoes).getAllByRole("list");
    expect(shoeColumns.map((column) => within(column).getAllByRole("link").length)).toEqual([5, 5, 2]);

    const clothing = within(panel).getByRole("group", { name: "Clothing" });
    const clothingColumns = within(clothing).getAllByRole("list");
    expect(clothingColumns).toHaveLength(6);
    expect(within(clothing).getAllByRole("link")).toHaveLength(30);
    expect(within(clothing).queryByRole("link", { name: "Women clothing 31" })).toBeNull();
    expect(within(panel).getByRole("link", { name: "Clothing" }).getAttribute("href")).toBe(
      "/women-clothing",
    );
  });

  it("on mobile, opens one section (sub navigation) at a time", () => {
    renderInRouter(<Header data={layoutData()} layout="mobile" />);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menuButton);
    expect(expanded(menuButton)).toBe("true");
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    const panel = panelOf(women);
    const shoes = within(panel).getByRole("button", { name: "Shoes" });
    const clothing = within(panel).getByRole("button", { name: "Clothing" });
    fireEvent.click(shoes);
    expect(expanded(shoes)).toBe("true");
    expect(within(panelOf(shoes)).getByRole("link", { name: "All Shoes" }).getAttribute("href")).toBe(
      "/women-shoes",
    );
    fireEvent.click(clothing);
    expect(expanded(shoes)).toBe("false");
    expect(expanded(clothing)).toBe("true");
    // A new top menu starts with its sections closed.
    fireEvent.click(screen.getByRole("button", { name: "Men menu" }));
    fireEvent.click(women);
    expect(expanded(clothing)).toBe("false");
  });

  it("Escape also collapses the mobile header and refocuses its menu button", () => {
    renderInRouter(<Header data={layoutData()} layout="mobile" />);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menuButton);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(expanded(menuButton)).toBe("false");
    expect(expanded(women)).toBe("false");
    expect(document.activeElement).toBe(menuButton);
  });

  it("on desktop, opens on hover, closes 200 ms after the pointer leaves, and a click pins it", () => {
    vi.useFakeTimers();
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    const item = women.parentElement;
    if (!item) throw new Error("no item");
    fireEvent.mouseEnter(item);
    expect(expanded(women)).toBe("true");
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(NAV_HOVER_CLOSE_MS - 1));
    expect(expanded(women)).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(expanded(women)).toBe("false");

    fireEvent.mouseEnter(item);
    fireEvent.click(women);
    expect(expanded(women)).toBe("true");
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(NAV_HOVER_CLOSE_MS * 2));
    expect(expanded(women)).toBe("true");
  });
});
