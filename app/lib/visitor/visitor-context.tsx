import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { GUEST_VISITOR, type Visitor } from "../../../modules/visitor/index.ts";
import { getJson } from "../api-client.ts";

/** The visitor's own parts of the page, and whether they are known yet (read beside a shared page). */
export interface VisitorState {
  visitor: Visitor;
  known: boolean;
  /** The read beside a shared page failed (offline, the database away): it stays unknown. */
  unreadable: boolean;
}

const VisitorContext = createContext<VisitorState>({
  visitor: GUEST_VISITOR,
  known: false,
  unreadable: false,
});

/** Where the browser reads the visitor's parts of a shared page. */
export const VISITOR_PATH = "/v1/visitor";

/**
 * Gives the page its visitor: the server's when the page is personal (`server`), else, on a page
 * shared by every guest (`server` null), the answer of GET /v1/visitor read once after hydration.
 * Until then the page shows what it shows a new guest: no count, 'Sign In'. Without JavaScript a
 * shared page stays as a new guest sees it; the bag page and every page answering a form are personal.
 */
export function VisitorProvider(props: { server: Visitor | null; children: ReactNode }) {
  const { server } = props;
  const [fetched, setFetched] = useState<Visitor | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const needed = server === null && fetched === null;
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    getJson(VISITOR_PATH, { signal: controller.signal })
      // A transition: the header, the bag and every heart re-render in slices, not one long task.
      .then((answer) => startTransition(() => setFetched(answer as Visitor)))
      .catch(() => {
        // Unreadable (offline, the database away): the page stays as a new guest sees it. An
        // abort is this effect's own clean-up, not an answer.
        if (!controller.signal.aborted) setUnreadable(true);
      });
    return () => controller.abort();
  }, [needed]);
  const visitor = server ?? fetched;
  const state = useMemo(
    () => ({ visitor: visitor ?? GUEST_VISITOR, known: visitor !== null, unreadable }),
    [visitor, unreadable],
  );
  return <VisitorContext.Provider value={state}>{props.children}</VisitorContext.Provider>;
}

/** The page's visitor (a new guest's parts until known). */
export function useVisitor(): VisitorState {
  return useContext(VisitorContext);
}
