import { Link2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ImagePicker } from './image-picker';
import { ImagePreview } from './image-preview';
import type { UploadPurpose } from './upload-image';
import { useImageUpload } from './use-image-upload';

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
  const upload = useImageUpload(purpose, onChange);
  const [showUrl, setShowUrl] = useState(false);

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <ImagePreview value={value} label={label} busy={upload.busy} className={previewClassName} />
        <div className="flex flex-col gap-2">
          <ImagePicker id={id} purpose={purpose} hasImage={!!value} upload={upload} />
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
