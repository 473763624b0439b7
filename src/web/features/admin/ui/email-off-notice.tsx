import { MailWarning } from 'lucide-react';
import { useStoreInfo } from '@web/features/store-info/use-store-info';

/**
 * Tells the owner, on the dashboard and the settings, that no email leaves the store and what
 * that costs customers (docs/decisions/016); nothing once SMTP_URL is set.
 */
export function EmailOffNotice({ className = '' }: { className?: string }) {
  const store = useStoreInfo();
  if (store.emailEnabled) return null;
  return (
    <div
      role="note"
      data-testid="email-off"
      className={`flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Os emails da loja estão desligados.</p>
        <p>
          Sem um servidor de email, os clientes não recebem a confirmação do pedido nem o link para criar ou trocar a
          senha, e quem pediu sem entrar na conta só vincula o pedido no aparelho em que pediu. Peça a quem cuida do
          servidor para configurar o <code className="font-mono">SMTP_URL</code> (veja o README).
        </p>
      </div>
    </div>
  );
}
