import { addDays, localTime, STORE_TIME_ZONE } from '@shared/schedule';

const dayAndTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});
const time = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Esgotado até hoje às 18:00', '… amanhã às 11:00', '… sáb., 28/11 às 18:00' in São Paulo time (docs/product.md#sold-out-today). */
export function soldOutUntilLabel(until: string, now: Date): string {
  const at = new Date(until);
  const day = localTime(at).date;
  const today = localTime(now).date;
  const when = day === today ? 'hoje' : day === addDays(today, 1) ? 'amanhã' : dayAndTime.format(at);
  return `Esgotado até ${when} às ${time.format(at)}`;
}
