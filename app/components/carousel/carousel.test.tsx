// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrationProvider } from "../../lib/use-hydrated.tsx";
import { Carousel, type CarouselItem } from "./carousel.tsx";
import { AUTO_ROTATE_MS, RESIZE_DEBOUNCE_MS } from "./carousel-rules.ts";

const items = (count: number): CarouselItem[] =>
  Array.from({ length: count }, (_, index) => ({
    key: index,
    node: <a href={`/p/${index}`}>{`Item ${index + 1}`}</a>,
  }));

/** The carousel's width: happy-dom lays nothing out, so each test says how wide it is. */
let width = 360; // two cards a page
beforeEach(() => {
  width = 360;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
    () => ({ width, height: 300, top: 0, left: 0, right: width, bottom: 300, x: 0, y: 0 }) as DOMRect,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const carousel = () => screen.getByRole("region", { name: "Similar Styles" });
const slide = (n: number) => screen.getByRole("group", { name: new RegExp(`^${n} of `) });
const isOnPage = (element: HTMLElement) => !element.hasAttribute("inert");

describe("Carousel", () => {
  it("is a region named by its heading, each card a slide 'n of N'", () => {
    render(<Carousel title="Similar Styles" items={items(5)} />);
    expect(carousel().getAttribute("aria-roledescription")).toBe("carousel");
    expect(within(carousel()).getByRole("heading", { level: 2, name: "Similar Styles" })).toBeTruthy();
    expect(slide(1).getAttribute("aria-label")).toBe("1 of 5");
    expect(slide(1).getAttribute("aria-roledescription")).toBe("slide");
  });

  it("pages with Previous and Next, clamped at both ends, and says which page shows", () => {
    render(<Carousel title="Similar Styles" items={items(5)} />);
    const previous = screen.getByRole("button", { name: "Previous page" });
    const next = screen.getByRole("button", { name: "Next page" });
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    expect([1, 2, 3].map((n) => isOnPage(slide(n)))).toEqual([true, true, false]);
    fireEvent.click(previous);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    fireEvent.click(next);
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    expect([1, 3, 4].map((n) => isOnPage(slide(n)))).toEqual([false, true, true]);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(isOnPage(slide(5))).toBe(true);
  });

  it("shows no arrows when everything fits one page", () => {
    render(<Carousel title="Similar Styles" items={items(2)} />);
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
    expect(screen.queryByText(/^Page /)).toBeNull();
    expect(isOnPage(slide(2))).toBe(true);
  });

  it("pages with the arrow keys, Home and End", () => {
    render(<Carousel title="Similar Styles" items={items(6)} />);
    const next = screen.getByRole("button", { name: "Next page" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    fireEvent.keyDown(next, { key: "End" });
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    fireEvent.keyDown(next, { key: "Home" });
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("changes page on a swipe of 50 px or more, not on a shorter or vertical one", () => {
    render(<Carousel title="Similar Styles" items={items(6)} />);
    const viewport = slide(1).closest(".carousel-viewport") as HTMLElement;
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(viewport, { pointerType: "touch", clientX: fromX, clientY: 100 });
      fireEvent.pointerMove(viewport, { pointerType: "touch", clientX: toX, clientY: toY });
      fireEvent.pointerUp(viewport, { pointerType: "touch", clientX: toX, clientY: toY });
    };
    swipe(200, 160);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    swipe(200, 150);
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    swipe(200, 120, 300);
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    swipe(100, 160);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("keeps the page within range after a resize, measured 100 ms after the last resize event", () => {
    vi.useFakeTimers();
    render(<Carousel title="Similar Styles" items={items(6)} />);
    fireEvent.keyDown(carousel(), { key: "End" });
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    width = 1100; // six cards a page
    fireEvent(window, new Event("resize"));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
    expect(isOnPage(slide(6))).toBe(true);
  });

  it("rotates by itself when asked, wrapping to the first page, paused under the pointer and stoppable", () => {
    vi.useFakeTimers();
    render(<Carousel title="Similar Styles" items={items(4)} autoRotateMs={AUTO_ROTATE_MS} />);
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS));
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS));
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS * 3));
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS));
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic rotation" }));
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS * 3));
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start automatic rotation" })).toBeTruthy();
  });

  it("does not rotate unless asked", () => {
    vi.useFakeTimers();
    render(<Carousel title="Similar Styles" items={items(4)} />);
    act(() => vi.advanceTimersByTime(AUTO_ROTATE_MS * 2));
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /automatic rotation/ })).toBeNull();
  });

  it("renders every card reachable, without arrows, before JavaScript runs", () => {
    const html = renderToString(
      <HydrationProvider>
        <Carousel title="Similar Styles" items={items(6)} />
      </HydrationProvider>,
    );
    expect(html).not.toContain("Next page");
    expect(html).not.toContain("inert");
    expect(html).toContain("Item 6");
  });
});
