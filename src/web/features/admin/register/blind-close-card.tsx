import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { SettingSwitch } from '../ui/setting-switch';
import { REGISTER_KEY, saveRegisterSettings, useRegisterSettings } from './register-api';

/** 'Fechamento às cegas': the owner's setting; the server then leaves the expected figures out. */
export function BlindCloseCard() {
  const { can } = useCurrentUser();
  const settings = useRegisterSettings();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (blindClose: boolean) => saveRegisterSettings({ blindClose }),
    onSuccess: (s) => {
      toast.success(s.blindClose ? 'Fechamento às cegas ligado' : 'Fechamento às cegas desligado');
      void qc.invalidateQueries({ queryKey: REGISTER_KEY });
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar configuração', e)),
  });
  // The attendant who counts blind neither sees nor changes the setting.
  if (!can('settings') || !settings.data) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-3 font-semibold">Configuração</h2>
      <SettingSwitch
        on={save.isPending ? save.variables : settings.data.blindClose}
        onChange={(on) => save.mutate(on)}
        icon={EyeOff}
        title="Fechamento às cegas"
        description="Quem fecha o caixa conta o dinheiro sem ver o valor esperado; a diferença aparece no histórico."
      />
    </Card>
  );
}
