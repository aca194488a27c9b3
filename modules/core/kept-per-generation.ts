/**
 * Memory kept while the page generation holds (see readPageGeneration): what the catalogue's tables
 * give stays the same until a change moves the generation, so a process may keep it that long.
 */

/** How long kept state lives at most, and the clock (milliseconds) that says so. */
export interface KeptBounds {
  /**
   * Kept state is started again, empty, once this old, even while the generation holds: on
   * PostgreSQL a writer moves the generation (a sequence, outside its transaction) before it commits,
   * so a reader can read the new generation and then the old rows. This bounds such a race.
   */
  maxAgeMs: number;
  now: () => number;
}

/** A generation as its reader gives it, or the read under way. */
export type Generation = string | Promise<string>;

/** Something kept per generation, as one caller sees it: at the generation it read. */
export interface PerGeneration<View> {
  at(generation: Generation): View;
}

const DIGITS = /^\d+$/;

/** True when `generation` came after `kept`: a greater count (any other difference counts as newer). */
function isNewer(generation: string, kept: string): boolean {
  if (generation === kept) return false;
  if (!DIGITS.test(generation) || !DIGITS.test(kept)) return true;
  return generation.length === kept.length ? generation > kept : generation.length > kept.length;
}

/**
 * The state of the newest generation read, made by `make`: a newer generation (or the bound on age)
 * starts a new one. A caller that read an older generation than the kept one (a request that began
 * just before a change) is given the kept state: newer than what it read, never older, and requests
 * on either side of a change do not throw each other's state away in turn. A caller holding the
 * state across an await may find it replaced meanwhile: what it puts in then is read by nobody.
 */
export function perGeneration<State>(make: () => State, bounds: KeptBounds): (generation: string) => State {
  let kept: { generation: string; since: number; state: State } | null = null;
  return (generation) => {
    const now = bounds.now();
    if (!kept || isNewer(generation, kept.generation) || now - kept.since >= bounds.maxAgeMs) {
      kept = { generation, since: now, state: make() };
    }
    return kept.state;
  };
}

/** An answer by key: kept from its first read while the generation holds. */
export type Recall<T> = (key: string, read: () => Promise<T>) => Promise<T>;

/**
 * Answers of small reads by key, kept per generation (see perGeneration): each read once, after the
 * caller's generation was read (a failed read is forgotten), at most `maxKeys` of them (then it
 * starts again, empty). An answer goes to every caller: it must never be changed.
 */
export function keptAnswers<T>(maxKeys: number, bounds: KeptBounds): PerGeneration<Recall<T>> {
  const answersAt = perGeneration(() => new Map<string, Promise<T>>(), bounds);
  return {
    at: (generation) => async (key, read) => {
      const answers = answersAt(await generation);
      const kept = answers.get(key);
      if (kept) return kept;
      if (answers.size >= maxKeys) answers.clear();
      const answer = read();
      answers.set(key, answer);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      return answer;
    },
  };
}
