/**
 * The local bag backup of spec 1 section 3 (xMain, sessionId, items with asin, stockId and
 * quantity) and the restore rule of section 4: when the bag is empty and the backup was made in
 * another session, its items are added again. Pure apart from the storage handed in.
 */

export const BAG_BACKUP_KEY = "bagBackup";

export interface BagBackupItem {
  asin: string;
  stockId: number;
  quantity: number;
}

export interface BagBackup {
  /** The customer the bag belonged to (null for a guest). */
  xMain: string | null;
  sessionId: string;
  items: BagBackupItem[];
}

function isItem(value: unknown): value is BagBackupItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.asin === "string" &&
    Number.isSafeInteger(item.stockId) &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity as number) > 0
  );
}

/** The stored backup, or null when there is none or it is not one (edited, or from an older version). */
export function parseBagBackup(text: string | null): BagBackup | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const backup = value as Record<string, unknown>;
    if (typeof backup.sessionId !== "string" || !Array.isArray(backup.items)) return null;
    if (backup.xMain !== null && typeof backup.xMain !== "string") return null;
    return { xMain: backup.xMain, sessionId: backup.sessionId, items: backup.items.filter(isItem) };
  } catch {
    return null;
  }
}

/**
 * The items to add again, or none: only into an empty bag, only from another session, and never
 * one customer's bag into another's (or a signed-out visitor's).
 */
export function itemsToRestore(
  backup: BagBackup | null,
  current: { sessionId: string; xMain: string | null; bagCount: number },
): BagBackupItem[] {
  if (!backup || current.bagCount > 0 || backup.sessionId === current.sessionId) return [];
  if (backup.xMain !== current.xMain) return [];
  return backup.items;
}

/**
 * Whether another page of this session has changed the bag since this page's count was read: its
 * backup is of this session and customer, and holds another number of units. A tab that finds a
 * bag restored or changed by another tab reads the bag again rather than keep a stale count.
 */
export function isChangedElsewhere(
  backup: BagBackup | null,
  current: { sessionId: string; xMain: string | null; bagCount: number },
): boolean {
  if (!backup || backup.sessionId !== current.sessionId || backup.xMain !== current.xMain) return false;
  const units = backup.items.reduce((sum, item) => sum + item.quantity, 0);
  return units !== current.bagCount;
}
