import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { CAPTCHA_CHALLENGE_PATH } from "../../../modules/captcha/index.ts";

/** How long a submit waits for the widget to appear and for its solve. */
const WAIT_MS = 30_000;

/** What the form asks of the widget: its answer, solving first if it has none yet. */
export interface CaptchaHandle {
  answer(): Promise<string | null>;
  reset(): void;
}

type Widget = HTMLElement & {
  verify?: () => Promise<{ payload: string } | null>;
  reset?: () => void;
};

/** A promise of `value`, or of null after `ms`. */
function withinMs<T>(value: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}

/**
 * One solve of the widget's at a time, started only here: the widget's own start (auto) is not used,
 * since a second `verify` while one runs aborts the first and can leave both without an answer.
 */
function solverOf(widget: Widget) {
  let solving: Promise<string | null> | null = null;
  const solve = () => {
    // The widget's methods exist once its component is made, a task after it is on the page.
    const started = new Promise((done) => setTimeout(done, 0))
      .then(() => widget.verify?.())
      .then((result) => result?.payload ?? null)
      .catch(() => null);
    solving = started;
    return started;
  };
  return {
    /** Solved at once, so the answer is ready when the shopper submits. */
    prime: () => void solve(),
    /** The running solve's answer; one more solve when it had none (an error, or the last was reset). */
    async answer() {
      const first = await (solving ?? solve());
      return first ?? (await solve());
    },
    reset() {
      widget.reset?.();
      solving = null;
      void solve(); // an answer is good once: the next sign-up's is solved now
    },
  };
}

/**
 * The store's proof-of-work captcha (the newsletter, a sign-in past its limits) (ALTCHA, self-hosted): its code is loaded only once `load`
 * turns true (the email field was focused), then it solves at once. Its box is always there, at its
 * final height, so nothing moves when it appears. The widget's checkbox is labelled and reached by
 * keyboard.
 */
export function CaptchaField({
  load,
  handle,
}: {
  load: boolean;
  handle: React.RefObject<CaptchaHandle | null>;
}) {
  const [ready, setReady] = useState(false);
  const solver = useRef<ReturnType<typeof solverOf> | null>(null);
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
        const waited = await withinMs(
          mounted.current?.promise.then(() => true) ?? Promise.resolve(false),
          WAIT_MS,
        );
        if (!waited || !solver.current) return null;
        return withinMs(solver.current.answer(), WAIT_MS);
      },
      reset: () => solver.current?.reset(),
    };
  }, [handle]);
  return (
    <div className="captcha-field" data-state={ready ? "ready" : "waiting"}>
      {ready && (
        <altcha-widget
          ref={(element) => {
            if (!element) return;
            if (!solver.current) {
              solver.current = solverOf(element as Widget);
              solver.current.prime();
            }
            mounted.current?.resolve();
          }}
          challenge={CAPTCHA_CHALLENGE_PATH}
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
    </div>
  );
}
