// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LAYOUT_RESIZE_DEBOUNCE_MS } from "./rules.ts";
import { useLayoutClass } from "./use-layout-class.ts";

function Probe() {
  return <output>{useLayoutClass()}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("useLayoutClass", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders 'desktop' on the server", () => {
    expect(renderToString(<Probe />)).toContain("desktop");
  });

  it("measures the window once mounted and follows resizes after 200 ms", () => {
    vi.useFakeTimers();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 400 });
    render(<Probe />);
    expect(screen.getByRole("status").textContent).toBe("mobile");
    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(LAYOUT_RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByRole("status").textContent).toBe("mobile");
    act(() => resizeTo(1300));
    act(() => vi.advanceTimersByTime(LAYOUT_RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByRole("status").textContent).toBe("mobile");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("desktop");
  });
});
