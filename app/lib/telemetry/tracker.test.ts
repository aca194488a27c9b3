// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PixelEvent } from "./send.ts";
import { startTracker, type Tracker } from "./tracker.ts";

/** An IntersectionObserver the test drives: it says which elements are watched and shows them. */
class ScreenStub {
  static current: ScreenStub;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenStub.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The element scrolled into view, this share of it on screen. */
  show(element: Element, ratio = 1) {
    if (!this.watched.has(element)) return;
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe("the one tracker of impressions and clicks", () => {
  let sent: PixelEvent[][];
  let tracker: Tracker;
  let pageType: string;

  const add = (html: string) => {
    document.body.insertAdjacentHTML("beforeend", html);
    return document.body.lastElementChild as HTMLElement;
  };
  const events = () => {
    tracker.newPageView(); // sends what is held
    return sent.flat();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", ScreenStub);
    document.body.innerHTML = "";
    sent = [];
    pageType = "search";
  });
  /** Starts the tracker on the page as it is (elements added later are seen by its mutation observer). */
  const start = () => {
    tracker = startTracker({ pageType: () => pageType, send: (batch) => sent.push(batch) });
  };
  afterEach(() => {
    tracker.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("counts a card seen (half of it on screen) once, with the page type", () => {
    const card = add('<article data-track="card" data-track-id="1-2"><a href="/p">Boot</a></article>');
    start();
    ScreenStub.current.show(card, 0.3);
    ScreenStub.current.show(card, 0.6);
    ScreenStub.current.show(card, 1);
    expect(events()).toEqual([{ type: "impression", element: "card", id: "1-2", pageType: "search" }]);
  });

  it("watches elements added later (a banner fetched after load)", async () => {
    start();
    const banner = add('<div data-track="banner" data-track-id="spring"></div>');
    await vi.advanceTimersByTimeAsync(0); // the mutation observer's turn
    ScreenStub.current.show(banner);
    expect(events()).toEqual([{ type: "impression", element: "banner", id: "spring", pageType: "search" }]);
  });

  it("counts a click on anything inside a tracked element, once per page view", () => {
    add('<article data-track="card" data-track-id="1-2"><a href="#x">Boot</a></article>');
    start();
    const link = document.querySelector("a") as HTMLElement;
    link.click();
    link.click();
    expect(events()).toEqual([{ type: "click", element: "card", id: "1-2", pageType: "search" }]);
  });

  it("counts a banner hovered for 2000 ms, not one left sooner", () => {
    const banner = add(
      '<div data-track="banner" data-track-id="spring" data-track-hover><span>Sale</span></div>',
    );
    const inside = banner.firstElementChild as HTMLElement;
    start();
    inside.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    vi.advanceTimersByTime(1500);
    inside.dispatchEvent(new MouseEvent("pointerout", { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(2000);
    expect(sent.flat()).toEqual([]);
    inside.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(events()).toEqual([
      { type: "impression", element: "banner", id: "spring", pageType: "search", hover: true },
    ]);
  });

  it("counts again after a client-side navigation, under the new page type", () => {
    const card = add('<article data-track="card" data-track-id="1-2"></article>');
    start();
    ScreenStub.current.show(card);
    pageType = "product-p";
    tracker.newPageView();
    ScreenStub.current.show(card);
    expect(events().map((event) => event.pageType)).toEqual(["search", "product-p"]);
  });

  it("sends its events in one batch after a pause, and ignores untracked or malformed elements", () => {
    const cards = [1, 2, 3].map((n) => add(`<article data-track="card" data-track-id="c${n}"></article>`));
    const bad = add('<article data-track="card" data-track-id="no spaces"></article>');
    start();
    for (const card of [...cards, bad]) ScreenStub.current.show(card);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(sent.map((batch) => batch.map((event) => "id" in event && event.id))).toEqual([
      ["c1", "c2", "c3"],
    ]);
  });
});
