import { z } from 'zod';
import { notFound } from './errors';

const guid = z.guid();

/** A path id that is not a uuid cannot name anything: 404 with the caller's message. */
export function idParam(value: string | undefined, message: string): string {
  if (!guid.safeParse(value).success) throw notFound(message);
  return value!;
}
