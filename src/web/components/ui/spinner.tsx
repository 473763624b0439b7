import { cn } from '@web/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary',
        className,
      )}
    />
  );
}

/** A centred spinner with a screen's loading text (docs/product.md), announced to screen readers. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
      <Spinner className="size-8" />
      <p>{text}</p>
    </div>
  );
}
