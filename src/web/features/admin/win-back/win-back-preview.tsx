import { Mail } from 'lucide-react';
import { winBackExpiry, winBackText, type WinBackTerms } from '@shared/win-back';
import { useStoreInfo } from '@web/features/store-info/use-store-info';

/** The email as a customer would read it today, with an example code. */
export function WinBackPreview({ terms }: { terms: WinBackTerms }) {
  const store = useStoreInfo();
  const text = winBackText(terms, {
    storeName: store.name,
    code: 'VOLTA-7K3P',
    expiresAt: winBackExpiry(new Date(), terms.validDays),
  });
  return (
    <section
      aria-label="Prévia do email"
      className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-3 text-sm"
      data-testid="win-back-preview"
    >
      <p className="flex items-center gap-2 text-xs font-medium text-muted">
        <Mail className="size-4" aria-hidden /> O cliente recebe por email: “{text.subject}”
      </p>
      <p className="text-base font-semibold">{text.heading}</p>
      {text.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p className="text-xs text-muted">{text.footnote}</p>
      <p className="text-xs text-muted underline">{text.stopLabel}</p>
    </section>
  );
}
