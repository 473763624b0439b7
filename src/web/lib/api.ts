import { reportSessionLost } from './session-lost';

/** An API answer that was not 2xx; `message` is the server's pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Calls the API. `T` is the answer's type from the API contract (`src/shared/contract`, imported
 * as a type only: nothing is parsed at run time), the same type the server's route is checked
 * against (docs/architecture.md#how-to-add-an-endpoint).
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Sem conexão. Verifique sua internet e tente novamente.');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    // A 401 from the auth endpoints is a wrong password or an absent session, not an ended one;
    // from a courier's page, an ended link (docs/product.md#couriers).
    if (res.status === 401 && !path.startsWith('/api/auth/') && !path.startsWith('/api/courier/')) reportSessionLost();
    const d = (data ?? {}) as { error?: string; message?: string; code?: string };
    throw new ApiError(res.status, d.error ?? d.message ?? 'Erro inesperado. Tente novamente.', d.code);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
