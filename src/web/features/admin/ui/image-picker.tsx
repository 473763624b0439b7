import { ImagePlus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { UploadPurpose } from './upload-image';
import type { ImageUpload } from './use-image-upload';

/**
 * An ImageField's file input, hidden and named by the field's label, and the button that opens
 * it: 'Adicionar', or 'Alterar' once an image is set.
 */
export function ImagePicker({
  id,
  purpose,
  hasImage,
  upload: { fileRef, busy, pick },
}: {
  /** The field's id: the input is `${id}-file`, named by `${id}-label`. */
  id: string;
  purpose: UploadPurpose;
  hasImage: boolean;
  upload: ImageUpload;
}) {
  return (
    <>
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
        <ImagePlus className="size-4" aria-hidden /> {hasImage ? 'Alterar' : 'Adicionar'}
      </Button>
    </>
  );
}
