import type { Db } from "../core/index.ts";
import type { EventType } from "../events/index.ts";
import { announce, type Change, recordHistory } from "../orders/index.server.ts";

/**
 * A return's moves in its orders' history and the outbox: a history row for each order the return
 * touches, and the event, kept in order with the first of those orders' own events (its stream).
 */
export async function tellOfReturn(
  tx: Db,
  change: Change,
  move: {
    rmaNumber: string;
    orderIds: readonly string[];
    from: string | null;
    to: string;
    event?: { type: EventType; payload: Record<string, unknown> };
  },
): Promise<void> {
  const orderIds = [...new Set(move.orderIds)].sort();
  await recordHistory(
    tx,
    change,
    orderIds.map((orderId) => ({
      orderId,
      subject: "return" as const,
      subjectId: move.rmaNumber,
      from: move.from,
      to: move.to,
    })),
  );
  const [stream] = orderIds;
  if (move.event && stream) {
    await announce(tx, change, [
      {
        type: move.event.type,
        stream,
        payload: { rmaNumber: move.rmaNumber, orderIds, ...move.event.payload },
      },
    ]);
  }
}
