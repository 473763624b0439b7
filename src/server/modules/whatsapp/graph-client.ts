import type { WhatsappConfig } from '@server/config';
import { WHATSAPP_LANGUAGE } from './templates';

/** How long one send may take before it counts as no answer (and is retried). */
const TIMEOUT_MS = 10_000;

/** What a send came to: WhatsApp took it (its id), or why not and whether to try again. */
export type SendOutcome = { wamid: string } | { retry: boolean; reason: string };

type GraphError = { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } };

/** Meta's error as one line: '(#131030) Recipient phone number not in allowed list', its details after. */
function graphReason(status: number, body: unknown): string {
  const e = (body as GraphError | null)?.error;
  const message = typeof e?.message === 'string' ? e.message : `HTTP ${status}`;
  const code = typeof e?.code === 'number' && !message.includes(`#${e.code}`) ? `(#${e.code}) ` : '';
  const details = typeof e?.error_data?.details === 'string' ? `: ${e.error_data.details}` : '';
  return `${code}${message}${details}`.slice(0, 300);
}

/**
 * Sends one template message (`POST /{phone-number-id}/messages`). 429, 5xx and no answer are
 * worth trying again; any other refusal is final, with Meta's message (docs/decisions/021).
 */
export async function sendTemplate(
  config: WhatsappConfig,
  message: { to: string; template: string; parameters: string[] },
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: WHATSAPP_LANGUAGE },
          components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { retry: true, reason: 'Sem resposta da API do WhatsApp' };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id === 'string' && id) return { wamid: id };
    return { retry: false, reason: 'Resposta da API do WhatsApp sem o id da mensagem' };
  }
  return { retry: res.status === 429 || res.status >= 500, reason: graphReason(res.status, body) };
}
