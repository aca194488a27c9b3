import { useEffect, useLayoutEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.tsx";

const STORAGE_KEY = "sizeTooltipDismissed";

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** 'We can help you find your size!' next to the size chooser, dismissed by click or Escape for the session. */
export function SizeTooltip({ id }: { id: string }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(wasDismissed()), []);
  const visible = hydrated && !dismissed;

  // Listening before the tooltip is painted (a passive effect came a frame later, and an Escape
  // pressed as the tooltip appeared was lost).
  useLayoutEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  function dismiss() {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, "true");
    } catch {
      // Storage may be unavailable (private mode): the tooltip is then hidden for this page only.
    }
  }

  if (!visible) return null;
  return (
    <div id={id} role="tooltip" className="size-tooltip">
      <span>We can help you find your size!</span>
      <button type="button" aria-label="Dismiss size help" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
