import { Loader2 } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { AdminImage } from './admin-image';

/** An ImageField's preview: the image or its placeholder, with a spinner over it while a photo is sent. */
export function ImagePreview({
  value,
  label,
  busy,
  className,
}: {
  value: string;
  label: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <div className={cn('relative overflow-hidden rounded-xl border border-line bg-canvas', className ?? 'size-24')}>
      <AdminImage
        src={value || null}
        alt={value ? `Prévia: ${label}` : ''}
        size={96}
        className="size-full! rounded-none"
      />
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center bg-white/70">
          <Loader2 className="size-6 animate-spin text-primary" aria-label="Enviando imagem" />
        </span>
      )}
    </div>
  );
}
