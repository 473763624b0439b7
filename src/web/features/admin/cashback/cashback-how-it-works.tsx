import { Ban, CalendarClock, CircleCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

// The rules the server applies (docs/product.md#cashback), said once for the owner.
const STEPS: { icon: LucideIcon; text: string }[] = [
  {
    icon: CircleCheck,
    text: 'O cliente ganha o percentual sobre os itens (depois dos descontos, sem a taxa) quando o pedido é entregue ou retirado e está pago.',
  },
  {
    icon: UserRound,
    text: 'Só clientes com conta: o pedido de quem não tem conta cria uma, e o saldo fica nela. Pedidos por telefone e balcão não ganham.',
  },
  {
    icon: CalendarClock,
    text: 'O saldo é usado no checkout, até o limite por pedido e nunca mais que os itens; cada crédito expira no fim da validade.',
  },
  {
    icon: Ban,
    text: 'Pedido cancelado perde o cashback que ganhou e devolve ao cliente o saldo que usou.',
  },
];

/** 'Como funciona': what earns, who, how it is used and what a cancellation undoes. */
export function CashbackHowItWorks() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 font-semibold">Como funciona</h2>
      <ul className="flex flex-col gap-3">
        {STEPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="pt-1.5 text-ink/90">{text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
