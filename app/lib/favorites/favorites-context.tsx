import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import {
  changeFailureId,
  DEFAULT_LIST_ID,
  LIST_ERRORS,
  type ListChange,
} from "../../../modules/lists/index.ts";
import { HeartLoginModal } from "../../components/favorites/heart-login-modal.tsx";
import { apiErrorId, getJson, isApiError, postJson } from "../api-client.ts";
import { heartOnLoadId, withoutHeartOnLoad } from "./heart-rules.ts";

const CLOUDLIST = "/accountapi/cloudlist/v1";

/** What the page knows of the visitor's hearts, shared by every heart and the header count. */
export interface FavoritesState {
  signedIn: boolean;
  /** Items on the heart list: the header count (null for guests). */
  count: number | null;
  isHearted(styleId: number): boolean;
  /** Hearts or un-hearts a style at once; a failure (or a guest) reverts it and shows the heart login modal. */
  toggle(styleId: number): void;
}

const FavoritesContext = createContext<FavoritesState | null>(null);

interface Refusal {
  styleId: number;
  message: string | null;
}

/** Failures without words of their own: the page says what failed (adding or removing) itself. */
const FAILURE_IDS: readonly (string | undefined)[] = [
  "list.add.failed",
  "list.remove.failed",
  "list.update.failed",
  undefined,
];

/**
 * The words of a failed heart: none for a visitor who is not signed in (the modal says it), the
 * network words when the request got no answer, a refusal's own words (a full list...), else the
 * words for what failed: adding or removing.
 */
function refusalMessage(error: unknown, add: boolean): string | null {
  const id = apiErrorId(error);
  if (id === "customer.auth.required") return null;
  // No answer at all: spec 1's network words, not a failure the store would have logged.
  if (isApiError(error) && error.isNetworkError) return error.message;
  if (isApiError(error) && !FAILURE_IDS.includes(id)) return error.message;
  return LIST_ERRORS[changeFailureId(add ? "add" : "remove")];
}

/**
 * Holds the page's hearts (spec 1 section 4, "Favorites"): the count starts from the server's
 * layout data and follows every heart; for a customer the hearted styles are read once; a page
 * opened with heartOnLoad={styleId} by a signed-in customer hearts that style and drops the
 * parameter.
 */
export function FavoritesProvider(props: {
  initialCount: number | null;
  merchantId: string;
  children: ReactNode;
}) {
  const { initialCount, merchantId } = props;
  const signedIn = initialCount !== null;
  const [count, setCount] = useState(initialCount);
  const [hearted, setHearted] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setCount(initialCount), [initialCount]);

  useEffect(() => {
    if (!signedIn) {
      // The same empty set when it is empty already: a new one rendered every heart again, at once.
      setHearted((now) => (now.size === 0 ? now : new Set()));
      return;
    }
    const controller = new AbortController();
    getJson(`${CLOUDLIST}/itemIdsOnList?listId=${encodeURIComponent(DEFAULT_LIST_ID)}`, {
      signal: controller.signal,
    })
      .then((answer) => {
        const { itemIds } = answer as { itemIds: string[] };
        // A transition: every heart of the page re-renders in slices, not one long task.
        startTransition(() => setHearted((now) => new Set([...now, ...itemIds.map(Number)])));
      })
      .catch(() => {
        // Hearts then show empty; a click still hearts (adding twice changes nothing).
      });
    return () => controller.abort();
  }, [signedIn]);

  const mark = useCallback((styleId: number, on: boolean) => {
    setHearted((now) => {
      const next = new Set(now);
      if (on) next.add(styleId);
      else next.delete(styleId);
      return next;
    });
  }, []);

  const send = useCallback(
    async (styleId: number, add: boolean) => {
      const change = (await postJson(`${CLOUDLIST}/${add ? "addToList" : "removeFromList"}`, {
        itemId: String(styleId),
        subItemId: null,
        listId: DEFAULT_LIST_ID,
        ...(add && merchantId ? { merchantId } : {}),
      })) as ListChange;
      setCount(change.itemCount);
    },
    [merchantId],
  );

  const heartedRef = useRef(hearted);
  heartedRef.current = hearted;
  const toggle = useCallback(
    (styleId: number) => {
      const add = !heartedRef.current.has(styleId);
      mark(styleId, add);
      if (!signedIn) {
        mark(styleId, !add);
        setRefusal({ styleId, message: null });
        return;
      }
      send(styleId, add).catch((error: unknown) => {
        mark(styleId, !add);
        setRefusal({ styleId, message: refusalMessage(error, add) });
      });
    },
    [signedIn, mark, send],
  );

  // heartOnLoad: back from sign-in, heart the style asked for, then take the parameter away.
  const pendingHeart = heartOnLoadId(location.search);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || pendingHeart === null) return;
    const key = `${location.key}:${pendingHeart}`;
    if (handled.current === key) return;
    handled.current = key;
    mark(pendingHeart, true);
    const target = {
      pathname: location.pathname,
      search: withoutHeartOnLoad(location.search),
      hash: location.hash,
    };
    send(pendingHeart, true)
      .catch((error: unknown) => {
        mark(pendingHeart, false);
        setRefusal({ styleId: pendingHeart, message: refusalMessage(error, true) });
      })
      .finally(() => navigate(target, { replace: true, preventScrollReset: true }));
  }, [signedIn, pendingHeart, location, mark, send, navigate]);

  const isHearted = useCallback((styleId: number) => hearted.has(styleId), [hearted]);
  const value = useMemo<FavoritesState>(
    () => ({ signedIn, count, isHearted, toggle }),
    [signedIn, count, isHearted, toggle],
  );
  return (
    <FavoritesContext.Provider value={value}>
      {props.children}
      {refusal && (
        <HeartLoginModal
          styleId={refusal.styleId}
          message={refusal.message}
          onClose={() => setRefusal(null)}
        />
      )}
    </FavoritesContext.Provider>
  );
}

/** The page's hearts, or null outside a FavoritesProvider (components rendered alone in tests). */
export function useFavorites(): FavoritesState | null {
  return useContext(FavoritesContext);
}

/** The header's favorites count: the provider's when there is one, else the server's. */
export function useFavoritesCount(serverCount: number): number {
  return useFavorites()?.count ?? serverCount;
}
