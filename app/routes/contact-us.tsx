import { data } from "react-router";
import { servedPage } from "../../modules/content/index.server.ts";
import { ContentHtml } from "../components/content/content-html.tsx";
import { phoneHref } from "../components/layout/rules.ts";
import type { Route } from "./+types/contact-us";

/** The contact page's body is content ('contact-us'); the numbers and live chat come from the marketplace. */
export async function loader({ context }: Route.LoaderArgs) {
  const { marketplace } = context;
  const page = await servedPage(context.db, "contact-us", marketplace, {
    generation: context.pageGeneration(),
  });
  if (!page) throw data(null, { status: 404 });
  return {
    title: page.title,
    description: page.description,
    html: page.html,
    storeName: marketplace.name,
    phoneNumber: marketplace.phoneNumber,
    phoneNumberVip: marketplace.phoneNumberVip,
    liveChat: marketplace.features.liveChat,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: `${data.title} | ${data.storeName}` }, { name: "description", content: data.description }];
}

/** /contact-us: phone numbers (the VIP line too), live chat where the marketplace has it, and the page's copy. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <article className="page content-page content-page-help" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      <ul className="contact-ways">
        <li className="contact-way">
          <h2>Call us</h2>
          <p>
            <a href={phoneHref(page.phoneNumber)}>{page.phoneNumber}</a>
          </p>
          <p>24 hours a day, 7 days a week.</p>
        </li>
        <li className="contact-way">
          <h2>VIP members</h2>
          <p>
            <a href={phoneHref(page.phoneNumberVip)}>{page.phoneNumberVip}</a>
          </p>
          <p>Your own line, any time.</p>
        </li>
        {page.liveChat && (
          <li className="contact-way">
            <h2>Live chat</h2>
            <p>
              <a href="/c/live-chat">Chat with us</a>
            </p>
            <p>Answered around the clock.</p>
          </li>
        )}
      </ul>
      <ContentHtml html={page.html} />
    </article>
  );
}
