import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { categories, printers } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { AdminPrinter } from '@shared/contract/printers';
import { MAX_PRINTERS, type PrinterInput } from '@shared/schemas/printers';

// The admin's 'Impressoras' (docs/product.md#kitchen-printers): list, add, edit, remove.

const NOT_FOUND = 'Impressora não encontrada.';

type Row = typeof printers.$inferSelect;

export const printerView = (row: Row): AdminPrinter => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  paper: row.paper,
  codePage: row.codePage,
  copies: row.copies,
  categoryIds: row.categoryIds,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

export async function listPrinters(db: Db): Promise<AdminPrinter[]> {
  const rows = await db.select().from(printers).orderBy(asc(printers.createdAt), asc(printers.name));
  return rows.map(printerView);
}

export async function findPrinter(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(printers).where(eq(printers.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function createPrinter(db: Db, input: PrinterInput): Promise<AdminPrinter> {
  await checkCategories(db, input.categoryIds);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(printers);
  if (n >= MAX_PRINTERS) throw new AppError(409, `Limite de ${MAX_PRINTERS} impressoras.`, 'too_many_printers');
  const [row] = await db.insert(printers).values(input).returning();
  return printerView(row!);
}

export async function updatePrinter(db: Db, id: string, input: PrinterInput): Promise<AdminPrinter> {
  await checkCategories(db, input.categoryIds);
  const [row] = await db
    .update(printers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(printers.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return printerView(row);
}

export async function deletePrinter(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(printers).where(eq(printers.id, id)).returning({ id: printers.id });
  if (!row) throw notFound(NOT_FOUND);
}

/** A station names categories of this menu: an unknown one is a mistake, not 'print nothing'. */
async function checkCategories(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
  if (found.length !== unique.length) throw new AppError(400, 'Categoria não encontrada.', 'unknown_category');
}
