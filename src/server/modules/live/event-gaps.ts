import { sql } from 'drizzle-orm';
import { orderEvents } from '@server/db/schema';

/**
 * An id missing from the events read is a transaction still writing it (ids are taken before
 * commit, so two orders placed at once may commit in the other order) or one rolled back; a
 * reader waits this long for it before passing it by.
 */
const GAP_WAIT_SECONDS = 10;

/** For a select over `order_events`: whether the event is old enough that a gap before it is for good. */
export function pastGapWait() {
  return sql<boolean>`${orderEvents.createdAt} < now() - make_interval(secs => ${GAP_WAIT_SECONDS})`;
}

/**
 * The events read after `afterId` up to the first missing id that may still come: a gap is passed
 * only when the event after it is old enough that the missing one is never coming. A reader that
 * moved its position past an event committed late would never see it (docs/architecture.md,
 * live events). `read` came from a query limited to `batch` rows; `more`: a full batch was kept,
 * read again at once; `held`: the reader waits at a gap.
 */
export function settled<E extends { id: number; old: boolean }>(read: E[], afterId: number, batch: number) {
  let next = afterId + 1;
  let kept = read.length;
  for (const [i, e] of read.entries()) {
    if (e.id !== next && !e.old) {
      kept = i;
      break;
    }
    next = e.id + 1;
  }
  const held = kept < read.length;
  return { events: held ? read.slice(0, kept) : read, more: read.length === batch && !held, held };
}
