import type { Marketplace } from "../../../modules/marketplace/index.ts";

type Network = Marketplace["social"][number]["network"];

const networkNames: Record<Network, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  pinterest: "Pinterest",
  youtube: "YouTube",
};

/** Spec 1, "Footer": the social networks, in this order. */
const networkOrder: readonly Network[] = ["facebook", "instagram", "twitter", "pinterest", "youtube"];

/** The marketplace's social links, each named '<marketplace> on <network>'. */
export function SocialLinks({ marketplace }: { marketplace: Pick<Marketplace, "name" | "social"> }) {
  const links = networkOrder.flatMap((network) =>
    marketplace.social.filter((link) => link.network === network),
  );
  if (links.length === 0) return null;
  return (
    <ul className="footer-social" aria-label="Follow us">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            className="footer-social-link"
            data-network={link.network}
            aria-label={`${marketplace.name} on ${networkNames[link.network]}`}
            rel="noopener noreferrer"
          >
            {networkNames[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
