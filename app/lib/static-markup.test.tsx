// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaticMarkup } from "./static-markup.server.ts";
import { StaticHtml, StaticMarkupContext } from "./static-markup.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const menu = { links: ["Boots", "Sneakers"] };

function Links({ links }: { links: string[] }) {
  return (
    <ul>
      {links.map((text) => (
        <li key={text}>
          <a href={`/search/${text.toLowerCase()}`}>{text}</a>
        </li>
      ))}
    </ul>
  );
}

function Page({ render }: { render: () => React.ReactNode }) {
  return (
    <main>
      <h1>Menu</h1>
      <StaticHtml content={menu} className="columns" aria-label="Shoes">
        {render}
      </StaticHtml>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("StaticHtml", () => {
  it("is written by the server from markup rendered once per content", () => {
    const render = vi.fn(() => <Links links={menu.links} />);
    const page = () =>
      renderToString(
        <StaticMarkupContext.Provider value={renderStaticMarkup}>
          <Page render={render} />
        </StaticMarkupContext.Provider>,
      );
    const first = page();
    expect(page()).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first).toContain(
      'class="columns" aria-label="Shoes"><ul><li><a href="/search/boots">Boots</a></li>',
    );
  });

  it("keeps the server's markup when the page hydrates, without rendering it in the browser", async () => {
    const html = renderToString(
      <StaticMarkupContext.Provider value={renderStaticMarkup}>
        <Page render={() => <Links links={menu.links} />} />
      </StaticMarkupContext.Provider>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const link = container.querySelector('a[href="/search/sneakers"]');
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const render = vi.fn(() => <Links links={menu.links} />);
    await act(async () => {
      hydrateRoot(container, <Page render={render} />, { onRecoverableError: (error) => errors(error) });
    });
    expect(render).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The very elements the server wrote, still in place.
    expect(container.querySelector('a[href="/search/sneakers"]')).toBe(link);
    expect(container.querySelectorAll("a")).toHaveLength(2);
    errors.mockRestore();
  });

  it("is rendered as usual when mounted in the browser after the page hydrated", async () => {
    const { createRoot } = await import("react-dom/client");
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page render={() => <Links links={menu.links} />} />);
    });
    const group = container.querySelector(".columns");
    expect(group?.getAttribute("aria-label")).toBe("Shoes");
    expect([...container.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["Boots", "Sneakers"]);
  });
});
