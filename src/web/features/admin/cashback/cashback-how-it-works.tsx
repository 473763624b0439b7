import { Ban, CalendarClock, CircleCheck, UserRound } from 'lucide-react';
import { HowItWorksCard, type HowItWorksStep } from '../ui/how-it-works-card';

// The rules the server applies (docs/product.md#cashback), said once for the owner.
const STEPS: HowItWorksStep[] = [
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
export const CashbackHowItWorks = () => <HowItWorksCard steps={STEPS} />;
