import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { AdminDialog } from './admin-dialog';

/**
 * An admin dialog holding one form: 'Cancelar' and the submit button in the footer, Enter in a
 * field submits. The form validates itself (the shared schemas), so the browser's checks are off.
 */
export function FormDialog({
  title,
  subtitle,
  submitLabel,
  busyLabel = 'Salvando...',
  busy,
  onSubmit,
  onClose,
  wide,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminDialog
      open
      wide={wide}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      subtitle={subtitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={onSubmit} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" hidden />
      </form>
    </AdminDialog>
  );
}
