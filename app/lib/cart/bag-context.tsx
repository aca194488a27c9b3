import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useRevalidator } from "react-router";
import { CART_ERRORS, type Cart, type CartChange } from "../../../modules/cart/index.ts";
import { apiErrorId, getJson, isApiError, postJson } from "../api-client.ts";
import {
  BAG_BACKUP_KEY,
  type BagBackup,
  isChangedElsewhere,
  itemsToRestore,
  parseBagBackup,
} from "./bag-backup.ts";

/** What the browser knows of the bag, shared by the header count, the buy area and the bag page. */
export interface BagState {
  /** Units in the bag: the header count. */
  count: number;
  /** The whole bag once read or changed in this page, else null. */
  cart: Cart | null;
  /** Reads the bag (once per page unless forced). */
  load(force?: boolean): Promise<Cart | null>;
  /** Sends changes; answers the bag or the error's id and the words to show. */
  change(items: CartChange[]): Promise<{ cart: Cart } | { error: { id: string; message: string } }>;
  /** Tells the state of a bag read elsewhere (the bag page's loader). */
  seen(cart: Cart): void;
}

const BagContext = createContext<BagState | null>(null);

function writeBackup(backup: BagBackup): void {
  try {
    localStorage.setItem(BAG_BACKUP_KEY, JSON.stringify(backup));
  } catch {
    // Storage full or disabled: the backup is a convenience, the bag itself is on the server.
  }
}

function readBackup(): BagBackup | null {
  try {
    return parseBagBackup(localStorage.getItem(BAG_BACKUP_KEY));
  } catch {
    return null;
  }
}

/**
 * Holds the bag for the page: the count starts from the server's layout data (so it is right
 * without JavaScript) and follows every change made here. Keeps the local backup current and
 * restores a bag from it once per page when this session's bag is empty (spec 1 section 4).
 * The restore sets each item's quantity rather than adding to it, so two pages restoring at once
 * (a reload, a second tab) still bring back one of each; and the backup is not overwritten until
 * the restore is done, so a page that shows the (still empty) bag first, like /cart, cannot erase it.
 * A change made before the visitor is known (a shared page still reading it) answers once the
 * backup is written, so a shopper who leaves as soon as the bag confirms the add still has it kept.
 */
