import { LoadingState } from '@web/components/ui/spinner';
import { PageHeader } from '../ui/page-header';
import { useAdminCashback } from './cashback-api';
import { CashbackFigures } from './cashback-figures';
import { CashbackForm } from './cashback-form';
import { CashbackHowItWorks } from './cashback-how-it-works';

/** /admin/cashback: the program's figures and the owner's terms (docs/product.md#cashback). */
export function CashbackPage() {
  const q = useAdminCashback();
  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <PageHeader title="Cashback" subtitle="Devolva parte do valor dos pedidos para o cliente voltar a pedir." />
      {q.isPending ? (
        <LoadingState text="Carregando cashback..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          Erro ao carregar o cashback: {q.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <CashbackFigures data={q.data} />
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
            {/* The form keeps its own copy: a refetch never overwrites what is being typed. */}
            <CashbackForm saved={q.data.terms} />
            <CashbackHowItWorks />
          </div>
        </div>
      )}
    </div>
  );
}
