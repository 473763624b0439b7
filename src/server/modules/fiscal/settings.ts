import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fiscalSettings, printers } from '@server/db/schema';
import { DEFAULT_CANCEL_WINDOW_MINUTES, FISCAL_PRESETS } from '@shared/fiscal';
import type { FiscalSettingsData } from '@shared/schemas/fiscal';

/** Off, with the prepared-food preset as every product's default, until the owner saves. */
const DEFAULTS: FiscalSettingsData = {
  enabled: false,
  issueOn: 'paid',
  cnpj: '',
  stateRegistration: '',
  legalName: '',
  address: '',
  state: '',
  taxRegime: 'simples',
  series: 1,
  cancelWindowMinutes: DEFAULT_CANCEL_WINDOW_MINUTES,
  printerId: null,
  defaultFiscal: { ...FISCAL_PRESETS.food },
};

export type StoredFiscalSettings = FiscalSettingsData & { enabledSince: Date | null };

export async function readFiscalSettings(db: Pick<Db, 'select'>): Promise<StoredFiscalSettings> {
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.id, 1));
  if (!row) return { ...DEFAULTS, enabledSince: null };
  const { id: _id, updatedAt: _u, ...settings } = row;
  return settings;
}

/**
 * Saves the owner's settings. Turning issuing on marks the instant from which orders get notes,
 * so switching it on never sends the notes of a past month; turning it off keeps what was issued.
 */
export async function saveFiscalSettings(db: Db, settings: FiscalSettingsData): Promise<void> {
  const since = settings.enabled ? sql`coalesce(${fiscalSettings.enabledSince}, now())` : null;
  await db
    .insert(fiscalSettings)
    .values({ id: 1, ...settings, enabledSince: settings.enabled ? sql`now()` : null })
    .onConflictDoUpdate({
      target: fiscalSettings.id,
      set: { ...settings, enabledSince: since, updatedAt: new Date() },
    });
}

/** The printers the DANFE may come out of: the active ones. */
export function receiptPrinters(db: Db) {
  return db
    .select({ id: printers.id, name: printers.name })
    .from(printers)
    .where(eq(printers.active, true))
    .orderBy(asc(printers.name));
}
