import { HandCoins, ShoppingBag, Users, Wallet } from 'lucide-react';
import type { AdminCashback } from '@shared/contract/cashback';
import { formatBRL } from '@shared/money';
import { StatCard } from '../ui/stat-card';

/** What the program has given and taken: the balances customers hold now, and all-time totals. */
export function CashbackFigures({ data }: { data: AdminCashback }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="cashback-figures">
      <StatCard
        label="Clientes com saldo"
        value={String(data.customersWithBalance)}
        sub="agora"
        icon={<Users className="size-5" aria-hidden />}
      />
      <StatCard
        label="Saldo em aberto"
        value={formatBRL(data.outstandingCents)}
        sub="a usar pelos clientes"
        icon={<Wallet className="size-5" aria-hidden />}
      />
      <StatCard
        label="Devolvido em cashback"
        value={formatBRL(data.earnedCents)}
        sub="desde o início"
        icon={<HandCoins className="size-5" aria-hidden />}
      />
      <StatCard
        label="Usado em pedidos"
        value={formatBRL(data.usedCents)}
        sub="desde o início"
        icon={<ShoppingBag className="size-5" aria-hidden />}
      />
    </div>
  );
}
