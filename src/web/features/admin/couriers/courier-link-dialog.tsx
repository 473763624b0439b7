import { Copy, MessageCircle } from 'lucide-react';
import type { CourierLink } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { whatsappNumber } from '@shared/whatsapp';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { AdminDialog } from '../ui/admin-dialog';

/**
 * A new link, shown once (only its hash is kept): copy it or send it on WhatsApp. Whoever
 * holds it sees this courier's deliveries until the shift ends or staff end it.
 */
export function CourierLinkDialog({
  name,
  phone,
  link,
  onClose,
}: {
  name: string;
  phone: string;
  link: CourierLink;
  onClose: () => void;
}) {
  const url = `${window.location.origin}${link.path}`;
  const wa = whatsappNumber(phone);
  const text = `Olá, ${name}! Suas entregas de hoje: ${url}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado');
    } catch {
      toast.error('Não foi possível copiar: selecione o link e copie.');
    }
  };
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Link de entregas de ${name}`}
      subtitle={
        <p className="text-sm text-muted">
          Válido até {formatDateTime(link.expiresAt)}. O link anterior parou de abrir.
        </p>
      }
      footer={<Button onClick={onClose}>Pronto</Button>}
    >
      <div className="flex flex-col gap-3">
        <label htmlFor="courier-link" className="text-sm font-medium">
          Envie este link ao entregador (ele não precisa de senha):
        </label>
        <input
          id="courier-link"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="min-h-11 w-full rounded-xl border border-line bg-canvas px-3 font-mono text-sm"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy className="size-4" aria-hidden /> Copiar link
          </Button>
          {wa && (
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={`https://wa.me/${wa}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle className="size-4" aria-hidden /> Enviar pelo WhatsApp
            </a>
          )}
        </div>
      </div>
    </AdminDialog>
  );
}
