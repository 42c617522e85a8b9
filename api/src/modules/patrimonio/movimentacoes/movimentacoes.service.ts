import {
  type Aceite,
  type CreateMovimentacaoBody,
  centsToMoney,
  type Movimentacao,
  type MovimentacaoListQuery,
  moneyToCents,
  pcaspToNumber,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { brazilDate, brazilMonth } from '../../../lib/brazil-time.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { closedAsset } from '../bens/bem-for-detail.js';
import { type BemRow, findBem, lockBem, tipoIncorporacaoAtivo, updateBem } from '../bens/bens.repository.js';
import { findServidor } from '../carga/servidores.repository.js';
import { clientsForList, secretariaOf, setorOf } from '../client-scope.js';
import { assertContasDoMovimento } from '../contabilidade/lancamentos.repository.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import { assertMovementMonth } from '../depreciacao/depreciacao-locks.js';
import {
  type CampanhaAberta,
  campanhaAberta,
  congelado,
  congelaIncorporacoesBaixas,
  type Lugar,
} from '../inventario/congelamento.js';
import { assertValorPlausivel } from '../valor-plausivel.js';
import { movimentacaoFilter } from './movimentacao-filter.js';
import { toMovimentacao } from './movimentacoes.mapper.js';
import {
  exercicioOf,
  findMovimentacao,
  findTipo,
  historyOf,
  insertMovimentacao,
  latestOf,
  latestReversible,
  type MovimentacaoValues,
  markReversed,
  motivoBaixaAtivo,
  pageMovimentacoes,
  TIPO_SAIDA_CAUTELA,
  type TipoMovimentacaoRow,
} from './movimentacoes.repository.js';

/**
 * A movement is booked in the client's accounting period of its month (Brazilian time). The month must
 * have been opened (an exercício exists) and not closed; otherwise nothing enters the books in it.
 */
export async function assertOpenPeriod(db: Db, clientId: string, at: Date) {
  const { ano, mes } = brazilMonth(at);
  const label = `${String(mes).padStart(2, '0')}/${ano}`;
  const exercicio = await exercicioOf(db, clientId, ano, mes);
  if (!exercicio) {
    throw new AppError(
      'CONFLICT',
      `Não há exercício aberto para ${label}: abra o exercício antes de registrar movimentações nesse mês.`,
      { extra: { code: 'EXERCICIO_INEXISTENTE' } },
    );
  }
  if (exercicio.fechado) {
    throw new AppError('CONFLICT', `O exercício ${label} está fechado: não aceita movimentações.`, {
      extra: { code: 'EXERCICIO_FECHADO' },
    });
  }
}

/** What a movement asks of the asset, already validated against the request schema. */
export type MovementInput = Omit<CreateMovimentacaoBody, 'bempatrimonial_id' | 'Data'> & { data: Date };

export type AssetState = Pick<
  BemRow,
  'secretariaId' | 'setorId' | 'salaId' | 'situacao' | 'valorAtual' | 'responsavel' | 'responsavelId'
>;

/** The asset's fields as the API (and so the history) names them. */
const API_FIELD: Record<keyof AssetState, string> = {
  secretariaId: 'secretaria_id',
  setorId: 'setor_id',
  salaId: 'sala_id',
  situacao: 'situacao',
  valorAtual: 'valor_atual',
  responsavel: 'responsavel',
  responsavelId: 'responsavel_id',
};

const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * What the rule of a movement reads besides the asset and the request. A single movement looks each up as
 * it goes (`singleLookups`); a batch reads the per-asset facts of all its assets at once and shares the
 * rest (`movimentacoes-lote.service.ts`), so N assets are checked by this same rule without N × queries.
 */
export type MovementLookups = {
  /** The asset's latest movement (any kind), for the date order rule. */
  latest(bemId: string): Promise<{ data: Date } | null>;
  /** The destination of a transfer, of the asset's client (404 when it is not). */
  place(clientId: string, secretariaId: string, setorId: string | null | undefined): Promise<Destination>;
  motivoBaixaAtivo(id: number): Promise<boolean>;
  tipoIncorporacaoAtivo(id: number): Promise<boolean>;
  latestReversible(bemId: string): ReturnType<typeof latestReversible>;
  /** The accounting period and the depreciation month lock of a movement of the client dated `at`. */
  period(clientId: string, at: Date, valueEffect: boolean): Promise<void>;
  valorPlausivel(clientId: string, valor: string, confirmado: boolean | undefined): Promise<void>;
  /** A servidor of the client (the new responsável of a transferência de responsabilidade), or null. */
  servidor(clientId: string, id: string): ReturnType<typeof findServidor>;
  /** The open inventory campaign counting a place of the client, or null (decision 063, the freeze). */
  inventario(clientId: string, lugar: Lugar): Promise<CampanhaAberta | null>;
  /** The client's rule: an open campaign also suspends incorporations and baixas in its unit. */
  congelaIncorporacoesBaixas(clientId: string): Promise<boolean>;
  /** 422 when the asset's category lacks an account the movement's accounting events need (decision 065). */
  contasContabeis(clientId: string, categoriaId: string, eventos: string[]): Promise<void>;
};
type Destination = { secretariaId: string; setorId: string | null };

/** The audit entry of a movement that changed the asset: what it was and what it became. */
export const assetChangeAudit = (
  bem: { id: string; clientId: string },
  changed: { before: Record<string, unknown>; after: Record<string, unknown> },
) => ({
  action: 'movement',
  entity: 'asset',
  entityId: bem.id,
  before: changed.before,
  after: changed.after,
  clientId: bem.clientId,
});

/** The lookups of one movement, each a query. */
export const singleLookups = (db: Db): MovementLookups => ({
  latest: (bemId) => latestOf(db, bemId),
  async place(clientId, secretariaId, setorId) {
    const secretaria = await secretariaOf(db, clientId, secretariaId);
    const setor = setorId ? await setorOf(db, clientId, secretaria.id, setorId) : null;
    return { secretariaId: secretaria.id, setorId: setor?.id ?? null };
  },
  motivoBaixaAtivo: (id) => motivoBaixaAtivo(db, id),
  tipoIncorporacaoAtivo: (id) => tipoIncorporacaoAtivo(db, id),
  latestReversible: (bemId) => latestReversible(db, bemId),
  servidor: (clientId, id) => findServidor(db, { clientId }, id),
  inventario: (clientId, lugar) => campanhaAberta(db, clientId, lugar),
  congelaIncorporacoesBaixas: (clientId) => congelaIncorporacoesBaixas(db, clientId),
  contasContabeis: (clientId, categoriaId, eventos) =>
    assertContasDoMovimento(db, clientId, categoriaId, eventos),
  async period(clientId, at, valueEffect) {
    await assertOpenPeriod(db, clientId, at);
    // A processed or closed depreciation month takes no movement; a value change needs the earlier months run.
    await assertMovementMonth(db, clientId, at, { valueEffect });
  },
  valorPlausivel: (clientId, valor, confirmado) =>
    assertValorPlausivel(db, clientId, valor, confirmado, 'O valor reavaliado'),
});

/** What a movement does to the asset, as the rule decided it: the states before and after, the estorno's target. */
export type MovementDecision = { before: AssetState; next: AssetState; estorna: string | null };

/**
 * The rule of a movement of one asset (docs/domain.md, "Movimentações"): the type's requirements (data of
 * the type row: destination, value, holder, baixa reason, required situação), the date order, the asset's
 * state, the period and the depreciation month lock. Throws the AppError a refused movement answers;
 * writes nothing. The single movement and every asset of a batch go through it; a new kind of movement
 * (or a new condition, e.g. an asset in an open cautela) is added here and holds for both.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one movement's checks, in the order docs/domain.md gives them.
export async function movementRule(
  lk: MovementLookups,
  bem: BemRow,
  tipo: TipoMovimentacaoRow,
  input: MovementInput,
): Promise<MovementDecision> {
  const efeito = tipo.efeito;
  if (input.CodigoBEM !== undefined && input.CodigoBEM !== bem.codigoBem) {
    throw badRequest('CodigoBEM', `O código ${input.CodigoBEM} não é o do bem (${bem.codigoBem}).`);
  }
  if (input.data.getTime() > Date.now() + FUTURE_TOLERANCE_MS) {
    throw badRequest('Data', 'A data da movimentação não pode ser futura.');
  }
  if (bem.situacao === 'baixado' && efeito !== 'estorno') throw closedAsset();

  const last = await lk.latest(bem.id);
  if (last && input.data < last.data) {
    throw badRequest(
      'Data',
      `A data não pode ser anterior à da última movimentação do bem (${brazilDate(last.data).split('-').reverse().join('/')}).`,
    );
  }

  if (tipo.exigeDestino && !input.secretaria_id)
    throw badRequest('secretaria_id', 'Informe a secretaria de destino.');
  if (tipo.exigeValor && input.Valor === undefined) throw badRequest('Valor', 'Informe o valor.');
  if (tipo.exigeResponsavel && !input.Responsavel && !input.responsavel_id)
    throw badRequest('Responsavel', 'Informe o novo responsável.');
  if (tipo.exigeMotivoBaixa) {
    if (input.MotivoBaixa === undefined) throw badRequest('MotivoBaixa', 'Informe o motivo da baixa.');
    if (!(await lk.motivoBaixaAtivo(input.MotivoBaixa)))
      throw badRequest('MotivoBaixa', 'Motivo da baixa inválido.');
  } else if (input.processo_baixa || input.autorizada_por)
    throw badRequest(
      input.processo_baixa ? 'processo_baixa' : 'autorizada_por',
      'O ato ou processo e quem autorizou são de uma baixa: este tipo de movimentação não os registra.',
    );
  if (
    input.TipoIncorporacao !== undefined &&
    input.TipoIncorporacao !== bem.tipoIncorporacaoId &&
    !(await lk.tipoIncorporacaoAtivo(input.TipoIncorporacao))
  ) {
    throw badRequest('TipoIncorporacao', 'Tipo de incorporação inválido.');
  }
  if (tipo.situacaoExigida && bem.situacao !== tipo.situacaoExigida) {
    throw new AppError(
      'CONFLICT',
      `${tipo.descricao}: o bem precisa estar na situação "${tipo.situacaoExigida}".`,
    );
  }

  const before: AssetState = {
    secretariaId: bem.secretariaId,
    setorId: bem.setorId,
    salaId: bem.salaId,
    situacao: bem.situacao,
    valorAtual: bem.valorAtual,
    responsavel: bem.responsavel,
    responsavelId: bem.responsavelId,
  };
  const next: AssetState = { ...before };
  let estorna: string | null = null;
  const lugar: Lugar = { secretariaId: bem.secretariaId, setorId: bem.setorId, salaId: bem.salaId };
  /** The freeze of an open inventory over `at` (decision 063): the refusal naming the campaign. */
  const frozen = async (at: Lugar, oque?: string) => {
    const campanha = await lk.inventario(bem.clientId, at);
    if (campanha) throw congelado(bem.codigoBem, campanha, oque);
  };
  const frozenByRule = async (oque: string) => {
    if (await lk.congelaIncorporacoesBaixas(bem.clientId)) await frozen(lugar, oque);
  };

  switch (efeito) {
    case 'incorporacao':
      if (last)
        throw new AppError(
          'CONFLICT',
          'O bem já foi incorporado: a incorporação é registrada na criação do bem.',
        );
      await frozenByRule('Incorporações');
      break;
    case 'transferencia': {
      const to = await lk.place(bem.clientId, input.secretaria_id!, input.setor_id);
      if (to.secretariaId === bem.secretariaId && to.setorId === bem.setorId) {
        throw new AppError('CONFLICT', 'O bem já está nesta secretaria e neste setor.');
      }
      // Out of a unit under inventory, or into one: both wait for its closing.
      await frozen(lugar);
      await frozen({ ...to, salaId: null });
      next.secretariaId = to.secretariaId;
      next.setorId = to.setorId;
      // A sala belongs to its setor: the asset leaves it with the setor.
      next.salaId = null;
      break;
    }
    case 'responsavel': {
      // The transferência de responsabilidade (docs/domain.md, "Carga patrimonial"): to a servidor of the
      // asset's client; a name alone (no servidor) leaves the asset "sem responsável" registered.
      await frozen(lugar);
      const servidor = input.responsavel_id ? await lk.servidor(bem.clientId, input.responsavel_id) : null;
      if (input.responsavel_id && !servidor)
        throw badRequest('responsavel_id', 'O responsável não é um servidor deste cliente.');
      if (servidor && !servidor.ativo)
        throw new AppError('CONFLICT', `O servidor "${servidor.nome}" está inativo.`);
      const nome = servidor?.nome ?? input.Responsavel ?? null;
      if (servidor ? servidor.id === bem.responsavelId : nome === bem.responsavel && !bem.responsavelId)
        throw new AppError('CONFLICT', 'Este já é o responsável pelo bem.');
      next.responsavel = nome;
      next.responsavelId = servidor?.id ?? null;
      break;
    }
    case 'cautela':
      // The cautela's exit and return: the asset keeps its responsável, place and situação (docs/domain.md).
      // Under inventory it stays to be counted: the exit waits for the closing, the return is welcome.
      if (tipo.id === TIPO_SAIDA_CAUTELA) await frozen(lugar, 'Saídas em cautela');
      break;
    case 'baixa':
    case 'situacao':
      if (efeito === 'baixa') await frozenByRule('Baixas');
      if (tipo.situacaoResultante && bem.situacao === tipo.situacaoResultante) {
        throw new AppError('CONFLICT', `O bem já está na situação "${tipo.situacaoResultante}".`);
      }
      if (tipo.situacaoResultante) next.situacao = tipo.situacaoResultante;
      break;
    case 'reavaliacao':
      await lk.valorPlausivel(bem.clientId, input.Valor!, input.confirmar_valor);
      next.valorAtual = input.Valor!;
      break;
    case 'reducao':
      if (moneyToCents(input.Valor!) >= moneyToCents(bem.valorAtual)) {
        throw badRequest(
          'Valor',
          `O valor recuperável deve ser menor que o valor atual (${bem.valorAtual}).`,
        );
      }
      next.valorAtual = input.Valor!;
      break;
    case 'estorno': {
      const target = await lk.latestReversible(bem.id);
      if (!target) throw new AppError('CONFLICT', 'Não há movimentação a estornar.');
      if (input.movimentacao_estornada_id && input.movimentacao_estornada_id !== target.mov.id) {
        throw new AppError(
          'CONFLICT',
          'Só a última movimentação do bem (ainda não estornada) pode ser estornada.',
        );
      }
      if (target.efeito === 'incorporacao')
        throw new AppError('CONFLICT', 'A incorporação não pode ser estornada.');
      if (target.efeito === 'cautela')
        throw new AppError('CONFLICT', 'Uma cautela não é estornada: ela se encerra pela devolução.');
      const t = target.mov;
      // Reversing a transfer moves the asset back: frozen as a transfer is, at both ends.
      if (target.efeito === 'transferencia' || target.efeito === 'responsavel') await frozen(lugar);
      if (target.efeito === 'transferencia' && t.secretariaAnteriorId) {
        await frozen({ secretariaId: t.secretariaAnteriorId, setorId: t.setorAnteriorId, salaId: null });
      }
      // Restores exactly what the reversed movement changed: every later movement has been reversed first.
      if (target.efeito === 'transferencia') {
        next.secretariaId = t.secretariaAnteriorId;
        next.setorId = t.setorAnteriorId;
        next.salaId = null;
      }
      if (target.efeito === 'responsavel') {
        next.responsavel = t.responsavelAnterior;
        next.responsavelId = t.responsavelAnteriorId;
      }
      if (target.efeito === 'baixa' || target.efeito === 'situacao') next.situacao = t.situacaoAnterior;
      if (target.efeito === 'reavaliacao' || target.efeito === 'reducao') next.valorAtual = t.valorAnterior;
      estorna = t.id;
      break;
    }
    default:
      throw new AppError('CONFLICT', `Tipo de movimentação sem efeito conhecido: ${efeito}.`);
  }

  await lk.contasContabeis(bem.clientId, bem.categoriaId, eventosDoMovimento(efeito, bem, input, next));
  await lk.period(bem.clientId, input.data, bem.depreciavel && next.valorAtual !== before.valorAtual);
  return { before, next, estorna };
}

