import type { cashMovements, cashRegisters } from '@server/db/schema';
import type { CashMovementView, ClosedRegister, RegisterHistoryItem } from '@shared/contract/register';

// A register's rows as the contract says them (docs/product.md#caixa).

type RegisterRow = typeof cashRegisters.$inferSelect;
type MovementRow = typeof cashMovements.$inferSelect;

export const movementView = (m: MovementRow): CashMovementView => ({
  id: m.id,
  kind: m.kind,
  amountCents: m.amountCents,
  reason: m.reason,
  by: { id: m.userId, name: m.userName },
  at: m.createdAt.toISOString(),
});

export function movementSums(movements: MovementRow[]) {
  const sum = (kind: MovementRow['kind']) =>
    movements.filter((m) => m.kind === kind).reduce((s, m) => s + m.amountCents, 0);
  return { depositsCents: sum('deposit'), withdrawalsCents: sum('withdrawal') };
}

export function closedView(r: RegisterRow, movements: MovementRow[]): ClosedRegister {
  return {
    id: r.id,
    status: 'closed',
    floatCents: r.floatCents,
    openedAt: r.openedAt.toISOString(),
    openedBy: { id: r.openedBy, name: r.openedByName },
    closedAt: r.closedAt!.toISOString(),
    closedBy: { id: r.closedBy, name: r.closedByName ?? '' },
    closedBlind: r.closedBlind,
    note: r.closeNote,
    movements: movements.map(movementView),
    summary: r.summary!,
  };
}

export const historyItem = (r: RegisterRow): RegisterHistoryItem => ({
  id: r.id,
  openedAt: r.openedAt.toISOString(),
  openedBy: { id: r.openedBy, name: r.openedByName },
  closedAt: r.closedAt!.toISOString(),
  closedBy: { id: r.closedBy, name: r.closedByName ?? '' },
  floatCents: r.floatCents,
  orderCount: r.summary!.orderCount,
  salesCents: r.summary!.salesCents,
  differenceCents: r.summary!.differenceCents,
});
