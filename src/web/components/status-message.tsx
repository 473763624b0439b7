import type { ReactNode } from 'react';

/** A loading or empty message, announced to screen readers (no tailwind-merge on the home path). */
export function StatusMessage({ text, loading, children }: { text: string; loading?: boolean; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-[30vh] flex-col items-center justify-center gap-3 px-6 text-center text-muted"
    >
      {loading && (
        <span
          aria-hidden
          className="inline-block size-8 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary"
        />
      )}
      <p>{text}</p>
      {children}
    </div>
  );
}
