import { LoadingState } from '@web/components/ui/spinner';
import { PageHeader } from '../ui/page-header';
import { BlindCloseCard } from './blind-close-card';
import { OpenRegisterCard } from './open-register-card';
import { OpenRegisterPanel } from './open-register-panel';
import { useCurrentRegister } from './register-api';
import { RegisterHistory } from './register-history';
import { useRegisterActions } from './use-register-actions';

/** /admin/caixa: open the register, cash in and out, close it, and the closes before (docs/product.md#caixa). */
export function CashRegisterPage() {
  const current = useCurrentRegister();
  const actions = useRegisterActions();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title="Caixa" subtitle="Abertura, sangrias, suprimentos e fechamento do caixa." />
      {current.isPending ? (
        <LoadingState text="Carregando caixa..." />
      ) : current.isError ? (
        <p role="alert" className="text-danger">
          Falha ao buscar o caixa
        </p>
      ) : current.data.register ? (
        <OpenRegisterPanel register={current.data.register} actions={actions} />
      ) : (
        <OpenRegisterCard open={actions.open} />
      )}
      <RegisterHistory />
      <BlindCloseCard />
    </div>
  );
}
