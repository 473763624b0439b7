import { ExternalLink, ReceiptText } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * 'Nota fiscal (NFC-e)' (docs/product.md#nfc-e): the order's receipt page, in a new tab, once the
 * store's note for it is authorised (a cancelled one too: the page says so).
 */
export function ReceiptLink({ url, className }: { url: string | null; className?: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      data-testid="order-receipt-link"
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-sm font-medium text-ink hover:bg-canvas',
        className,
      )}
    >
      <ReceiptText className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="flex-1">Nota fiscal (NFC-e)</span>
      <ExternalLink className="size-4 text-muted" aria-hidden />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}
