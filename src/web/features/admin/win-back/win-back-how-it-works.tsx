import { CalendarClock, LogOut, Mail, UserRound, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

// The rules the server applies (docs/product.md#sentimos-sua-falta), said once for the owner.
const STEPS: { icon: LucideIcon; text: string }[] = [
  {
    icon: UserRound,
    text: 'Recebem clientes com conta, 2 pedidos ou mais (cancelados não contam) e o último há mais dias que o definido.',
  },
  {
    icon: Mail,
    text: 'Cada cliente recebe no máximo um email por mês, com um cupom só dele: vale uma vez, entrando na conta dele.',
  },
  {
    icon: CalendarClock,
    text: 'Conta como “voltou” quem fez um pedido depois do email e antes do cupom vencer, usando o cupom ou não.',
  },
  {
    icon: LogOut,
    text: 'Todo email tem o link “Não quero mais receber”: quem usa não recebe mais nenhum.',
  },
];

/** 'Como funciona': who gets it, how often, what counts as back, and the way out. */
export function WinBackHowItWorks() {
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
