import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A bottom sheet on the phone, a centred dialog from the tablet up; the footer stays visible. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  subtitle,
  children,
  footer,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col rounded-t-2xl bg-surface shadow-xl focus:outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            wide ? 'sm:max-w-2xl' : 'sm:max-w-lg',
          )}
        >
          <header className="flex items-start gap-2 border-b border-line py-3 pr-2 pl-5">
            <div className="min-w-0 flex-1 pt-1.5">
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              {subtitle && <div className="mt-1">{subtitle}</div>}
            </div>
            <Dialog.Close
              className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-canvas"
              aria-label="Fechar"
            >
              <X className="size-5" />
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
