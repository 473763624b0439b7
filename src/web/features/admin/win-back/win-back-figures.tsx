import { HandCoins, Mail, TicketPercent, UserCheck } from 'lucide-react';
import type { AdminWinBack } from '@shared/contract/win-back';
import { formatBRL } from '@shared/money';
import { StatCard } from '../ui/stat-card';

/** What the messages of the period brought: sent, came back, their orders, coupons used. */
export function WinBackFigures({ data }: { data: AdminWinBack }) {
  const { figures } = data;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="win-back-figures">
        <StatCard
          label="Mensagens enviadas"
          value={String(figures.messages)}
          sub="no período"
          icon={<Mail className="size-5" aria-hidden />}
        />
        <StatCard
          label="Voltaram"
          value={String(figures.cameBack)}
          sub="pediram antes do cupom vencer"
          icon={<UserCheck className="size-5" aria-hidden />}
        />
        <StatCard
          label="Vendido a quem voltou"
          value={formatBRL(figures.revenueCents)}
          sub="pedidos até o cupom vencer"
          icon={<HandCoins className="size-5" aria-hidden />}
        />
        <StatCard
          label="Cupons usados"
          value={String(figures.couponsUsed)}
          sub="dos enviados no período"
          icon={<TicketPercent className="size-5" aria-hidden />}
        />
      </div>
      <p className="text-sm text-muted" data-testid="win-back-due">
        {data.dueNow === 0
          ? 'Nenhum cliente para receber agora.'
          : `${data.dueNow} ${data.dueNow === 1 ? 'cliente receberia' : 'clientes receberiam'} agora${data.terms.enabled ? ' (o envio é feito a cada hora)' : ', com as mensagens ativas'}.`}
      </p>
    </div>
  );
}
