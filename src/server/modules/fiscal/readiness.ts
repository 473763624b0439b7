import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { categories, products } from '@server/db/schema';
import type { FiscalGap } from '@shared/contract/fiscal';
import { FISCAL_PRESETS } from '@shared/fiscal';
import type { FiscalSettingsData } from '@shared/schemas/fiscal';

/** What must be given before the first note, each in words the owner acts on. */
export function fiscalGaps(settings: FiscalSettingsData, providerConfigured: boolean): FiscalGap[] {
  const gaps: FiscalGap[] = [];
  if (!providerConfigured)
    gaps.push({
      field: 'provider',
      message:
        'Configure o provedor fiscal no servidor: FISCAL_PROVIDER, FISCAL_API_TOKEN e FISCAL_ENVIRONMENT (veja o README).',
    });
  if (!settings.cnpj) gaps.push({ field: 'cnpj', message: 'Informe o CNPJ da empresa.' });
  if (!settings.stateRegistration)
    gaps.push({ field: 'stateRegistration', message: 'Informe a inscrição estadual (ou ISENTO).' });
  if (!settings.legalName) gaps.push({ field: 'legalName', message: 'Informe a razão social.' });
  if (!settings.address)
    gaps.push({ field: 'address', message: 'Informe o endereço da empresa como está no cadastro fiscal.' });
  if (!settings.state) gaps.push({ field: 'state', message: 'Escolha a UF da empresa.' });
  return gaps;
}

/**
 * Categories whose name says drinks: their products rarely share prepared food's taxes. 'á' is
 * written \u00e1: the server bundle stays ASCII (docs/decisions/027-one-server-bundle.md).
 */
const DRINKS = /bebida|drink|refri|suco|cerveja|\u00e1gua|agua/i;

/**
 * Drinks left on the prepared-food default, named so the owner checks them: a soda bought from a
 * distributor usually carries ICMS paid by substitution, which the food preset does not say.
 */
export async function fiscalWarnings(db: Db, settings: FiscalSettingsData): Promise<FiscalGap[]> {
  if (settings.defaultFiscal.ncm !== FISCAL_PRESETS.food.ncm) return [];
  const rows = await db
    .select({ name: products.name, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNull(products.fiscal), eq(products.active, true)));
  const drinks = rows.filter((r) => DRINKS.test(r.category));
  if (!drinks.length) return [];
  const names = drinks.slice(0, 5).map((d) => d.name);
  const more = drinks.length > names.length ? ` e mais ${drinks.length - names.length}` : '';
  return [
    {
      field: 'products',
      message: `${drinks.length === 1 ? '1 bebida usa' : `${drinks.length} bebidas usam`} os dados fiscais de comida preparada: ${names.join(', ')}${more}. Confira com seu contador e ajuste em Produtos › Dados fiscais.`,
    },
  ];
}
