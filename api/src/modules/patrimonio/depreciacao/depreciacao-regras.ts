import {
  type AcaoMesDepreciacao,
  type AcaoOferecida,
  type EstadoMesDepreciacao,
  hasRule,
  type LocationFlags,
  periodLabel,
  periodName,
  type RuleId,
} from '@gp/shared-contracts';
import { type MonthRef, monthIndex, monthOf } from './depreciacao.repository.js';

/**
 * The one rule of what each depreciation month allows (docs/domain.md, "Depreciação"): the same function
 * refuses an action on the server and lists the actions the months' screen offers, so the screen never
 * offers what the API would refuse, nor hides what it would accept. Pure: the service reads the facts.
 */

/** The client's facts every month's rule reads. */
export type FatosDoCliente = {
  /** The implantação month (null: not set, nothing runs). */
  implantacao: MonthRef | null;
  /** The current month in Brasília. */
  hoje: MonthRef;
  /** The month to run next (null: implantação not set). */
  proximo: MonthRef | null;
  /** Index of the latest processed month, or null. */
  ultimoProcessado: number | null;
};

/** One month's facts. */
export type FatosDoMes = {
  estado: EstadoMesDepreciacao;
  /** The month's exercício of the client: null when never opened. */
  exercicio: { fechado: boolean } | null;
  /** A revaluation or impairment after the month (undoing the month would overwrite the value it set). */
  valorDepois: boolean;
};

export type Recusa = { message: string; code: string };

const label = periodLabel;
const same = (a: MonthRef | null, b: MonthRef) => a !== null && monthIndex(a) === monthIndex(b);

function recusaDoExercicio(m: MonthRef, mes: FatosDoMes): Recusa | null {
  if (!mes.exercicio) {
    return {
      message: `Não há exercício aberto para ${label(m)}: abra o exercício antes de depreciar esse mês.`,
      code: 'EXERCICIO_INEXISTENTE',
    };
  }
  if (mes.exercicio.fechado) {
    return {
      message: `O exercício ${label(m)} está fechado: sua depreciação não pode mudar.`,
      code: 'EXERCICIO_FECHADO',
    };
  }
  return null;
}

const valorDepois = (m: MonthRef, what: string): Recusa => ({
  message: `Há reavaliação ou redução ao valor recuperável lançada depois de ${label(m)}: estorne-a antes de ${what} a depreciação desse mês.`,
  code: 'MOVIMENTACAO_DE_VALOR_POSTERIOR',
});

