import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './receipt.css';

/**
 * An 80 mm report as it prints (the register's close, a courier's settlement): rendered outside
 * the app root so the print stylesheet shows only it; invisible on screen.
 */
export function Receipt({ testId, children }: { testId: string; children: ReactNode }) {
  return createPortal(
    <div className="receipt-root" data-testid={testId}>
      <div className="receipt">{children}</div>
    </div>,
    document.body,
  );
}

/** A label and an amount on one line of a receipt; `sub` indents it under a heading. */
export function ReceiptLine({ left, right, sub }: { left: string; right: string; sub?: boolean }) {
  return (
    <p className={sub ? 'line sub' : 'line'}>
      <span>{left}</span>
      <span>{right}</span>
    </p>
  );
}