/** The kinds of accounting event a movement will produce (docs/domain.md, "Lançamentos contábeis e RMB"). */
function eventosDoMovimento(efeito: string, bem: BemRow, input: MovementInput, next: AssetState): string[] {
  if (efeito === 'reavaliacao') {
    return [
      moneyToCents(next.valorAtual) > moneyToCents(bem.valorAtual)
        ? 'reavaliacao_positiva'
        : 'reavaliacao_negativa',
    ];
  }
  if (efeito === 'reducao') return ['reducao'];
  if (efeito === 'baixa')
    return [...(bem.depreciavel ? ['baixa_acumulada'] : []), `baixa_${input.MotivoBaixa}`];
  return [];
}

/** The movement's row from the rule's decision (one movement, or each of a batch). */
export function movementValues(
  actor: Actor,
  bem: BemRow,
  tipo: TipoMovimentacaoRow,
  input: MovementInput,
  { before, next, estorna }: MovementDecision,
  loteId: string | null = null,
): MovimentacaoValues {
  const valueEffect = tipo.efeito === 'reavaliacao' || tipo.efeito === 'reducao';
  return {
    clientId: bem.clientId,
    bemId: bem.id,
    codigoBem: bem.codigoBem,
    data: input.data,
    tipoMovimentacaoId: tipo.id,
    tipoIncorporacaoId: input.TipoIncorporacao ?? bem.tipoIncorporacaoId,
    contaContabil: input.ContaContabil ?? pcaspToNumber(bem.contaContabil),
    valor: valueEffect ? next.valorAtual : (input.Valor ?? bem.valorAtual),
    secretariaId: next.secretariaId,
    setorId: next.setorId,
    secretariaAnteriorId: before.secretariaId,
    setorAnteriorId: before.setorId,
    situacaoAnterior: before.situacao,
    situacao: next.situacao,
    valorAnterior: before.valorAtual,
    responsavelAnterior: before.responsavel,
    responsavel: next.responsavel,
    responsavelAnteriorId: before.responsavelId,
    responsavelId: next.responsavelId,
    motivoBaixaId: tipo.exigeMotivoBaixa ? (input.MotivoBaixa ?? null) : null,
    processoBaixa: tipo.exigeMotivoBaixa ? (input.processo_baixa ?? null) : null,
    autorizadaPor: tipo.exigeMotivoBaixa ? (input.autorizada_por ?? null) : null,
    observacao: input.Observacao ?? null,
    estornaId: estorna,
    userId: actor.userId,
    loteId,
  };
}

