import { describe, expect, it, vi } from "vitest";
import { cardRow } from "./card-row-fixture.ts";
import { toProductCard } from "./product-card.ts";
import { type CardSources, keptCardStore } from "./results.server.ts";
import type { ProductCard } from "./types.ts";

/**
 * A fake catalogue for a store: its generation is set by the test (a call reads it as it starts), its
 * styles are 1 to 99, each load is noted and builds new card objects; a held load waits until the
 * test releases it.
 */
function fakeCatalogue() {
  const loads: number[][] = [];
  const state = { generation: "1", loads, now: 0 };
  let held: Promise<void> | null = null;
  const sources: CardSources<null> = {
    now: () => state.now,
    loadCards: async (_db, styleIds) => {
      state.loads.push([...styleIds]);
      const waiting = held;
      held = null;
      if (waiting) await waiting;
      return styleIds
        .filter((styleId) => styleId >= 1 && styleId <= 99)
        .map((styleId) => toProductCard({ ...cardRow, styleId }, []));
    },
  };
  /** Holds the next load until the returned function is called. */
  const holdNextLoad = (): (() => void) => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  };
  return Object.assign(state, { sources, holdNextLoad });
}

/** A store over the fake catalogue, each call at the catalogue's generation as the call starts. */
function storeOf(catalogue: ReturnType<typeof fakeCatalogue>, maxCards = 100) {
  const store = keptCardStore(catalogue.sources, maxCards, 10_000);
  return {
    cardsOf: (db: null, styleIds: readonly number[]) => store.at(catalogue.generation).cardsOf(db, styleIds),
  };
}

const styleIdsOf = (cards: readonly ProductCard[]) => cards.map((card) => card.styleId);

describe("the card store", () => {
  it("returns the cards of the styles asked for in their order, leaving out styles with no card", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    expect(styleIdsOf(await store.cardsOf(null, [7, 500, 3, 9]))).toEqual([7, 3, 9]);
    expect(await store.cardsOf(null, [])).toEqual([]);
  });

  it("loads only the cards it does not hold, and returns the same objects while the generation holds", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    const first = await store.cardsOf(null, [1, 2, 3]);
    const second = await store.cardsOf(null, [3, 4, 1]);
    expect(catalogue.loads).toEqual([[1, 2, 3], [4]]);
    expect(second[0]).toBe(first[2]);
    expect(second[2]).toBe(first[0]);
  });

  it("starts again, empty, when the generation moves", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    const [before] = await store.cardsOf(null, [5]);
    catalogue.generation = "2";
    const [after] = await store.cardsOf(null, [5]);
    expect(catalogue.loads).toEqual([[5], [5]]);
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });

  it("returns but does not keep a load during which the generation moved", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    const release = catalogue.holdNextLoad();
    const straddling = store.cardsOf(null, [1, 2]);
    await vi.waitFor(() => expect(catalogue.loads).toHaveLength(1));
    catalogue.generation = "2";
    const [newer] = await store.cardsOf(null, [3]);
    release();
    // Loaded for generation 1, ended once generation 2 had its map: its caller's cards only.
    expect(styleIdsOf(await straddling)).toEqual([1, 2]);
    const now = await store.cardsOf(null, [1, 2, 3]);
    expect(styleIdsOf(now)).toEqual([1, 2, 3]);
    expect(now[2]).toBe(newer);
    expect(catalogue.loads).toEqual([[1, 2], [3], [1, 2]]);
  });

  it("keeps the first card kept when two calls load the same style at once", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    const [one, other] = await Promise.all([store.cardsOf(null, [8]), store.cardsOf(null, [8])]);
    expect(catalogue.loads).toEqual([[8], [8]]);
    expect(other?.[0]).toBe(one?.[0]);
    expect((await store.cardsOf(null, [8]))[0]).toBe(one?.[0]);
  });

  it("starts again, empty, for the same generation when it would hold more than its bound", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue, 3);
    await store.cardsOf(null, [1, 2]);
    await store.cardsOf(null, [3, 4]);
    await store.cardsOf(null, [3, 4, 1]);
    expect(catalogue.loads).toEqual([[1, 2], [3, 4], [1]]);
  });

  it("loads its cards again once they are older than its bound, though the generation holds", async () => {
    const catalogue = fakeCatalogue();
    const store = storeOf(catalogue);
    const [first] = await store.cardsOf(null, [6]);
    catalogue.now = 9_999;
    expect((await store.cardsOf(null, [6]))[0]).toBe(first);
    catalogue.now = 10_000;
    const [again] = await store.cardsOf(null, [6]);
    expect(again).not.toBe(first);
    expect(catalogue.loads).toEqual([[6], [6]]);
  });
});
