import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Sentimos sua falta' this month: messages sent, who came back and what they ordered (docs/product.md#sentimos-sua-falta). */
export function WinBackSummary({ winBack }: { winBack: DashboardSummary['winBack'] }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="win-back-summary">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <HeartHandshake className="size-5 text-primary" aria-hidden /> Sentimos sua falta
        </h2>
        <Link to="/admin/sentimos-sua-falta" className="text-sm font-semibold text-primary">
          Ver detalhes
        </Link>
      </div>
      <p className="text-lg font-semibold" data-testid="win-back-line">
        {plural(winBack.messages, 'mensagem', 'mensagens')}, {plural(winBack.cameBack, 'voltou', 'voltaram')}
      </p>
      <p className="text-sm text-muted">No mês · {formatBRL(winBack.revenueCents)} em pedidos de quem voltou</p>
    </Card>
  );
}