/** The asset fields a decision changes, as the audit records them (API names). */
export function changedFields({ before, next }: MovementDecision) {
  const changed = (Object.keys(next) as (keyof AssetState)[]).filter((k) => next[k] !== before[k]);
  return {
    keys: changed,
    before: Object.fromEntries(changed.map((k) => [API_FIELD[k], before[k]])),
    after: Object.fromEntries(changed.map((k) => [API_FIELD[k], next[k]])),
  };
}

/** The audit entry of a registered movement. */
export const movementAudit = (
  movement: { id: string; data: Date; valor: string },
  bem: BemRow,
  tipo: TipoMovimentacaoRow,
  estorna: string | null,
) => ({
  action: 'create',
  entity: 'movimentacao',
  entityId: movement.id,
  after: {
    bempatrimonial_id: bem.id,
    CodigoBEM: bem.codigoBem,
    TipoMovimentacao: tipo.id,
    Data: iso(movement.data),
    Valor: movement.valor,
    movimentacao_estornada_id: estorna,
  },
  clientId: bem.clientId,
});

/**
 * Books one movement on a locked asset, in the caller's transaction: the rule (`movementRule`), then the
 * writes: the asset changed (a transfer moves it, a baixa closes it, an estorno restores what the reversed
 * movement changed), the movement and the audit entries.
 */
