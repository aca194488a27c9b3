import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";

/** The captcha's challenge endpoint (modules/subscriptions, GET /v2/subscriptions/captcha). */
export const CAPTCHA_CHALLENGE_PATH = "/v2/subscriptions/captcha";

/** What the form asks of the widget: its answer, solving first if it has none yet. */
export interface CaptchaHandle {
  answer(): Promise<string | null>;
  reset(): void;
}

type Widget = HTMLElement & {
  verify: () => Promise<{ payload: string } | null>;
  reset: () => void;
};

/**
 * The newsletter's proof-of-work captcha (ALTCHA, self-hosted): its code is loaded only once `load`
 * turns true (the email field was focused), then it solves by itself at once. Its box is always
 * there, at its final height, so nothing moves when it appears. The widget's checkbox is labelled
 * and reached by keyboard.
 */
export function CaptchaField({
  load,
  handle,
}: {
  load: boolean;
  handle: React.RefObject<CaptchaHandle | null>;
}) {
  const [ready, setReady] = useState(false);
  const widget = useRef<Widget | null>(null);
  // Resolves once the widget is on the page: a submit right after the first focus waits for it.
  const mounted = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (mounted.current === null) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    mounted.current = { promise, resolve };
  }
  useEffect(() => {
    if (!load || ready) return;
    let live = true;
    import("altcha").then(
      () => live && setReady(true),
      () => undefined, // offline: the sign-up then answers with the captcha error
    );
    return () => {
      live = false;
    };
  }, [load, ready]);
  useEffect(() => {
    handle.current = {
      async answer() {
        const waited = await Promise.race([
          mounted.current?.promise.then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), 30_000)),
        ]);
        const element = widget.current;
        if (!waited) return null;
        if (!element) return null;
        const field = element.querySelector<HTMLInputElement>('input[name="altcha"]');
        if (field?.value) return field.value;
        return (await element.verify())?.payload ?? null;
      },
      reset: () => widget.current?.reset(),
    };
  }, [handle]);
  return (
    <div className="footer-newsletter-captcha" data-state={ready ? "ready" : "waiting"}>
      {ready && (
        <altcha-widget
          ref={(element) => {
            widget.current = element as Widget | null;
            if (element) mounted.current?.resolve();
          }}
          challenge={CAPTCHA_CHALLENGE_PATH}
          auto="onload"
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
    </div>
  );
}
