import type { WinBackTerms } from '@shared/win-back';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useWinBackForm } from './use-win-back-form';
import { WinBackFields } from './win-back-fields';
import { WinBackPreview } from './win-back-preview';

/** 'Regras': who is written to, the coupon, the email as it will read, and 'Salvar'. */
export function WinBackForm({ saved }: { saved: WinBackTerms }) {
  const { fields, preview, submit, saving, refusal } = useWinBackForm(saved);
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="flex flex-col gap-4"
        aria-labelledby="win-back-form-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="win-back-form-title" className="text-lg font-semibold">
          Regras
        </h2>
        <WinBackFields form={fields} />
        {preview && <WinBackPreview terms={preview} />}
        {refusal && (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2.5 text-sm font-medium text-danger">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={saving}>
          {saving ? 'Salvando...' : 'Salvar'}
        </Button>
      </form>
    </Card>
  );
}
