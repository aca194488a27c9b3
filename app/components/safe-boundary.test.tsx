// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SafeBoundary } from "./safe-boundary.tsx";

function Broken(): never {
  throw new Error("widget exploded");
}

afterEach(() => vi.restoreAllMocks());

describe("SafeBoundary", () => {
  it("hides a component that fails to render and keeps the rest of the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <main>
        <p>Page content</p>
        <SafeBoundary name="widget">
          <p>Widget heading</p>
          <Broken />
        </SafeBoundary>
      </main>,
    );
    expect(screen.getByText("Page content")).toBeTruthy();
    expect(screen.queryByText("Widget heading")).toBeNull();
  });

  it("renders healthy children as they are", () => {
    render(
      <SafeBoundary name="widget">
        <p>Fine widget</p>
      </SafeBoundary>,
    );
    expect(screen.getByText("Fine widget")).toBeTruthy();
  });
});