export function BagProvider(props: {
  initialCount: number;
  sessionId: string | null;
  customerKey: string | null;
  /** Whether the visitor (count, session, customer) is known yet: on a shared page it is read after hydration. */
  visitorKnown?: boolean;
  /** Whether that read failed: then there is no session to restore into or back up for. */
  visitorUnreadable?: boolean;
  children: ReactNode;
}) {
  const { initialCount, sessionId, customerKey, visitorKnown = true, visitorUnreadable = false } = props;
  const [count, setCount] = useState(initialCount);
  const [cart, setCart] = useState<Cart | null>(null);
  const loading = useRef<Promise<Cart | null> | null>(null);
  const revalidator = useRevalidator();
  // Until the restore has run, the backup is the bag to bring back: keep it, remember the last bag seen.
  const restoreSettled = useRef(false);
  const lastSeen = useRef<Cart | null>(null);
  // Settles with the restore: changes made before it wait for the backup to be written.
  const [settled] = useState(promiseWithResolve);

  // A form posted to the server (the bag page) brings a new count with the layout data.
  useEffect(() => setCount(initialCount), [initialCount]);

  const backUp = useCallback(
    (next: Cart) => {
      if (!sessionId) return;
      const items = next.activeItems.map(({ asin, stockId, quantity }) => ({ asin, stockId, quantity }));
      writeBackup({ xMain: customerKey, sessionId, items });
    },
    [sessionId, customerKey],
  );

  const seen = useCallback(
    (next: Cart) => {
      setCart(next);
      setCount(next.cartCount);
      lastSeen.current = next;
      if (restoreSettled.current) backUp(next);
    },
    [backUp],
  );

  const load = useCallback(
    (force = false) => {
      if (!loading.current || force) {
        loading.current = getJson("/v1/cart")
          .then((answer) => {
            seen(answer as Cart);
            return answer as Cart;
          })
          .catch(() => null);
      }
      return loading.current;
    },
    [seen],
  );

  // Sends the changes and tells the state of the answer (the restore's own step).
  const send = useCallback<BagState["change"]>(
    async (items) => {
      try {
        const next = (await postJson("/v1/cart", { items })) as Cart;
        seen(next);
        return { cart: next };
      } catch (error) {
        const id = apiErrorId(error) ?? "cart.update.failed";
        // A sold-out item was taken out: show the bag as it is now (spec 1 section 4).
        if (id === "asin.not.available") void load(true);
        const message =
          isApiError(error) && apiErrorId(error) ? error.message : CART_ERRORS["cart.update.failed"];
        return { error: { id, message } };
      }
    },
    [seen, load],
  );

  const change = useCallback<BagState["change"]>(
    async (items) => {
      const answer = await send(items);
      // Until the restore has settled the backup is not written: wait for it (the visitor's read),
      // though never long: a read that hangs must not hold the shopper's confirmation.
      if (!restoreSettled.current) await Promise.race([settled.promise, pause(BACKUP_WAIT_MS)]);
      return answer;
    },
    [send, settled],
  );

  // The bag as another tab left it: the count, and the page's own data (the bag page's lines).
  const readAgain = useCallback(async () => {
    await load(true);
    revalidator.revalidate();
  }, [load, revalidator]);

  const restored = useRef(false);
  useEffect(() => {
    // The restore compares this session's bag with the backup: it waits until the visitor is known.
    if (restored.current || !(visitorKnown || visitorUnreadable)) return;
    restored.current = true;
    const settle = () => {
      restoreSettled.current = true;
      if (lastSeen.current) backUp(lastSeen.current);
      settled.resolve();
    };
    // Unreadable: no session to compare with or back up for; changes need not wait for one.
    if (!visitorKnown) return settle();
    const current = { sessionId: sessionId ?? "", xMain: customerKey, bagCount: initialCount };
    const backup = sessionId ? readBackup() : null;
    const items = itemsToRestore(backup, current);
    if (items.length === 0) {
      // Another tab of this session restored or changed the bag after this page's count was read.
      if (isChangedElsewhere(backup, current)) void readAgain();
      return settle();
    }
    void (async () => {
      // One at a time: an item sold out since is skipped, the others still come back.
      for (const item of items) {
        await send([{ stockId: item.stockId, quantity: item.quantity, quantityAddition: false }]);
      }
      settle();
      // The page's own data (the bag page's lines) was read before the restore.
      await readAgain();
    })();
  }, [
    sessionId,
    customerKey,
    initialCount,
    visitorKnown,
    visitorUnreadable,
    send,
    backUp,
    readAgain,
    settled,
  ]);

  // A change made in another tab of this session (its backup written) shows here too: the count
  // is read again. Writing the same backup again fires no event, so two tabs do not ping-pong.
  useEffect(() => {
    if (!sessionId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BAG_BACKUP_KEY) return;
      const backup = parseBagBackup(event.newValue);
      if (backup?.sessionId === sessionId && backup.xMain === customerKey) void readAgain();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [sessionId, customerKey, readAgain]);

  const value = useMemo<BagState>(
    () => ({ count, cart, load, change, seen }),
    [count, cart, load, change, seen],
  );
  return <BagContext.Provider value={value}>{props.children}</BagContext.Provider>;
}

/** How long a change's answer waits at most for the visitor's read, so its backup is written first. */
const BACKUP_WAIT_MS = 15_000;

function pause(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A promise and the function that settles it (Promise.withResolvers is not in every browser yet). */
function promiseWithResolve(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The page's bag, or null outside a BagProvider (components rendered alone in tests). */
export function useBag(): BagState | null {
  return useContext(BagContext);
}

/** The header count: the provider's when there is one, else the server's. */
export function useBagCount(serverCount: number): number {
  return useBag()?.count ?? serverCount;
}
