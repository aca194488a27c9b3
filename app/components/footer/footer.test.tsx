// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layoutData, marketplace, renderInRouter } from "../layout/test-utils.tsx";
import { Footer } from "./footer.tsx";

describe("Footer", () => {
  it("shows the footer menus in the given order as columns on desktop", () => {
    renderInRouter(<Footer data={layoutData()} layout="desktop" />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const headings = within(nav).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Customer Service", "About"]);
    expect(within(nav).queryByRole("button")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Help 1" }).getAttribute("href")).toBe("/c/Help-1");
    expect(within(nav).getAllByRole("link")).toHaveLength(5);
  });

  it("turns each menu into an accordion on mobile", () => {
    renderInRouter(<Footer data={layoutData()} layout="mobile" />);
    const service = screen.getByRole("button", { name: "Customer Service" });
    const about = screen.getByRole("button", { name: "About" });
    expect(service.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(service.getAttribute("aria-controls") ?? "");
    expect(list && within(list).getAllByRole("link")).toHaveLength(3);
    fireEvent.click(service);
    expect(service.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(about);
    expect(about.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(service);
    expect(service.getAttribute("aria-expanded")).toBe("false");
  });

  it("posts the newsletter form to /subscription.do with a labelled email field", () => {
    renderInRouter(<Footer data={layoutData()} />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("name")).toBe("email");
    const form = email.closest("form");
    expect(form?.getAttribute("action")).toBe("/subscription.do");
    expect(form?.getAttribute("method")).toBe("post");
    expect(screen.getByRole("button", { name: "Sign Up" }).getAttribute("type")).toBe("submit");
    expect(screen.getByText(/10% off a future order/)).toBeTruthy();
  });

  it("links the five social networks of the marketplace, each with a name", () => {
    renderInRouter(<Footer data={layoutData()} />);
    const social = screen.getByRole("list", { name: "Follow us" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Fleetfoot on Facebook",
      "Fleetfoot on Instagram",
      "Fleetfoot on Twitter",
      "Fleetfoot on Pinterest",
      "Fleetfoot on YouTube",
    ]);
    expect(screen.getByRole("link", { name: "Fleetfoot on YouTube" }).getAttribute("href")).toBe(
      "https://www.youtube.com/fleetfoot",
    );
  });

  it("shows the contact phone (VIP number for VIP members), copyright and legal links", () => {
    const nineAm = { ...marketplace(), name: "9am", phoneNumberVip: "1-866-555-0142" };
    renderInRouter(<Footer data={layoutData({ marketplace: nineAm, isVip: true, year: 2031 })} />);
    expect(screen.getByRole("link", { name: "1-866-555-0142" }).getAttribute("href")).toBe("tel:18665550142");
    expect(screen.getByText("© 2031 9am. All rights reserved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/c/terms-of-use");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/c/privacy-policy",
    );
  });
});
