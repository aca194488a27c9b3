import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/** How long 'Link copied' shows (spec 1 section 4, "Tooltip": the link-copied state hides after 2500 ms). */
export const LINK_COPIED_MS = 2500;

/**
 * Sharing a list: a Share button (a form) until the list has a share link, then the link itself,
 * selectable, with a Copy Link button once JavaScript runs.
 */
export function SharePanel({ listId, shareUrl }: { listId: string; shareUrl: string | null }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!shareUrl) {
    return (
      <Form method="post" action="/account/favorites" className="share-panel" id="share">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="listId" value={listId} />
        <button type="submit" className="button button-secondary">
          Share
        </button>
      </Form>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      // No clipboard (plain http, or refused): the link stays selectable in the box.
    }
  };
  return (
    <div className="share-panel" id="share">
      <label htmlFor={inputId}>Share link</label>
      <input
        id={inputId}
        type="text"
        readOnly
        value={shareUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated && (
        <button type="button" className="button button-secondary" onClick={copy}>
          Copy Link
        </button>
      )}
      <span role="status" className="share-copied">
        {copied ? "Link copied" : ""}
      </span>
      <p className="share-note">Anyone with this link can see this list, but not change it.</p>
    </div>
  );
}
