import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ClosedRegister } from '@shared/contract/register';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { PageHeader } from '../ui/page-header';
import { ClosedRegisterFigures } from './closed-register-figures';
import { useClosedRegister } from './register-api';
import { RegisterMovements } from './register-movements';
import { RegisterReport } from './register-report';

/** /admin/caixa/:id: a closed register as it was closed, and its printed report. */
export function CashRegisterDetailPage() {
  const { id = '' } = useParams();
  const closed = useClosedRegister(id);
  const store = useStoreInfo();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  const print = () => {
    setPrintedAt(new Date());
    // The report is on the page already; the browser prints after React paints the new time.
    requestAnimationFrame(() => window.print());
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to="/admin/caixa" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <ArrowLeft className="size-4" aria-hidden /> Caixa
      </Link>
      <PageHeader
        title="Fechamento de caixa"
        subtitle={closed.data && `Fechado em ${formatDateTime(closed.data.closedAt)}`}
        actions={
          closed.data && (
            <Button variant="outline" onClick={print}>
              <Printer className="size-4" aria-hidden /> Imprimir
            </Button>
          )
        }
      />
      {closed.isPending ? (
        <LoadingState text="Carregando caixa..." />
      ) : closed.isError ? (
        <p role="alert" className="text-danger">
          {closed.error.message || 'Falha ao buscar o caixa'}
        </p>
      ) : (
        <>
          <ShiftCard register={closed.data} />
          <ClosedRegisterFigures summary={closed.data.summary} />
          <Card className="overflow-hidden">
            <h2 className="border-b border-line px-5 py-3 font-semibold">Sangrias e suprimentos</h2>
            <RegisterMovements movements={closed.data.movements} />
          </Card>
          <RegisterReport register={closed.data} storeName={store.name} printedAt={printedAt} />
        </>
      )}
    </div>
  );
}

function ShiftCard({ register: r }: { register: ClosedRegister }) {
  return (
    <Card className="p-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Item label="Abertura" value={`${formatDateTime(r.openedAt)} · ${r.openedBy.name}`} />
        <Item label="Fechamento" value={`${formatDateTime(r.closedAt)} · ${r.closedBy.name}`} />
        <Item label="Troco inicial" value={formatBRL(r.floatCents)} />
        <Item
          label="Suprimentos / Sangrias"
          value={`+ ${formatBRL(r.summary.depositsCents)} / − ${formatBRL(r.summary.withdrawalsCents)}`}
        />
      </dl>
      {r.closedBlind && (
        <p className="mt-3 inline-flex rounded-full bg-canvas px-2.5 py-0.5 text-xs font-medium text-muted">
          Fechado às cegas
        </p>
      )}
      {r.note && <p className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm">Obs: {r.note}</p>}
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
