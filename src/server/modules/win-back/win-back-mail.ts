import { winBackText, type WinBackTerms } from '@shared/win-back';
import { mailGreeting } from '../mail/customer-text';
import { renderMail, type MailContent } from '../mail/layout';
import type { QueuedMail } from '../mail/transport';

/** 'Sentimos sua falta': the coupon, the way to the menu and the way out (docs/product.md#sentimos-sua-falta). */
export function winBackMail(opts: {
  messageId: string;
  to: string;
  name: string;
  /** The account proved its address: the email may greet it by name (docs/decisions/017). */
  proven: boolean;
  terms: WinBackTerms;
  code: string;
  expiresAt: Date;
  store: MailContent['store'];
  publicUrl: string;
  stopUrl: string;
}): QueuedMail {
  const text = winBackText(opts.terms, { storeName: opts.store.name, code: opts.code, expiresAt: opts.expiresAt });
  const { html, text: plain } = renderMail({
    store: opts.store,
    publicUrl: opts.publicUrl,
    heading: text.heading,
    paragraphs: [mailGreeting(opts.name, opts.proven), ...text.paragraphs],
    code: { label: 'Seu cupom', value: opts.code },
    action: { label: 'Fazer um pedido', url: `${opts.publicUrl}/` },
    footnote: text.footnote,
    unsubscribe: { label: text.stopLabel, url: opts.stopUrl },
  });
  return { dedupeKey: `win_back:${opts.messageId}`, to: opts.to, subject: text.subject, text: plain, html };
}
