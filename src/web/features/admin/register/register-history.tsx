import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { DifferenceText } from './difference-text';
import { useRegisterHistory } from './register-api';

/** 'Caixas anteriores': each closed register, newest first, opening its close. */
export function RegisterHistory() {
  const history = useRegisterHistory();
  const rows = history.data?.pages.flatMap((p) => p.registers) ?? [];
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-line px-5 py-3 font-semibold">Caixas anteriores</h2>
      {history.isPending ? (
        <LoadingState text="Carregando caixas..." />
      ) : history.isError ? (
        <p role="alert" className="px-5 py-4 text-danger">
          Falha ao buscar caixas
        </p>
      ) : rows.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">Nenhum caixa fechado ainda.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Caixas anteriores">
          {rows.map((r) => (
            <li key={r.id}>
              <Link
                to={`/admin/caixa/${r.id}`}
                className="flex min-h-14 items-center gap-3 px-5 py-3 hover:bg-canvas focus-visible:bg-canvas"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">Fechado em {formatDateTime(r.closedAt)}</p>
                  <p className="text-xs text-muted">
                    Aberto em {formatDateTime(r.openedAt)} por {r.openedBy.name} · fechado por {r.closedBy.name}
                  </p>
                  <p className="text-xs text-muted">
                    Troco inicial {formatBRL(r.floatCents)} · {r.orderCount} {r.orderCount === 1 ? 'pedido' : 'pedidos'}{' '}
                    · {formatBRL(r.salesCents)}
                  </p>
                </div>
                <DifferenceText cents={r.differenceCents} className="shrink-0 text-sm" />
                <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <div className="border-t border-line p-3 text-center">
          <Button variant="ghost" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
    </Card>
  );
}
