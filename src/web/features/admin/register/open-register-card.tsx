import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MoneyField } from '@web/components/ui/field';
import { openBody } from './register-draft';
import type { useRegisterActions } from './use-register-actions';

/** No register open: 'Abrir caixa' with the float ('Troco inicial'). */
export function OpenRegisterCard({ open }: { open: ReturnType<typeof useRegisterActions>['open'] }) {
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = openBody(float);
    setError(parsed.errors?.float);
    if (parsed.body) open.mutate(parsed.body);
  };
  return (
    <Card className="p-5">
      <form
        className="flex flex-col gap-4"
        aria-labelledby="open-register-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Wallet className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id="open-register-title" className="text-lg font-semibold">
              Caixa fechado
            </h2>
            <p className="text-sm text-muted">Abra o caixa com o dinheiro que está na gaveta para o troco.</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <MoneyField
            id="register-float"
            label="Troco inicial"
            placeholder="0,00"
            className="sm:w-56"
            error={error}
            value={float}
            onChange={(e) => setFloat(e.target.value)}
          />
          <Button type="submit" className="sm:mt-[26px]" disabled={open.isPending}>
            {open.isPending ? 'Abrindo...' : 'Abrir caixa'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
