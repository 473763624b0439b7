import { useRef, useState } from 'react';
import { ApiError } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { uploadImage, type UploadPurpose } from './upload-image';

/**
 * Sends the photo picked in the file input `fileRef` points at and hands its URL to `onChange`;
 * `busy` while it goes. A failure is a toast; the input is emptied either way, so picking the
 * same file again sends it again.
 */
export function useImageUpload(purpose: UploadPurpose, onChange: (url: string) => void) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file, purpose));
    } catch (e) {
      // The file's own checks (type, size) say what is wrong by themselves.
      toast.error(e instanceof ApiError ? failureMessage('Erro ao enviar a foto', e) : (e as Error).message);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return { fileRef, busy, pick };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
