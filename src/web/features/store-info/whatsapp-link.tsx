import { MessageCircle } from 'lucide-react';
import { customerMessage, whatsappLink } from '@shared/whatsapp';

/**
 * 'Falar com a loja' (docs/product.md#whatsapp): opens WhatsApp on the store's number with the text
 * typed, the order number in it on an order's page. Nothing when the store has no number.
 */
export function StoreWhatsappLink({
  whatsapp,
  orderNumber,
  className,
}: {
  whatsapp: string | undefined;
  orderNumber?: string;
  className?: string;
}) {
  const href = whatsapp ? whatsappLink(whatsapp, customerMessage(orderNumber)) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="store-whatsapp"
      // No cn(): on the home it would bring tailwind-merge (10 kB) into the first page's code.
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-green-50 px-4 text-sm font-semibold text-success ring-1 ring-green-200 hover:bg-green-100 ${className ?? ''}`}
    >
      <MessageCircle className="size-4" aria-hidden />
      Falar com a loja
      <span className="sr-only"> pelo WhatsApp (abre em nova aba)</span>
    </a>
  );
}
