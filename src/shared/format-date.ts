// Dates are stored as timestamptz and shown in the restaurant's time zone (São Paulo),
// whatever the time zone of the browser or the server.
import { STORE_TIME_ZONE } from './schedule';

export { STORE_TIME_ZONE };

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "dd/MM/yyyy HH:mm" in America/Sao_Paulo; 'Data inválida' when missing or unreadable (docs/product.md#constants). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Data inválida';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** "HH:mm" in America/Sao_Paulo ('19:42'): the time of something that happened today. */
export function formatTime(value: Date | string): string {
  return formatDateTime(value).slice(-5);
}
