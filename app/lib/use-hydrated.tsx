import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from "react";

/** Null outside HydrationProvider: a render in the browser that hydrates nothing (a component test). */
const HydratedContext = createContext<boolean | null>(null);

/** Calls `done` once it has hydrated: rendered last, in a Suspense boundary of its own. */
function HydrationMark({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * Turns the hydration flag on once the whole page has hydrated, in a transition: the re-render it
 * causes (links that become buttons, tabs, carousels that page) is done in slices that let the
 * browser answer in between, not as one long task. Then the html element gets the `hydrated` class
 * (what browser tests wait for: from there on every part answers with JavaScript).
 *
 * The page's parts (header, main content, footer) are Suspense boundaries, which React hydrates
 * after the shell, in slices. The mark is a boundary of its own after them all, so it hydrates in
 * the same pass as the last of them, not when the shell commits.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const done = useCallback(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.classList.add("hydrated");
  }, [hydrated]);
  return (
    <HydratedContext.Provider value={hydrated}>
      {children}
      <Suspense fallback={null}>
        <HydrationMark done={done} />
      </Suspense>
    </HydratedContext.Provider>
  );
}

/**
 * False on the server and during hydration, true once React runs in the browser: markup that
 * only works with JavaScript (buttons instead of links) switches on after hydration, without
 * a hydration mismatch. Only components whose markup changes should read it: an event handler
 * runs only once React does.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext) ?? typeof document !== "undefined";
}
