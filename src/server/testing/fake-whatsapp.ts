// Tests only: the WhatsApp Business Cloud API as Meta documents it, the one way tests and browser
// journeys meet WhatsApp. `POST /{version}/{phone-number-id}/messages` checks the bearer token, the
// body's shape and the template against the ones "approved" here, and answers like Graph
// (`contacts`, `messages[].id`, or `{error: {message, type, code, error_subcode, fbtrace_id}}`);
// it can fail on demand (429, 500), and posts the status webhooks (sent, delivered, read,
// failed) and inbound replies, signed with the app secret as Meta signs them.
import { createHmac, randomBytes } from 'node:crypto';
import { WHATSAPP_TEMPLATES } from '../modules/whatsapp/templates';
import { startFake, type FakeAnswer, type FakeCall } from './fake-http';

const VERSION = 'v27.0';
const LANGUAGE = 'pt_BR';

/** A message the fake accepted: its wamid, and the body exactly as the server sent it. */
export type FakeWhatsappMessage = { id: string; to: string; body: Record<string, unknown> };
export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

type Options = {
  /**
   * How webhook calls reach the app: a function given the body and its headers, for an app in
   * this process (`app.request`); by default a real `POST` to `webhookUrl`.
   */
  deliver?: (body: string, headers: Record<string, string>) => Promise<Response>;
  webhookUrl?: string;
  /** Statuses posted by themselves after each accepted message (the journeys). */
  receipts?: ReceiptStatus[];
  /** Templates approved in WhatsApp Manager: name → how many body parameters. */
  templates?: Record<string, number>;
};

const fbtrace = () => randomBytes(8).toString('base64url');
const graphError = (status: number, code: number, message: string, type = 'OAuthException', subcode?: number) => ({
  status,
  json: { error: { message, type, code, ...(subcode && { error_subcode: subcode }), fbtrace_id: fbtrace() } },
});
const invalid = (details: string): FakeAnswer => ({
  status: 400,
  json: {
    error: {
      message: '(#131009) Parameter value is not valid',
      type: 'OAuthException',
      code: 131009,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: fbtrace(),
    },
  },
});

/** What is wrong with a send's body, as Graph would say it; null when it is a valid template message. */
function refusal(body: Record<string, unknown>, templates: Record<string, number>): FakeAnswer | null {
  if (body.messaging_product !== 'whatsapp')
    return graphError(400, 100, '(#100) The parameter messaging_product is required.');
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return invalid('to: digits only, country code first');
  if (body.type !== 'template') return invalid('type: only template messages start a conversation');
  const t = body.template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  const count = typeof t?.name === 'string' ? templates[t.name] : undefined;
  if (count === undefined || t?.language?.code !== LANGUAGE)
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
  const body_ = Array.isArray(t.components)
    ? (t.components as { type?: unknown; parameters?: unknown }[]).find((c) => c.type === 'body')
    : undefined;
  const params = Array.isArray(body_?.parameters) ? (body_.parameters as { type?: unknown; text?: unknown }[]) : [];
  if (params.length !== count)
    return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params');
  const bad = params.some((p) => p.type !== 'text' || typeof p.text !== 'string' || !p.text || /[\n\t]/.test(p.text));
  return bad ? graphError(400, 132018, '(#132018) There was an issue with the parameters in your template.') : null;
}

