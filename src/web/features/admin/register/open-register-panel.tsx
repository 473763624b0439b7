import { EyeOff, Lock, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { OpenRegisterView } from '@shared/contract/register';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import type { CashMovementKind } from '@shared/register';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CloseRegisterDialog } from './close-register-dialog';
import { ExpectedFigures } from './expected-figures';
import { MovementDialog } from './movement-dialog';
import { RegisterMovements } from './register-movements';
import type { useRegisterActions } from './use-register-actions';

/** The open register: who opened it and when, its cash moves, what it should hold, and its close. */
export function OpenRegisterPanel({
  register,
  actions,
}: {
  register: OpenRegisterView;
  actions: ReturnType<typeof useRegisterActions>;
}) {
  const [moving, setMoving] = useState<CashMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
              <span className="size-2 rounded-full bg-green-600" aria-hidden /> Caixa aberto
            </p>
            <p className="mt-2 text-sm text-muted">
              Aberto por <span className="font-medium text-ink">{register.openedBy.name}</span> em{' '}
              {formatDateTime(register.openedAt)}
            </p>
          </div>
          <Button onClick={() => setClosing(true)}>
            <Lock className="size-4 shrink-0" aria-hidden /> Fechar caixa
          </Button>
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          <Stat label="Troco inicial" cents={register.floatCents} />
          <Stat label="Suprimentos" cents={register.depositsCents} />
          <Stat label="Sangrias" cents={register.withdrawalsCents} />
        </dl>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => setMoving('withdrawal')}>
            <Minus className="size-4 shrink-0" aria-hidden /> Sangria
          </Button>
          <Button variant="outline" onClick={() => setMoving('deposit')}>
            <Plus className="size-4 shrink-0" aria-hidden /> Suprimento
          </Button>
        </div>
      </Card>
      {register.figures ? (
        <ExpectedFigures figures={register.figures} />
      ) : (
        <Card className="flex items-start gap-3 p-5 text-sm text-muted">
          <EyeOff className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>
            <span className="font-semibold text-ink">Fechamento às cegas.</span> Os valores esperados aparecem no
            histórico depois do fechamento.
          </p>
        </Card>
      )}
      <Card className="overflow-hidden">
        <h2 className="border-b border-line px-5 py-3 font-semibold">Sangrias e suprimentos</h2>
        <RegisterMovements movements={register.movements} />
      </Card>
      {moving && (
        <MovementDialog registerId={register.id} kind={moving} move={actions.move} onClose={() => setMoving(null)} />
      )}
      {closing && <CloseRegisterDialog register={register} close={actions.close} onClose={() => setClosing(false)} />}
    </div>
  );
}

function Stat({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="rounded-xl bg-canvas px-2 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold whitespace-nowrap tabular-nums sm:text-base">{formatBRL(cents)}</dd>
    </div>
  );
}
