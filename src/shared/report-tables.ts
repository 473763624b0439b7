import type { Report } from './contract/reports';
import { ORDER_CHANNEL_LABELS, PAYMENT_METHOD_LABELS } from './order-status';

// The tables of 'Relatórios' (docs/product.md#reports): what the screen shows and what each CSV
// file holds, from the same report. A new table (deliveries per courier, say) is one more entry
// here and its figures in the report.

/** How a column's values read: text as is, a count, or cents shown as money ('' where nothing is counted). */
export type ColumnKind = 'text' | 'count' | 'money';
export type ReportColumn = { label: string; kind: ColumnKind };
export type ReportTable = {
  /** The CSV file's name without `.csv`, and the table's id on the screen. */
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: (report: Report) => (string | number)[][];
};

const text = (label: string): ReportColumn => ({ label, kind: 'text' });
const count = (label: string): ReportColumn => ({ label, kind: 'count' });
const money = (label: string): ReportColumn => ({ label, kind: 'money' });

export const WEEKDAY_NAMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}h`;
const channelLabel = (channel: string) => (ORDER_CHANNEL_LABELS as Record<string, string>)[channel] ?? channel;

export const REPORT_TABLES: ReportTable[] = [
  {
    id: 'resumo',
    title: 'Resumo',
    columns: [
      count('Pedidos feitos'),
      count('Pedidos vendidos'),
      money('Faturamento'),
      money('Já recebido'),
      money('Ticket médio'),
      count('Cancelados'),
      money('Valor cancelado'),
      count('Pedidos com desconto'),
      money('Descontos'),
    ],
    rows: ({ summary: s }) => [
      [
        s.placedOrders,
        s.soldOrders,
        s.revenueCents,
        s.paidCents,
        s.averageTicketCents,
        s.cancelledOrders,
        s.cancelledCents,
        s.discountOrders,
        s.discountCents,
      ],
    ],
  },
  {
    id: 'formas-de-pagamento',
    title: 'Faturamento por forma de pagamento',
    columns: [text('Forma de pagamento'), count('Pedidos'), money('Faturamento'), money('Já recebido')],
    rows: (r) => r.byMethod.map((m) => [PAYMENT_METHOD_LABELS[m.method], m.orders, m.revenueCents, m.paidCents]),
  },
  {
    id: 'canais',
    title: 'Faturamento por canal',
    columns: [text('Canal'), count('Pedidos'), money('Faturamento')],
    rows: (r) => r.byChannel.map((c) => [channelLabel(c.channel), c.orders, c.revenueCents]),
  },
  {
    id: 'produtos',
    title: 'Produtos mais vendidos',
    columns: [text('Produto'), count('Quantidade'), money('Faturamento')],
    rows: (r) => r.topProducts.map((p) => [p.name, p.quantity, p.revenueCents]),
  },
  {
    id: 'opcoes',
    title: 'Opções mais escolhidas',
    columns: [text('Grupo'), text('Opção'), count('Vezes'), money('Acréscimos')],
    rows: (r) => r.topOptions.map((o) => [o.group, o.name, o.quantity, o.revenueCents]),
  },
  {
    id: 'cancelamentos',
    title: 'Cancelamentos por motivo',
    columns: [text('Motivo'), count('Pedidos'), money('Valor')],
    rows: (r) => r.cancellations.map((c) => [c.reason, c.orders, c.totalCents]),
  },
  {
    id: 'cupons',
    title: 'Cupons usados',
    columns: [text('Cupom'), count('Usos'), money('Desconto')],
    rows: (r) => r.coupons.map((c) => [c.code, c.orders, c.discountCents]),
  },
  {
    id: 'entregadores',
    title: 'Entregas por entregador',
    columns: [text('Entregador'), count('Entregas'), money('Valor dos pedidos'), money('Taxas do entregador')],
    rows: (r) => r.deliveries.map((d) => [d.courier, d.deliveries, d.totalCents, d.feesCents]),
  },
  {
    id: 'pedidos-por-hora',
    title: 'Pedidos por hora do dia',
    columns: [text('Hora'), count('Pedidos'), money('Faturamento')],
    rows: (r) => r.byHour.map((h) => [hourLabel(h.hour), h.orders, h.revenueCents]),
  },
  {
    id: 'pedidos-por-dia-da-semana',
    title: 'Pedidos por dia da semana',
    columns: [text('Dia'), count('Pedidos'), money('Faturamento')],
    rows: (r) => r.byWeekday.map((d) => [WEEKDAY_NAMES[d.weekday] ?? String(d.weekday), d.orders, d.revenueCents]),
  },
  {
    id: 'clientes',
    title: 'Clientes novos e recorrentes',
    columns: [text('Clientes'), count('Clientes'), count('Pedidos'), money('Faturamento')],
    rows: ({ customers: c }) => [
      ['Novos', c.new.customers, c.new.orders, c.new.revenueCents],
      ['Recorrentes', c.returning.customers, c.returning.orders, c.returning.revenueCents],
      ['Sem identificação', '', c.unidentified.orders, c.unidentified.revenueCents],
    ],
  },
];
