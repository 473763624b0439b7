import { randomUUID } from 'node:crypto';
import { CHECKOUT_FORM } from '../../src/server/testing/checkout-fixtures';
import { call, cookieHeader } from './http';

export type Customer = { name: string; email: string; phone: string; cookie: string | null };

const { zipCode, street, number, neighborhood, city, state } = CHECKOUT_FORM;
export const ADDRESS = { zipCode, street, number, neighborhood, city, state };

/**
 * Registers `n` customers through better-auth's sign-up, a few at a time, then signs each in
 * (sign-up starts no session: docs/product.md#sign-in-and-registration) and keeps its session cookie.
 */
export async function registerCustomers(baseUrl: string, n: number, runId: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  const queue = Array.from({ length: n }, (_, i) => i);
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const email = `bench.${runId}.${i}@exemplo.com`;
      const name = `Cliente ${i + 1}`;
      const password = `senha-${randomUUID()}`;
      const res = await call(baseUrl, '/api/auth/sign-up/email', { json: { name, email, password } });
      if (res.status !== 200)
        throw new Error(`sign-up of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
      const signIn = await call(baseUrl, '/api/auth/sign-in/email', { json: { email, password } });
      if (signIn.status !== 200)
        throw new Error(`sign-in of ${email} answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
      customers.push({ name, email, phone: '(11) 91234-5678', cookie: cookieHeader(signIn.setCookies) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(5, n) }, worker));
  return customers;
}

/** A guest: a fresh email every order, so each checkout creates an account. */
export function guest(runId: string, i: number): Customer {
  return {
    name: `Visitante ${i + 1}`,
    email: `guest.${runId}.${i}.${randomUUID().slice(0, 8)}@exemplo.com`,
    phone: '(11) 99876-5432',
    cookie: null,
  };
}
