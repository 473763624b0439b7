import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { cashMovements, cashRegisters, registerSettings } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { AppError, notFound } from '@server/http/errors';
import type {
  ClosedRegister,
  CurrentRegister,
  OpenRegisterView,
  RegisterFigures,
  RegisterHistoryPage,
} from '@shared/contract/register';
import { expectedByMethod, REGISTER_METHODS, summarise } from '@shared/register';
import type {
  CashMovementInput,
  CloseRegisterData,
  OpenRegisterInput,
  RegisterSettings,
} from '@shared/schemas/register';
import type { StaffRole } from '@shared/staff-roles';
import { salesByMethod } from './figures';
import { showsExpected } from './shows-expected';
import { closedView, historyItem, movementSums, movementView } from './views';

// The cash register ('Caixa', docs/product.md#caixa): open with a float, 'Sangria' and
// 'Suprimento', close once with the counts and a snapshot, the closed ones' history.

export const ALREADY_OPEN = 'O caixa já está aberto.';
export const ALREADY_CLOSED = 'O caixa já foi fechado.';
const NOT_FOUND = 'Caixa não encontrado.';
/** Movements one register takes: far more than a day's, few enough to list on one screen. */
const MOVEMENT_CAP = 200;
const HISTORY_PAGE = 30;

export type RegisterDeps = { db: Db; now: () => Date };
type RegisterRow = typeof cashRegisters.$inferSelect;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function getRegisterSettings(db: Db): Promise<RegisterSettings> {
  const [row] = await db.select().from(registerSettings).where(eq(registerSettings.id, 1));
  return { blindClose: row?.blindClose ?? false };
}

export async function saveRegisterSettings(db: Db, input: RegisterSettings): Promise<RegisterSettings> {
  await db
    .insert(registerSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: registerSettings.id, set: { ...input, updatedAt: new Date() } });
  return getRegisterSettings(db);
}

const movementsOf = (db: Db, registerId: string) =>
  db
    .select()
    .from(cashMovements)
    .where(eq(cashMovements.registerId, registerId))
    .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));

/** What the open register should hold so far, per method (nothing counted yet). */
async function liveFigures(db: Db, row: RegisterRow, sums: ReturnType<typeof movementSums>): Promise<RegisterFigures> {
  const sales = await salesByMethod(db, row.openedAt, null);
  const expected = expectedByMethod(sales, { floatCents: row.floatCents, ...sums });
  const methods = REGISTER_METHODS.map((method) => ({ method, ...sales[method], expectedCents: expected[method] }));
  return {
    orderCount: methods.reduce((s, l) => s + l.orderCount, 0),
    salesCents: methods.reduce((s, l) => s + l.salesCents, 0),
    methods,
  };
}

async function openView(db: Db, row: RegisterRow, shows: boolean): Promise<OpenRegisterView> {
  const movements = await movementsOf(db, row.id);
  const sums = movementSums(movements);
  return {
    id: row.id,
    status: 'open',
    floatCents: row.floatCents,
    openedAt: row.openedAt.toISOString(),
    openedBy: { id: row.openedBy, name: row.openedByName },
    ...sums,
    movements: movements.map(movementView),
    figures: shows ? await liveFigures(db, row, sums) : null,
  };
}

/** The open register as this person may see it: without the expected figures when the close is blind. */
/** Who acts on the register, with their role (what they may see of a blind close). */
export type Staff = SessionUser & { role: StaffRole | null };

export async function currentRegister(db: Db, viewer: Pick<Staff, 'role'>): Promise<CurrentRegister> {
  const { blindClose } = await getRegisterSettings(db);
  const [row] = await db.select().from(cashRegisters).where(eq(cashRegisters.status, 'open'));
  if (!row) return { register: null, blindClose };
  const shows = showsExpected({ blindClose, registerOpen: true, role: viewer.role });
  return { register: await openView(db, row, shows), blindClose };
}

/** 'Abrir caixa': one open register at a time, kept by the partial unique index however many screens try. */
export async function openRegister(
  { db, now }: RegisterDeps,
  staff: Staff,
  input: OpenRegisterInput,
): Promise<CurrentRegister> {
  try {
    await db
      .insert(cashRegisters)
      .values({ floatCents: input.floatCents, openedAt: now(), openedBy: staff.id, openedByName: staff.name });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, ALREADY_OPEN, 'register_open');
    throw err;
  }
  return currentRegister(db, staff);
}

/** The register locked for this write; refused unless it is still open. */
async function lockOpen(tx: Db, id: string): Promise<RegisterRow> {
  const [row] = await tx.select().from(cashRegisters).where(eq(cashRegisters.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.status !== 'open') throw new AppError(409, ALREADY_CLOSED, 'register_closed');
  return row;
}

/** 'Sangria' or 'Suprimento', with who and why, on the open register (locked against its close). */
export async function addMovement(
  { db, now }: RegisterDeps,
  staff: Staff,
  registerId: string,
  input: CashMovementInput,
): Promise<CurrentRegister> {
  await db.transaction(async (tx) => {
    await lockOpen(tx, registerId);
    const taken = await movementsOf(tx, registerId);
    if (taken.length >= MOVEMENT_CAP)
      throw new AppError(409, `Este caixa já tem ${MOVEMENT_CAP} movimentações. Feche-o e abra outro.`);
    await tx.insert(cashMovements).values({
      registerId,
      kind: input.kind,
      amountCents: input.amountCents,
      reason: input.reason,
      userId: staff.id,
      userName: staff.name,
      createdAt: now(),
    });
  });
  return currentRegister(db, staff);
}

/**
 * 'Fechar caixa': once. The register's row is locked, so a second screen closing at the same
 * time waits and then finds it closed (409). The figures are written as they are now.
 */
export async function closeRegister(
  { db, now }: RegisterDeps,
  staff: Staff,
  registerId: string,
  input: CloseRegisterData,
): Promise<ClosedRegister> {
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, registerId);
    const closedAt = now();
    const movements = await movementsOf(tx, registerId);
    const sales = await salesByMethod(tx, row.openedAt, closedAt);
    const summary = summarise(sales, { floatCents: row.floatCents, ...movementSums(movements) }, input.countedCents);
    const { blindClose } = await getRegisterSettings(tx);
    const [closed] = await tx
      .update(cashRegisters)
      .set({
        status: 'closed',
        closedAt,
        closedBy: staff.id,
        closedByName: staff.name,
        closedBlind: !showsExpected({ blindClose, registerOpen: true, role: staff.role }),
        summary,
        closeNote: input.note,
      })
      .where(and(eq(cashRegisters.id, registerId), eq(cashRegisters.status, 'open')))
      .returning();
    return closedView(closed!, movements);
  });
}

/** 'Caixas anteriores': newest close first, a page at a time. */
export async function registerHistory(db: Db, before: Date | undefined): Promise<RegisterHistoryPage> {
  const rows = await db
    .select()
    .from(cashRegisters)
    .where(and(eq(cashRegisters.status, 'closed'), before ? lt(cashRegisters.closedAt, before) : undefined))
    .orderBy(desc(cashRegisters.closedAt))
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  return {
    registers: page.map(historyItem),
    nextBefore: rows.length > HISTORY_PAGE ? page.at(-1)!.closedAt!.toISOString() : null,
  };
}

export async function closedRegister(db: Db, id: string): Promise<ClosedRegister> {
  const [row] = await db.select().from(cashRegisters).where(eq(cashRegisters.id, id));
  if (!row || row.status !== 'closed') throw notFound(NOT_FOUND);
  return closedView(row, await movementsOf(db, id));
}
