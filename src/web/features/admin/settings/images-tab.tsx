import { ImageField } from '../ui/image-field';
import type { SettingsFields } from './settings-form';

/** Imagens: the logo and the banner of the storefront. */
export function ImagesTab({ draft, set, errors }: SettingsFields) {
  return (
    <>
      <ImageField
        label="Logo"
        purpose="logo"
        value={draft.logoUrl}
        onChange={(logoUrl) => set({ logoUrl })}
        error={errors.logoUrl}
        hint="Recomendado: 200x200 px, quadrada."
        previewClassName="size-24 rounded-full"
      />
      <ImageField
        label="Banner"
        purpose="banner"
        value={draft.bannerUrl}
        onChange={(bannerUrl) => set({ bannerUrl })}
        error={errors.bannerUrl}
        hint="Recomendado: 1200x400 px, retangular."
        previewClassName="h-24 w-72 max-w-[55vw]"
      />
    </>
  );
}
