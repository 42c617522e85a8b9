import {
  type DepreciacaoMes,
  type DepreciacaoMeses,
  type EstadoMesDepreciacao,
  type MesAno,
  periodName,
} from '@gp/shared-contracts';
import type { ResourceAccess } from '@gp/shared-ui';

/**
 * The rules of the depreciation screen, kept out of the page so they are tested without rendering: what
 * a month's state reads as, and which actions a month offers to whom (docs/domain.md, "Depreciação").
 * The API refuses the same actions anyway; this only spares the user a button that would be refused.
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

const same = (a: MesAno | null, b: MesAno) => a !== null && a.mes === b.mes && a.ano === b.ano;

export type AcaoMes = 'processar' | 'estornar' | 'fechar' | 'reabrir';

/**
 * The actions a month offers, in the order the buttons show: Processar for the next month to run (and
 * again for the latest processed month while open: the same result), Estornar for the latest processed
 * month while open, Fechar for a processed month, Reabrir for a closed one. Each needs its rule: processar
 * `create`, fechar `update`, estornar and reabrir `delete`. Nothing while a run is under way.
 */
export function acoesDoMes(
  mes: DepreciacaoMes,
  estado: Pick<DepreciacaoMeses, 'proximo' | 'ultimo_processado'>,
  access: ResourceAccess,
): AcaoMes[] {
  if (mes.estado === 'processando') return [];
  const out: AcaoMes[] = [];
  const isNext = same(estado.proximo, mes);
  const isLatest = same(estado.ultimo_processado, mes);
  if (mes.estado === 'nao_processado' && isNext && access.create) out.push('processar');
  if (mes.estado === 'processado' && isLatest) {
    if (access.create) out.push('processar');
    if (access.delete) out.push('estornar');
  }
  if (mes.estado === 'processado' && access.update) out.push('fechar');
  if (mes.estado === 'fechado' && access.delete) out.push('reabrir');
  return out;
}

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
