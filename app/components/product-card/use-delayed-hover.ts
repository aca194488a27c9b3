import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns on after the pointer rests `delayMs`, or at once on `now`; `stop` turns it off. */
export function useDelayedHover(delayMs: number): {
  active: boolean;
  start(): void;
  now(): void;
  stop(): void;
} {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(true), delayMs);
  }, [delayMs]);
  const now = useCallback(() => {
    clearTimeout(timer.current);
    setActive(true);
  }, []);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setActive(false);
  }, []);
  return { active, start, now, stop };
}
