import { LoadingState } from '@web/components/ui/spinner';
import { failureMessage } from '@web/lib/failure-message';
import { PageHeader } from '../ui/page-header';
import { useFiscalSettings } from './fiscal-api';
import { FiscalSettingsForm } from './fiscal-settings-form';
import { FiscalStatusCard } from './fiscal-status-card';
import { MonthNotes } from './month-notes';
import { VoidNumbersCard } from './void-numbers-card';

/**
 * /admin/fiscal (docs/product.md#nfc-e), the owner's: whether NFC-e are issued and what is
 * missing, the fiscal settings, the month's notes and their XMLs, voiding skipped numbers.
 */
export function FiscalPage() {
  const q = useFiscalSettings();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title="Fiscal" subtitle="NFC-e, a nota fiscal do consumidor, emitida para cada pedido." />
      {q.isPending ? (
        <LoadingState text="Carregando..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          {failureMessage('Erro ao carregar', q.error)}
        </p>
      ) : (
        <>
          <FiscalStatusCard view={q.data} />
          {/* The form keeps its own copy: a refetch never overwrites what is being typed. */}
          <FiscalSettingsForm view={q.data} />
          <MonthNotes />
          <VoidNumbersCard
            key={q.data.settings.series}
            defaultSeries={q.data.settings.series}
            providerReady={q.data.provider !== null}
          />
        </>
      )}
    </div>
  );
}
