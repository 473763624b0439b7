import { CalendarClock, LogOut, Mail, UserRound } from 'lucide-react';
import { HowItWorksCard, type HowItWorksStep } from '../ui/how-it-works-card';

// The rules the server applies (docs/product.md#sentimos-sua-falta), said once for the owner.
const STEPS: HowItWorksStep[] = [
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
export const WinBackHowItWorks = () => <HowItWorksCard steps={STEPS} />;
