import type { FiscalEnvironment, IcmsCode } from '@shared/fiscal';

// The words of the fiscal codes the owner and the accountant choose from.

export const ENVIRONMENT_LABELS: Record<FiscalEnvironment, string> = {
  homologacao: 'Homologação',
  producao: 'Produção',
};

/** The goods' origin in the NFC-e (0 to 8), short. */
export const ORIGIN_LABELS = [
  '0 – Nacional',
  '1 – Estrangeira, importação direta',
  '2 – Estrangeira, comprada no mercado interno',
  '3 – Nacional, mais de 40% importado',
  '4 – Nacional, processos produtivos básicos',
  '5 – Nacional, até 40% importado',
  '6 – Estrangeira direta, sem similar nacional',
  '7 – Estrangeira interna, sem similar nacional',
  '8 – Nacional, mais de 70% importado',
] as const;

/** What each CSOSN (3 digits, Simples Nacional) and CST (2 digits, regime normal) of the ICMS means. */
export const ICMS_LABELS: Record<IcmsCode, string> = {
  '101': 'Tributada com permissão de crédito',
  '102': 'Tributada sem permissão de crédito',
  '103': 'Isenta para a faixa de receita bruta',
  '300': 'Imune',
  '400': 'Não tributada',
  '500': 'ICMS cobrado antes por substituição',
  '900': 'Outros',
  '00': 'Tributada integralmente',
  '20': 'Com redução da base de cálculo',
  '40': 'Isenta',
  '41': 'Não tributada',
  '60': 'ICMS cobrado antes por substituição',
  '90': 'Outras',
};
