import { Link } from "react-router";
import type { LayoutData } from "../layout/layout-data.ts";
import { type LayoutClass, phoneHref, servicePhone } from "../layout/rules.ts";
import { useLayoutClass } from "../layout/use-layout-class.ts";
import { RecentlyViewed } from "../recently-viewed/index.ts";
import { FooterMenus } from "./footer-menus.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { SignUpModal } from "./sign-up-modal.tsx";
import { SocialLinks } from "./social-links.tsx";

export interface FooterProps {
  data: LayoutData;
  /** Overrides the layout measured from the window (tests, or a server-side guess). */
  layout?: LayoutClass;
}

/** The site footer: newsletter, menus, social links, contact line, copyright and legal links. */
export function Footer({ data, layout }: FooterProps) {
  const measured = useLayoutClass();
  const { marketplace } = data;
  const phone = servicePhone(marketplace, data.isVip);
  return (
    <footer className="footer">
      <RecentlyViewed />
      <div className="footer-inner">
        <NewsletterForm marketplace={marketplace} />
        <SignUpModal marketplace={marketplace} />
        <FooterMenus menus={data.footerMenus} layout={layout ?? measured} />
        <div className="footer-connect">
          <p className="footer-contact">
            Questions? Call us at{" "}
            <a className="footer-phone" href={phoneHref(phone)}>
              {phone}
            </a>
          </p>
          <SocialLinks marketplace={marketplace} />
        </div>
      </div>
      <div className="footer-bottom">
        <p className="footer-copyright">
          © {data.year} {marketplace.name}. All rights reserved.
        </p>
        <ul className="footer-legal" aria-label="Legal">
          <li>
            <Link to="/c/terms-of-use">Terms of Use</Link>
          </li>
          <li>
            <Link to="/c/privacy-policy">Privacy Policy</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