/** The webhook's notification around one value, as Meta posts it. */
function notification(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** `X-Hub-Signature-256` of a body: computed here apart from the server's verifier. */
export const hubSignature = (body: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;

/** The state a send meets: the credentials, approved templates, failures asked for, what was accepted. */
type SendState = {
  creds: { phoneNumberId: string; accessToken: string };
  templates: Record<string, number>;
  failures: number[];
  sent: FakeWhatsappMessage[];
  receipts: ReceiptStatus[] | undefined;
  receipt: (wamid: string, status: ReceiptStatus) => Promise<Response>;
};

/** `POST /{phone-number-id}/messages`: Graph's answer to one send. */
function acceptSend(call: FakeCall, phoneNumberId: string, state: SendState): FakeAnswer {
  const { creds, templates, failures, sent } = state;
  if (call.headers.authorization !== `Bearer ${creds.accessToken}`)
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  if (phoneNumberId !== creds.phoneNumberId)
    return graphError(
      400,
      100,
      `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
      'GraphMethodException',
      33,
    );
  const status = failures.shift();
  if (status === 429) return graphError(429, 130429, '(#130429) Rate limit hit', 'OAuthException', 2494055);
  if (status) return graphError(status, 1, 'An unknown error has occurred.');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(call.body) as Record<string, unknown>;
  } catch {
    return graphError(400, 100, '(#100) Invalid JSON');
  }
  const refused = refusal(body, templates);
  if (refused) return refused;
  const id = `wamid.${Buffer.from(`HBgN${body.to as string}${randomBytes(9).toString('hex')}`).toString('base64')}`;
  sent.push({ id, to: body.to as string, body });
  if (state.receipts?.length)
    void (async () => {
      for (const s of state.receipts!) {
        await new Promise((r) => setTimeout(r, 150));
        await state.receipt(id, s).catch(() => {});
      }
    })();
  return {
    json: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] },
  };
}

export async function startFakeWhatsapp(options: Options = {}) {
  const creds = {
    phoneNumberId: '106540352242922',
    accessToken: `EAAG${randomBytes(12).toString('hex')}`,
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: `verifica-${randomBytes(8).toString('hex')}`,
  };
  const templates = options.templates ?? Object.fromEntries(Object.values(WHATSAPP_TEMPLATES).map((n) => [n, 3]));
  const sent: FakeWhatsappMessage[] = [];
  const failures: number[] = [];
  let webhookUrl = options.webhookUrl;

  const post = async (value: Record<string, unknown>) => {
    const body = JSON.stringify(notification(creds.phoneNumberId, value));
    const headers = { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(body, creds.appSecret) };
    if (options.deliver) return options.deliver(body, headers);
    if (!webhookUrl) throw new Error('fake WhatsApp: no webhook URL to post to');
    return fetch(webhookUrl, { method: 'POST', headers, body });
  };
  /** Posts a status of a message the fake accepted (failed: 'Message undeliverable', 131026). */
  const receipt = (wamid: string, status: ReceiptStatus) => {
    const to = sent.find((m) => m.id === wamid)?.to ?? '5511999998888';
    const failed = status === 'failed' && {
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'Message Undeliverable.' },
        },
      ],
    };
    return post({
      statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: to, ...failed }],
    });
  };

  const accept = (call: FakeCall, phoneNumberId: string) =>
    acceptSend(call, phoneNumberId, { creds, templates, failures, sent, receipts: options.receipts, receipt });

  const api = await startFake((call) => {
    const m = new RegExp(`^/${VERSION}/([^/]+)/messages$`).exec(call.path);
    if (call.method !== 'POST' || !m) return graphError(400, 100, 'Unknown path components');
    return accept(call, m[1]!);
  });

  return {
    ...creds,
    calls: api.calls,
    /** The messages accepted, in order. */
    sent,
    /** Settings that point the server at this fake. */
    env: {
      WHATSAPP_API_URL: `${api.url}/${VERSION}`,
      WHATSAPP_PHONE_NUMBER_ID: creds.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: creds.accessToken,
      WHATSAPP_APP_SECRET: creds.appSecret,
      WHATSAPP_VERIFY_TOKEN: creds.verifyToken,
    },
    /** The next sends answer these statuses (429, 500…), one each, before working again. */
    failNext: (...statuses: number[]) => void failures.push(...statuses),
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    receipt,
    /** The customer writes to the store's number (e.g. 'SAIR'), from a WhatsApp id. */
    reply: (from: string, text: string) =>
      post({
        contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.in${randomBytes(6).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    close: api.close,
  };
}

export type FakeWhatsapp = Awaited<ReturnType<typeof startFakeWhatsapp>>;
