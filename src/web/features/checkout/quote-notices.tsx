import { RefreshCw } from 'lucide-react';

/** What the server's quote changed in the cart (docs/product.md#checkout), until the customer dismisses it. */
export function QuoteNotices({ notices, onDismiss }: { notices: string[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="quote-notices-title"
      className="flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="quote-notices"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <RefreshCw className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="quote-notices-title" className="text-sm font-bold">
          Seu carrinho foi atualizado
        </h2>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onDismiss}
          className="-mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-amber-900 underline-offset-2 hover:underline"
        >
          Entendi
        </button>
      </div>
    </section>
  );
}