export async function bookMovement(
  db: Db,
  actor: Actor,
  bem: BemRow,
  tipo: TipoMovimentacaoRow,
  input: MovementInput,
): Promise<{ movementId: string; bem: BemRow }> {
  const decision = await movementRule(singleLookups(db), bem, tipo, input);
  const movement = await insertMovimentacao(db, movementValues(actor, bem, tipo, input, decision));
  if (decision.estorna) await markReversed(db, decision.estorna, movement.id);

  const changed = changedFields(decision);
  let after = bem;
  if (changed.keys.length) {
    const updated = await updateBem(db, bem.id, decision.next);
    if (!updated) throw notFound('Bem patrimonial não encontrado.');
    after = updated;
    await recordAudit(db, auditActor(actor), assetChangeAudit(bem, changed));
  }
  await recordAudit(db, auditActor(actor), movementAudit(movement, bem, tipo, decision.estorna));
  return { movementId: movement.id, bem: after };
}

const cents = (x: string) => centsToMoney(moneyToCents(x));

/**
 * The aceite a transfer to someone new waits for (decision 062): a type 2 to another setor (its head
 * receives) and a type 3 to a servidor. The carga area provides it and the app's wiring passes it in, so
 * this module does not import the carga's, which books accepted movements through this one.
 */
