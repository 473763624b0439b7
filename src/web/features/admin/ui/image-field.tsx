import { ImagePlus, Link2, Loader2, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { AdminImage } from './admin-image';
import { uploadImage, type UploadPurpose } from './upload-image';

/**
 * Pick a photo (uploaded, resized to WebP by the server) or paste a URL; shows a preview with a
 * placeholder when empty or broken. The button reads 'Adicionar' or 'Alterar' by whether an image is set.
 */
export function ImageField({
  label,
  value,
  onChange,
  purpose,
  hint,
  error,
  allowUrl,
  previewClassName,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  purpose: UploadPurpose;
  hint?: string;
  error?: string;
  allowUrl?: boolean;
  previewClassName?: string;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [showUrl, setShowUrl] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file, purpose));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            'relative overflow-hidden rounded-xl border border-line bg-canvas',
            previewClassName ?? 'size-24',
          )}
        >
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
        <div className="flex flex-col gap-2">
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            aria-labelledby={`${id}-label`}
            data-testid={`upload-${purpose}`}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button variant="soft" size="sm" disabled={busy} onClick={() => fileRef.current?.click()}>
            <ImagePlus className="size-4" aria-hidden /> {value ? 'Alterar' : 'Adicionar'}
          </Button>
          <div className="flex gap-1">
            {allowUrl && (
              <Button variant="ghost" size="sm" onClick={() => setShowUrl((s) => !s)} aria-expanded={showUrl}>
                <Link2 className="size-4" aria-hidden /> URL
              </Button>
            )}
            {value && (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                onClick={() => onChange('')}
                aria-label={`Remover ${label.toLowerCase()}`}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </div>
      {allowUrl && showUrl && (
        <Input
          aria-label="URL da imagem"
          placeholder="https://..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...fieldAria(id, error, hint)}
        />
      )}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
