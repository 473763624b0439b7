import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Settlement } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { closeSettlement, COURIERS_KEY, useSettlement, useSettlements } from './couriers-api';
import { SettlementFigures } from './settlement-figures';
import { SettlementReport } from './settlement-report';

/** /admin/entregadores/:id/acerto: the settlement as it stands, 'Fechar acerto', printing, the ones before. */
export function SettlementPage() {
  const { id = '' } = useParams();
  const current = useSettlement(id);
  const history = useSettlements(id);
  const store = useStoreInfo();
  const qc = useQueryClient();
  const [printing, setPrinting] = useState<{ settlement: Settlement; at: Date } | null>(null);
  const print = (settlement: Settlement) => {
    setPrinting({ settlement, at: new Date() });
    requestAnimationFrame(() => window.print());
  };
  const close = useMutation({
    mutationFn: () => closeSettlement(id),
    onSuccess: (s) => {
      toast.success(`Acerto de ${s.courierName} fechado`);
      void qc.invalidateQueries({ queryKey: COURIERS_KEY });
      print(s);
    },
    onError: (e) => toast.error(failureMessage('Erro ao fechar o acerto', e)),
  });
  if (current.isPending) return <LoadingState text="Carregando acerto..." />;
  if (current.isError) return <p role="alert">Erro ao carregar o acerto: {current.error.message}</p>;
  const s = current.data;
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <Link to="/admin/entregadores" className="flex items-center gap-1 text-sm font-semibold text-primary">
        <ArrowLeft className="size-4" aria-hidden /> Entregadores
      </Link>
      <div>
        <h1 className="text-2xl font-bold">Acerto de {s.courierName}</h1>
        <p className="text-muted">As entregas feitas desde o último acerto e o dinheiro que voltam.</p>
      </div>
      <Card className="flex flex-col gap-4 p-5">
        {s.deliveries === 0 ? (
          <p className="text-muted">Nenhuma entrega feita desde o último acerto.</p>
        ) : (
          <SettlementFigures settlement={s} />
        )}
        {s.onTheRoad > 0 && (
          <p className="text-sm text-muted">
            {s.onTheRoad} {s.onTheRoad === 1 ? 'pedido ainda em rota fica' : 'pedidos ainda em rota ficam'} para o
            próximo acerto.
          </p>
        )}
        <Button className="self-start" onClick={() => close.mutate()} disabled={s.deliveries === 0 || close.isPending}>
          {close.isPending ? 'Fechando...' : 'Fechar acerto e imprimir'}
        </Button>
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold">Acertos anteriores</h2>
        {(history.data ?? []).length === 0 ? (
          <p className="text-sm text-muted">Nenhum acerto fechado ainda.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Acertos anteriores">
            {history.data!.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium">
                    {formatDateTime(h.closedAt)} · {h.deliveries} {h.deliveries === 1 ? 'entrega' : 'entregas'}
                  </span>
                  <span className="block text-muted">
                    Devolveu {formatBRL(h.handBackCents)} · taxas {formatBRL(h.feesCents)} · por {h.closedByName}
                  </span>
                </span>
                <Button size="sm" variant="outline" onClick={() => print(h)}>
                  <Printer className="size-4" aria-hidden /> Imprimir
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {printing && <SettlementReport settlement={printing.settlement} storeName={store.name} printedAt={printing.at} />}
    </div>
  );
}
