import { z } from 'zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:MM)');

const validDate = (s: string) => {
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const openingIntervalSchema = z.object({
  day: z.number().int().min(0, 'Dia inválido').max(6, 'Dia inválido'),
  open: time,
  close: time,
});

export const specialDateSchema = z.object({
  date: z.string().refine(validDate, 'Data inválida'),
  intervals: z.array(z.object({ open: time, close: time })).max(6, 'No máximo 6 horários por dia'),
  label: z.string().trim().max(60, 'Descrição muito longa').optional(),
});