export type TransferAceites = {
  /**
   * In the movement's transaction, the asset locked: the movement checked and its pending aceite recorded
   * instead of booking (its id), or null when the movement stays direct (its own setor, a secretaria
   * without setor, a name without servidor, a correction by support).
   */
  request(
    tx: Db,
    actor: Actor,
    bem: BemRow,
    tipo: TipoMovimentacaoRow,
    input: MovementInput,
  ): Promise<string | null>;
  /** A batch's: every asset judged, the aceites recorded under `loteId`; null when the batch stays direct. */
  requestLote(
    tx: Db,
    actor: Actor,
    bens: BemRow[],
    tipo: TipoMovimentacaoRow,
    input: MovementInput,
    loteId: string,
  ): Promise<string[] | null>;
  /** After the commit: the recorded aceite as its list answers it (and the receiver's e-mail sent). */
  answer(actor: Actor, id: string): Promise<Aceite>;
};

/** A movement booked (201), or a transfer waiting for the receiver's aceite (202). */
export type MovimentacaoResult = { status: 201; body: Movimentacao } | { status: 202; body: Aceite };

export function createMovimentacoesService(db: Db, aceites?: TransferAceites) {
  return {
    async list(actor: Actor, q: MovimentacaoListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total, exact } = await pageMovimentacoes(
        db,
        movimentacaoFilter(clientIds, q),
        pageWindow(q),
      );
      return pageAnswer(q, { rows, total, exact }, toMovimentacao);
    },

    /** GET /patrimonio/movimentacaobem/{id}: the history of the asset {id}, newest first. */
    async history(actor: Actor, bemId: string): Promise<Movimentacao[]> {
      const bem = await findBem(db, requireLocal(actor), bemId);
      if (!bem) throw notFound('Bem patrimonial não encontrado.');
      return (await historyOf(db, bemId)).map(toMovimentacao);
    },

    async create(actor: Actor, body: CreateMovimentacaoBody): Promise<MovimentacaoResult> {
      const local = requireLocal(actor);
      const done = await db.transaction(async (tx) => {
        // Before the asset's row lock: a depreciation run of the client holds this lock exclusively.
        const clientId = local.clientId ?? (await findBem(tx, local, body.bempatrimonial_id))?.clientId;
        if (clientId) await lockClientShared(tx, clientId);
        const bem = await lockBem(tx, local, body.bempatrimonial_id);
        if (!bem) throw notFound('Bem patrimonial não encontrado.');
        const tipo = await findTipo(tx, body.TipoMovimentacao);
        if (!tipo?.ativo) throw badRequest('TipoMovimentacao', 'Tipo de movimentação inválido.');
        if (tipo.efeito === 'incorporacao') {
          throw new AppError('CONFLICT', 'A incorporação é registrada na criação do bem.');
        }
        if (tipo.efeito === 'cautela') {
          throw new AppError(
            'CONFLICT',
            'A cautela é registrada pela Carga patrimonial, com o aceite do recebedor.',
          );
        }
        const { bempatrimonial_id: _b, Data, ...rest } = body;
        const input: MovementInput = {
          ...rest,
          Valor: rest.Valor === undefined ? undefined : cents(rest.Valor),
          data: Data ? new Date(Data) : new Date(),
        };
        const aceiteId = aceites ? await aceites.request(tx, actor, bem, tipo, input) : null;
        if (aceiteId) return { aceiteId, movementId: null };
        return { aceiteId: null, movementId: (await bookMovement(tx, actor, bem, tipo, input)).movementId };
      });
      if (done.aceiteId) return { status: 202, body: await aceites!.answer(actor, done.aceiteId) };
      const row = await findMovimentacao(db, local, done.movementId!);
      if (!row) throw notFound('Movimentação não encontrada.');
      return { status: 201, body: toMovimentacao(row) };
    },
  };
}
export type MovimentacoesService = ReturnType<typeof createMovimentacoesService>;
