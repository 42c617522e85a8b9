import {
  type AcaoMesDepreciacao,
  type DepreciacaoMeses,
  type EstadoMesDepreciacao,
  type MesAno,
  periodName,
} from '@gp/shared-contracts';

/**
 * The texts of the depreciation screen, kept out of the page so they are tested without rendering: what a
 * month's state reads as and what each action's confirmation says. Which actions a month offers is the
 * API's (docs/domain.md, "Depreciação"): the screen shows the month's `acoes` and nothing else.
 */

export const ESTADO_LABELS: Record<EstadoMesDepreciacao, string> = {
  nao_processado: 'Não processado',
  processando: 'Processando…',
  processado: 'Processado',
  fechado: 'Fechado',
};

export const ESTADO_COLORS: Record<EstadoMesDepreciacao, string> = {
  nao_processado: 'default',
  processando: 'processing',
  processado: 'blue',
  fechado: 'success',
};

export const mesNome = periodName;

/** The actions a month offers are computed by the API (`acoes` of each month), with the rule that enforces them. */
export type AcaoMes = AcaoMesDepreciacao;

/** What the confirmation of each action says (the month named in full). */
export function confirmacao(acao: AcaoMes, mes: MesAno, reprocessar: boolean): string {
  const nome = mesNome(mes);
  switch (acao) {
    case 'processar':
      return reprocessar
        ? `Processar de novo a depreciação de ${nome}? O resultado é recalculado com os dados atuais.`
        : `Processar a depreciação de ${nome}? A quota do mês de cada bem depreciável será calculada.`;
    case 'estornar':
      return `Estornar a depreciação de ${nome}? As quotas do mês são desfeitas e o mês volta a não processado.`;
    case 'fechar':
      return `Fechar ${nome}? Depois de fechado, o mês não aceita movimentações, mudanças de valor nem depreciação.`;
    case 'reabrir':
      return `Reabrir ${nome}? Informe o motivo: ele fica registrado na auditoria.`;
  }
}

export const ACAO_LABELS: Record<AcaoMes, string> = {
  processar: 'Processar',
  estornar: 'Estornar',
  fechar: 'Fechar',
  reabrir: 'Reabrir',
};

export const ACAO_SUCESSO: Record<AcaoMes, string> = {
  processar: 'Processamento iniciado.',
  estornar: 'Depreciação estornada.',
  fechar: 'Mês fechado.',
  reabrir: 'Mês reaberto.',
};

/** Whether the screen should keep asking the API (a run under way in some month). */
export const processando = (meses: DepreciacaoMeses | undefined) =>
  meses?.meses.some((m) => m.estado === 'processando') ?? false;
