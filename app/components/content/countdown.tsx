import { type CSSProperties, useEffect, useState } from "react";
import { type CountdownFields, countdownText, slotColours } from "../../../modules/content/index.ts";
import { PlainLink } from "../layout/plain-link.tsx";

/**
 * A countdown slot (spec 1 section 4): days while a day or more is left, then hh:mm:ss, and
 * 00:00:00 once past. The server renders it at `renderedAt`; once hydrated it ticks every second.
 */
export function Countdown({ fields, renderedAt }: { fields: CountdownFields; renderedAt: string }) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  const endsAt = new Date(fields.endsAt);
  const over = now >= endsAt;
  useEffect(() => {
    if (over) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  return (
    <section
      className="content-countdown"
      style={slotColours(fields) as CSSProperties}
      aria-label={fields.heading}
      data-track="banner"
      data-track-id={fields.creativeID}
      data-track-hover=""
    >
      <h2 className="content-countdown-heading">{fields.heading}</h2>
      <p className="content-countdown-clock">
        <time dateTime={fields.endsAt}>{countdownText(endsAt, now)}</time>
      </p>
      {fields.href && fields.linktext && (
        <PlainLink className="content-banner-link" to={fields.href}>
          {fields.linktext}
        </PlainLink>
      )}
    </section>
  );
}
