import { mailGreeting } from './customer-text';
import { renderMail, type MailContent } from './layout';
import type { QueuedMail } from './transport';

/** 'Esqueci minha senha': the link to choose a new password (docs/product.md#passwords). */
export function passwordResetMail(opts: {
  to: string;
  name: string;
  /** The account has proven this address: the email may greet it by name. */
  proven: boolean;
  url: string;
  token: string;
  store: MailContent['store'];
  publicUrl: string;
}): QueuedMail {
  const { html, text } = renderMail({
    store: opts.store,
    publicUrl: opts.publicUrl,
    heading: 'Crie uma nova senha',
    paragraphs: [
      mailGreeting(opts.name, opts.proven),
      'Recebemos um pedido para criar uma nova senha para a sua conta. Use o botão abaixo; ao salvar, você entra e as outras sessões abertas da conta são encerradas.',
    ],
    action: { label: 'Criar nova senha', url: opts.url },
    footnote:
      'O link vale por 1 hora e pode ser usado uma vez. Se não foi você, ignore este email: sua senha continua a mesma.',
  });
  return {
    dedupeKey: `password.reset:${opts.token}`,
    to: opts.to,
    subject: `Crie uma nova senha — ${opts.store.name}`,
    text,
    html,
  };
}