/** Why `acao` may not be done on month `m` now, or null when it may. */
export function recusa(
  acao: AcaoMesDepreciacao,
  m: MonthRef,
  cliente: FatosDoCliente,
  mes: FatosDoMes,
): Recusa | null {
  if (mes.estado === 'processando') {
    return { message: `A depreciação de ${label(m)} já está sendo processada.`, code: 'PROCESSANDO' };
  }
  const ultimo = cliente.ultimoProcessado;
  switch (acao) {
    case 'processar': {
      if (!cliente.implantacao) {
        return {
          message: 'Defina o mês de implantação da depreciação nas configurações antes de processar.',
          code: 'DEPRECIACAO_SEM_IMPLANTACAO',
        };
      }
      if (monthIndex(m) < monthIndex(cliente.implantacao)) {
        return {
          message: `A depreciação deste cliente começa em ${label(cliente.implantacao)} (mês de implantação).`,
          code: 'ANTES_DA_IMPLANTACAO',
        };
      }
      if (monthIndex(m) > monthIndex(cliente.hoje)) {
        return {
          message: `O mês ${label(m)} ainda não começou: não pode ser depreciado.`,
          code: 'MES_FUTURO',
        };
      }
      const exercicio = recusaDoExercicio(m, mes);
      if (exercicio) return exercicio;
      if (ultimo !== null && monthIndex(m) < ultimo) {
        return {
          message: `O mês ${label(m)} já foi processado e há meses processados depois dele: estorne antes a depreciação de ${label(monthOf(ultimo))}.`,
          code: 'MES_JA_PROCESSADO',
        };
      }
      if (ultimo !== null && monthIndex(m) === ultimo) {
        if (mes.estado === 'fechado') {
          return {
            message: `O mês ${label(m)} está fechado: reabra-o para processá-lo de novo.`,
            code: 'MES_FECHADO',
          };
        }
        return mes.valorDepois ? valorDepois(m, 'processar de novo') : null;
      }
      const proximo = cliente.proximo;
      if (proximo && monthIndex(m) > monthIndex(proximo)) {
        return {
          message: `Processe antes a depreciação de ${label(proximo)}: os meses são processados em ordem.`,
          code: 'MES_FORA_DE_ORDEM',
        };
      }
      if (proximo && monthIndex(m) < monthIndex(proximo)) {
        return {
          message: `O próximo mês a processar é ${label(proximo)}: antes dele não há bem a depreciar.`,
          code: 'MES_FORA_DE_ORDEM',
        };
      }
      return null;
    }
    case 'estornar': {
      if (mes.estado === 'nao_processado') {
        return { message: `O mês ${label(m)} não foi processado.`, code: 'MES_NAO_PROCESSADO' };
      }
      if (ultimo !== monthIndex(m)) {
        return {
          message: `Só o último mês processado pode ser estornado: estorne antes ${label(monthOf(ultimo ?? monthIndex(m)))}.`,
          code: 'NAO_E_O_ULTIMO',
        };
      }
      if (mes.estado === 'fechado') {
        return {
          message: `O mês ${label(m)} está fechado: reabra-o para estornar a depreciação.`,
          code: 'MES_FECHADO',
        };
      }
      return recusaDoExercicio(m, mes) ?? (mes.valorDepois ? valorDepois(m, 'estornar') : null);
    }
    case 'fechar':
      if (mes.estado === 'nao_processado') {
        return {
          message: `Processe a depreciação de ${label(m)} antes de fechar o mês.`,
          code: 'MES_NAO_PROCESSADO',
        };
      }
      return mes.estado === 'fechado'
        ? { message: `O mês ${label(m)} já está fechado.`, code: 'MES_FECHADO' }
        : null;
    case 'reabrir':
      return mes.estado === 'fechado'
        ? null
        : { message: `O mês ${label(m)} não está fechado.`, code: 'MES_NAO_FECHADO' };
  }
}

/**
 * What processing the current, unfinished month locks, said before it is done (the screen's confirmation;
 * the API refuses the run of the current month without `confirmado`). Null for any other month or action.
 */
export function aviso(acao: AcaoMesDepreciacao, m: MonthRef, cliente: FatosDoCliente, mes: FatosDoMes) {
  if (acao !== 'processar' || !same(cliente.hoje, m) || mes.estado !== 'nao_processado') return null;
  const nome = periodName(m);
  return (
    `${nome} ainda não terminou. Processado, o mês fica travado até o estorno da sua depreciação: ` +
    `baixas, incorporações de NF-e, incorporações de obras e qualquer outra movimentação datadas em ` +
    `${label(m)} serão recusadas. Processar ${nome} mesmo assim?`
  );
}

/** The rule each action needs (the routes' `access` require the same ones). */
export const REGRA_DA_ACAO: Record<AcaoMesDepreciacao, RuleId> = {
  processar: 'depreciations:create',
  estornar: 'depreciations:delete',
  fechar: 'depreciations:update',
  reabrir: 'depreciations:delete',
};

const ORDEM: AcaoMesDepreciacao[] = ['processar', 'estornar', 'fechar', 'reabrir'];

/** The actions month `m` offers to a caller of these flags and rules, in the order the buttons show. */
export function acoesDoMes(
  m: MonthRef,
  cliente: FatosDoCliente,
  mes: FatosDoMes,
  caller: { flags: LocationFlags; rules: string[] },
): AcaoOferecida[] {
  return ORDEM.filter((acao) => hasRule(caller, REGRA_DA_ACAO[acao]) && !recusa(acao, m, cliente, mes)).map(
    (acao) => ({ acao, aviso: aviso(acao, m, cliente, mes) }),
  );
}
