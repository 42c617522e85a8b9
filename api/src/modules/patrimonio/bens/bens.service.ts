import {
  type Bem,
  type BemHistoricoItem,
  type BemListQuery,
  type BemUtils,
  type CreateBemBody,
  centsToMoney,
  estadoOptions,
  moneyToCents,
  situacaoOptions,
  TIPO_BEM_LABELS,
  TIPOS_BEM,
  type UpdateBemBody,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import type { Scope } from '../../../lib/scope.js';
import { uniqueViolation } from '../../../lib/sql.js';
import { uniqueKeyConflict } from '../../../lib/unique-keys.js';
import { auditOfRecords } from '../../audit/audit.repository.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../../auth/actor.js';
import { companyInScope } from '../../empresas/company-scope.js';
import { fileIdsOf } from '../../files/files.repository.js';
import type { FilesService } from '../../files/files.service.js';
import { overdueCautelaOfBem } from '../carga/aceites.repository.js';
import { headOfSetor } from '../carga/carga.repository.js';
import type { CategoriaRow } from '../categorias/categorias.repository.js';
import type { CategoriasService } from '../categorias/categorias.service.js';
import { clientsForList, oneClient, secretariaOf, setorOf } from '../client-scope.js';
import { transferirConta } from '../contabilidade/lancamentos.repository.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import { assertValuesOpen } from '../depreciacao/depreciacao-locks.js';
import type { FornecedoresService } from '../fornecedores/fornecedores.service.js';
import { campanhaAberta, congelado } from '../inventario/congelamento.js';
import { assertSalaDoSetor } from '../inventario/salas.service.js';
import { toLocalizacao } from '../localizacoes/localizacoes.mapper.js';
import { findLocalizacao } from '../localizacoes/localizacoes.repository.js';
import { saveLocalizacaoOfBem } from '../localizacoes/localizacoes.service.js';
import {
  activeMotivosBaixa,
  activeTiposIncorporacao,
  activeTiposMovimentacao,
  tipoPorEfeito,
} from '../movimentacoes/movimentacoes.repository.js';
import { bookMovement } from '../movimentacoes/movimentacoes.service.js';
import type { NcmService } from '../ncm/ncm.service.js';
import { ASSET_KINDS, recordFiles } from '../patrimonio-files.js';
import { placesOfClient } from '../places.repository.js';
import { assertValorPlausivel } from '../valor-plausivel.js';
import { toVeiculo } from '../veiculos/veiculos.mapper.js';
import { findVeiculo } from '../veiculos/veiculos.repository.js';
import { saveVeiculoOfBem } from '../veiculos/veiculos.service.js';
import { closedAsset } from './bem-for-detail.js';
import { toBem, toBemListItem, toHistoricoItem, toTipoMovimentacaoOption } from './bens.mapper.js';
import {
  type BemListFilter,
  type BemRow,
  type BemValues,
  bemListQueries,
  findBem,
  findBemDetail,
  insertBem,
  lockBem,
  peekCodigo,
  releaseCodigo,
  reserveCodigo,
  runBemList,
  tipoIncorporacaoAtivo,
  updateBem,
} from './bens.repository.js';
import { paginaExportada } from './bens-exportacao.js';

/** The list's query string as the repository's filter (the API and the benchmark build it alike). */
export const toBemListFilter = (
  q: Omit<BemListQuery, 'page' | 'limit' | 'sort' | 'order'>,
  clientIds: string[],
): BemListFilter => ({
  clientIds,
  codigo: q.codigo,
  search: q.search || undefined,
  descricao: q.descricao || undefined,
  tipo: q.tipo,
  categoriaId: q.categoria_id,
  situacao: q.situacao,
  estadoConservacao: q.estado_conservacao,
  secretariaId: q.secretaria_id,
  setorId: q.setor_id,
  fornecedorId: q.fornecedor_id,
  dataDe: q.data_de,
  dataAte: q.data_ate,
  valorDe: q.valor_de,
  valorAte: q.valor_ate,
});

export const bemListPage = (q: BemListQuery) => ({
  ...pageWindow(q),
  sort: q.sort,
  order: q.order,
});

/** Residual value from the category's percentage, rounded half up to the centavo, exactly. */
export function residualOf(valor: string, percentual: string): string {
  const base = moneyToCents(valor);
  const pct = moneyToCents(percentual); // "10.00" → 1000 hundredths of a percent
  return centsToMoney((base * pct + 5000n) / 10000n);
}

const notFoundBem = () => notFound('Bem patrimonial não encontrado.');

/** The saldo de implantação is depreciation already taken: at most the depreciable amount (valor − residual). */
function checkSaldo(saldo: string | null | undefined, valor: string, residual: string) {
  if (saldo == null) return;
  if (moneyToCents(saldo) > moneyToCents(valor) - moneyToCents(residual)) {
    throw badRequest(
      'saldo_implantacao',
      'O saldo de implantação não pode passar do valor depreciável (valor de aquisição − valor residual).',
    );
  }
}

/**
 * The fields a depreciation reads, and the account (its change is an accounting event of the current
 * month, decision 065): changing one while the current month is closed is refused.
 */
const VALUE_FIELDS = [
  'contaContabil',
  'valorAquisicao',
  'valorResidual',
  'valorAtual',
  'vidaUtilMeses',
  'depreciavel',
  'vidaUtilIndefinida',
  'dataInicioUso',
  'saldoImplantacao',
] as const;

const movedField = (field: string, how: string) =>
  new AppError('CONFLICT', `${field} muda por movimentação (${how}), não pela edição do bem.`, {
    extra: { code: 'USE_MOVIMENTACAO' },
  });

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies; the one method longer than 80 lines has its own reason.
export function createBensService(deps: {
  db: Db;
  files: FilesService;
  categorias: CategoriasService;
  fornecedores: FornecedoresService;
  ncm: NcmService;
}) {
  const { db, files, categorias, fornecedores, ncm } = deps;

  /** The asset with its names and records; 404 outside the scope. */
  async function detail(
    dbOrTx: Db,
    scope: Scope,
    id: string,
    opts: { noRecords?: boolean } = {},
  ): Promise<Bem> {
    const row = await findBemDetail(dbOrTx, scope, id);
    if (!row) throw notFoundBem();
    // A new asset written without a vehicle or property record has none: no need to look.
    const [veiculo, localizacao, cautela] = opts.noRecords
      ? [null, null, null]
      : await Promise.all([
          findVeiculo(dbOrTx, row.bem, { bemId: id }),
          findLocalizacao(dbOrTx, row.bem, { bemId: id }),
          overdueCautelaOfBem(dbOrTx, row.bem.clientId, id, brazilDate(new Date())),
        ]);
    return toBem(
      row,
      veiculo ? toVeiculo(veiculo) : null,
      localizacao ? toLocalizacao(localizacao) : null,
      cautela
        ? {
            aceite_id: cautela.aceite.id,
            data_prevista_retorno: cautela.aceite.dataPrevistaRetorno!,
            destino: cautela.aceite.destino,
            recebedor: cautela.recebedor.nome,
          }
        : null,
    );
  }

  async function visible(local: ActorLocation, id: string): Promise<BemRow> {
    const bem = await findBem(db, local, id);
    if (!bem) throw notFoundBem();
    return bem;
  }

  /** The client of a new asset: the caller's, or (support) the one its secretaria belongs to. */
  async function clientOfSecretaria(local: ActorLocation, secretariaId: string): Promise<string> {
    if (local.clientId) return local.clientId;
    const found = await companyInScope(db, local, secretariaId).catch(() => null);
    if (!found?.company.isDepartment || !found.company.rootId) throw notFound('Secretaria não encontrada.');
    return found.company.rootId;
  }

  /** Checks every reference of the body against the asset's client; returns the category. */
  async function checkReferences(
    local: ActorLocation,
    clientId: string,
    body: CreateBemBody | UpdateBemBody,
    current: BemRow | null,
  ): Promise<CategoriaRow> {
    const categoria = await categorias.ofClient(clientId, body.categoria_id);
    if (categoria.id !== current?.categoriaId && !categoria.ativo) {
      throw new AppError('CONFLICT', `A categoria "${categoria.nome}" está inativa.`);
    }
    if (categoria.tipoBem !== body.tipo) {
      throw badRequest(
        'tipo',
        `A categoria "${categoria.nome}" é de bens do tipo ${TIPO_BEM_LABELS[categoria.tipoBem as 'movel']}.`,
      );
    }
    if (
      body.TipoIncorporacao !== current?.tipoIncorporacaoId &&
      !(await tipoIncorporacaoAtivo(db, body.TipoIncorporacao))
    ) {
      throw badRequest('TipoIncorporacao', 'Tipo de incorporação inválido.');
    }
    if (body.fornecedor_id && body.fornecedor_id !== current?.fornecedorId) {
      const fornecedor = await fornecedores.usable(local, body.fornecedor_id);
      if (!fornecedor.ativo)
        throw new AppError('CONFLICT', `O fornecedor "${fornecedor.razaoSocial}" está inativo.`);
    }
    if (body.ncm_id && body.ncm_id !== current?.ncmId) {
      const referencia = await ncm.ofClient(clientId, body.ncm_id);
      if (!referencia.ncm.ativo)
        throw new AppError('CONFLICT', `A referência NCM ${referencia.ncm.codigo} está inativa.`);
    }
    return categoria;
  }

  /** A code taken meanwhile names the code reserved (the body may have left it to the server). */
  function conflictOf(error: unknown, codigo?: number): never {
    if (uniqueViolation(error) === 'bens_client_codigo_uq')
      throw uniqueKeyConflict('bens_client_codigo_uq', codigo === undefined ? undefined : String(codigo));
    throw error;
  }

  /**
   * Writes a new asset inside the caller's transaction, the one way every new asset is written (the form
   * and the NF-e incorporation): the row with the code the caller reserved (`reserveCodigo`, or
   * `reserveCodigos` for many), the incorporation movement (the first entry of its history, booked now in
   * the open period), its vehicle or property record, and the audit entry. The caller has checked the
   * values and their references.
   */
  async function insertNew(
    tx: Db,
    actor: Actor,
    values: Omit<BemValues, 'codigoBem'>,
    opts: {
      codigo: number;
      incorporacao: NonNullable<Awaited<ReturnType<typeof tipoPorEfeito>>>;
      veiculo?: CreateBemBody['veiculo'];
      localizacao?: CreateBemBody['localizacao'];
    },
  ): Promise<BemRow> {
    // Every asset answers by its setor's head unless the caller named someone (docs/domain.md, "Carga patrimonial").
    const head =
      values.setorId && !values.responsavelId ? await headOfSetor(tx, values.clientId, values.setorId) : null;
    const bem = await insertBem(tx, {
      ...values,
      ...(head ? { responsavelId: head.id, responsavel: values.responsavel ?? head.nome } : {}),
      codigoBem: opts.codigo,
    });
    await bookMovement(tx, actor, bem, opts.incorporacao, {
      TipoMovimentacao: opts.incorporacao.id,
      TipoIncorporacao: bem.tipoIncorporacaoId,
      Valor: bem.valorAquisicao,
      data: new Date(),
    });
    if (opts.veiculo) await saveVeiculoOfBem(tx, actor, bem, opts.veiculo);
    if (opts.localizacao) await saveLocalizacaoOfBem(tx, actor, bem, opts.localizacao);
    await recordAudit(tx, auditActor(actor), {
      action: 'create',
      entity: 'asset',
      entityId: bem.id,
      after: await detail(tx, bem, bem.id, { noRecords: !opts.veiculo && !opts.localizacao }),
      clientId: values.clientId,
    });
    return bem;
  }

  async function list(actor: Actor, q: BemListQuery) {
    const ids = await clientsForList(db, requireLocal(actor), q.cliente_id);
    const result = await runBemList(db, bemListQueries(db, toBemListFilter(q, ids), bemListPage(q)));
    return pageAnswer(q, result, toBemListItem);
  }

  return {
    detail,
    list,

    /** GET .../exportar: each page of the list with the asset form's fields and opening balances (decision 069). */
    listForExport: async (actor: Actor, q: BemListQuery) => paginaExportada(db, await list(actor, q)),

    /** GET .../findByAplicacao/{id}: the assets the caller sees in its application (support: every client). */
    async findByAplicacao(actor: Actor, applicationId: string, q: BemListQuery) {
      const local = requireLocal(actor);
      if (applicationId !== local.applicationId) throw notFound('Aplicação não encontrada.');
      return list(actor, q);
    },

    async get(actor: Actor, id: string): Promise<Bem> {
      return detail(db, requireLocal(actor), id);
    },

    async create(actor: Actor, body: CreateBemBody): Promise<Bem> {
      const local = requireLocal(actor);
      const clientId = await clientOfSecretaria(local, body.secretaria_id);
      const secretaria = await secretariaOf(db, clientId, body.secretaria_id);
      if (body.setor_id) await setorOf(db, clientId, secretaria.id, body.setor_id);
      if (body.sala_id) await assertSalaDoSetor(db, clientId, body.sala_id, body.setor_id ?? null);
      const categoria = await checkReferences(local, clientId, body, null);
      const incorporacao = await tipoPorEfeito(db, 'incorporacao');
      if (!incorporacao) throw new AppError('CONFLICT', 'Não há tipo de movimentação de incorporação ativo.');

      const valorResidual =
        body.valor_residual ?? residualOf(body.valor_aquisicao, categoria.valorResidualPercentual);
      if (moneyToCents(valorResidual) > moneyToCents(body.valor_aquisicao)) {
        throw badRequest('valor_residual', 'O valor residual não pode ser maior que o valor de aquisição.');
      }
      checkSaldo(body.saldo_implantacao, body.valor_aquisicao, valorResidual);
      await assertValorPlausivel(db, clientId, body.valor_aquisicao, body.confirmar_valor);
      const values: Omit<BemValues, 'codigoBem'> = {
        clientId,
        descricao: body.descricao,
        categoriaId: categoria.id,
        tipo: body.tipo,
        situacao: body.situacao ?? 'em_uso',
        estadoConservacao: body.estado_conservacao,
        tipoIncorporacaoId: body.TipoIncorporacao,
        dataAquisicao: body.data_aquisicao,
        dataIncorporacao: body.data_incorporacao ?? body.data_aquisicao,
        valorAquisicao: body.valor_aquisicao,
        valorResidual,
        valorAtual: body.valor_aquisicao,
        vidaUtilMeses: body.vida_util_meses ?? categoria.vidaUtilAnos * 12,
        depreciavel: body.depreciavel ?? categoria.depreciavel,
        vidaUtilIndefinida: body.vida_util_indefinida ?? false,
        contaContabil: body.conta_contabil ?? categoria.contaContabil,
        secretariaId: secretaria.id,
        ...optionalColumns(body, [
          'especificacao',
          'data_inicio_uso',
          'saldo_implantacao',
          'fornecedor_id',
          'ncm_id',
          'nota_fiscal_numero',
          'nota_fiscal_serie',
          'nota_fiscal_chave',
          'empenho',
          'setor_id',
          'sala_id',
          'responsavel',
          'numero_serie',
          'marca',
          'modelo',
          'observacoes',
        ]),
      };

      // The code is taken in a statement of its own, before the transaction: the client's sequence row is
      // locked only for that statement, so simultaneous creations of one client no longer queue behind
      // each other's whole transaction (decision 008). A creation that fails gives its code back.
      const codigo = await reserveCodigo(db, clientId, body.CodigoBEM);
      try {
        const id = await db.transaction(async (tx) => {
          // Before any row lock: a depreciation run of the client holds this lock exclusively (decision 019).
          await lockClientShared(tx, clientId);
          const bem = await insertNew(tx, actor, values, {
            codigo,
            incorporacao,
            veiculo: body.veiculo,
            localizacao: body.localizacao,
          });
          return bem.id;
        });
        return detail(db, { clientId }, id);
      } catch (error) {
        if (body.CodigoBEM === undefined) await releaseCodigo(db, clientId, codigo);
        return conflictOf(error, codigo);
      }
    },

    insertNew,

    // biome-ignore lint/complexity/noExcessiveLinesPerFunction: one asset change in one transaction: the checks and writes in the order docs/domain.md gives them.
    async update(actor: Actor, id: string, body: UpdateBemBody): Promise<Bem> {
      if (body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const local = requireLocal(actor);
      const seen = await visible(local, id);
      // References are checked before the transaction (PGlite runs one at a time: no query may wait
      // outside it); the asset's own state is checked again under its lock.
      const categoria = await checkReferences(local, seen.clientId, body, seen);
      // biome-ignore lint/complexity/noExcessiveLinesPerFunction: one asset change in one transaction: the checks and writes in the order docs/domain.md gives them.
      return db.transaction(async (tx) => {
        await lockClientShared(tx, seen.clientId);
        const current = await lockBem(tx, local, id);
        if (!current) throw notFoundBem();
        if (current.situacao === 'baixado') throw closedAsset();
        if (body.CodigoBEM !== undefined && body.CodigoBEM !== current.codigoBem) {
          throw new AppError(
            'CONFLICT',
            'O código do bem (CodigoBEM) não pode ser alterado: está na plaqueta.',
          );
        }
        if (
          body.secretaria_id !== current.secretariaId ||
          (body.setor_id !== undefined && (body.setor_id ?? null) !== current.setorId)
        ) {
          throw movedField('A secretaria e o setor', 'transferência');
        }
        if (body.responsavel !== undefined && (body.responsavel ?? null) !== current.responsavel) {
          throw movedField('O responsável', 'mudança de responsável');
        }
        if (body.situacao !== undefined && body.situacao !== current.situacao) {
          if (current.situacao !== 'em_uso' && current.situacao !== 'ocioso') {
            throw movedField('A situação', 'retorno de cessão ou de manutenção');
          }
        }
        const salaId = body.sala_id === undefined ? current.salaId : body.sala_id;
        if (salaId !== current.salaId) {
          if (salaId) await assertSalaDoSetor(tx, current.clientId, salaId, current.setorId);
          // Moving between salas is a change of place: an open inventory over either waits for its closing.
          for (const sala of [current.salaId, salaId]) {
            const at = { secretariaId: current.secretariaId, setorId: current.setorId, salaId: sala };
            const campanha = await campanhaAberta(tx, current.clientId, at);
            if (campanha) throw congelado(current.codigoBem, campanha, 'Mudanças de sala');
          }
        }
        const before = await detail(tx, current, id);
        // A vehicle or property record belongs to one kind of asset: changing the kind would orphan it.
        if (body.tipo !== current.tipo && before.veiculo) {
          throw new AppError(
            'CONFLICT',
            'Este bem tem veículo ou equipamento cadastrado: só pode ser do tipo móvel.',
          );
        }
        if (body.tipo !== current.tipo && before.localizacao) {
          throw new AppError(
            'CONFLICT',
            'Este bem tem localização de imóvel cadastrada: só pode ser do tipo imóvel.',
          );
        }

        const valorAquisicao = body.valor_aquisicao;
        if (moneyToCents(valorAquisicao) !== moneyToCents(current.valorAquisicao)) {
          await assertValorPlausivel(tx, current.clientId, valorAquisicao, body.confirmar_valor);
        }
        const valorResidual = body.valor_residual ?? current.valorResidual;
        if (moneyToCents(valorResidual) > moneyToCents(valorAquisicao)) {
          throw badRequest('valor_residual', 'O valor residual não pode ser maior que o valor de aquisição.');
        }
        const keep = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
        const values: Partial<BemValues> = {
          descricao: body.descricao,
          especificacao: keep(body.especificacao, current.especificacao),
          categoriaId: categoria.id,
          tipo: body.tipo,
          situacao: body.situacao ?? current.situacao,
          estadoConservacao: body.estado_conservacao,
          tipoIncorporacaoId: body.TipoIncorporacao,
          dataAquisicao: body.data_aquisicao,
          dataIncorporacao: body.data_incorporacao ?? current.dataIncorporacao,
          dataInicioUso: keep(body.data_inicio_uso, current.dataInicioUso),
          valorAquisicao,
          valorResidual,
          // Until a revaluation or an impairment, the book value is the acquisition value.
          valorAtual: current.valorAtual === current.valorAquisicao ? valorAquisicao : current.valorAtual,
          vidaUtilMeses: body.vida_util_meses ?? current.vidaUtilMeses,
          depreciavel: body.depreciavel ?? current.depreciavel,
          // Only an intangível has an indefinite life: an asset that stops being one loses it.
          vidaUtilIndefinida:
            body.tipo === 'intangivel' && (body.vida_util_indefinida ?? current.vidaUtilIndefinida),
          saldoImplantacao: keep(body.saldo_implantacao, current.saldoImplantacao),
          contaContabil: body.conta_contabil ?? current.contaContabil,
          fornecedorId: keep(body.fornecedor_id, current.fornecedorId),
          ncmId: keep(body.ncm_id, current.ncmId),
          notaFiscalNumero: keep(body.nota_fiscal_numero, current.notaFiscalNumero),
          notaFiscalSerie: keep(body.nota_fiscal_serie, current.notaFiscalSerie),
          notaFiscalChave: keep(body.nota_fiscal_chave, current.notaFiscalChave),
          empenho: keep(body.empenho, current.empenho),
          numeroSerie: keep(body.numero_serie, current.numeroSerie),
          marca: keep(body.marca, current.marca),
          modelo: keep(body.modelo, current.modelo),
          observacoes: keep(body.observacoes, current.observacoes),
          salaId,
        };
        checkSaldo(values.saldoImplantacao, valorAquisicao, valorResidual);
        if (VALUE_FIELDS.some((f) => values[f] !== undefined && values[f] !== current[f])) {
          await assertValuesOpen(tx, current.clientId);
        }
        if (values.dataIncorporacao! < values.dataAquisicao!) {
          throw badRequest(
            'data_incorporacao',
            'A data de incorporação não pode ser anterior à de aquisição.',
          );
        }
        const updated = await updateBem(tx, id, values);
        if (!updated) throw notFoundBem();
        // A change of account moves the asset's balance between accounts: an accounting event (decision 065).
        if (current.situacao !== 'baixado' && updated.contaContabil !== current.contaContabil) {
          await transferirConta(
            tx,
            { ...current, tipo: categoria.tipoBem },
            { de: current.contaContabil, para: updated.contaContabil },
            new Date(),
            actor.userId,
          );
        }
        if (body.veiculo) await saveVeiculoOfBem(tx, actor, updated, body.veiculo);
        if (body.localizacao) await saveLocalizacaoOfBem(tx, actor, updated, body.localizacao);
        const after = await detail(tx, current, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'asset',
          entityId: id,
          before,
          after,
          clientId: current.clientId,
        });
        return after;
      });
    },

    ...recordFiles(files, 'asset', ASSET_KINDS, {
      uploadTo: async (actor, id) => {
        const local = requireLocal(actor);
        const bem = await visible(local, id);
        if (bem.situacao === 'baixado') throw closedAsset();
        return { applicationId: local.applicationId, clientId: bem.clientId };
      },
      visible: (actor, id) => visible(requireLocal(actor), id),
    }),

    /** Change history of the asset from the audit log: its own changes, its files and its records. */
    async historico(actor: Actor, id: string): Promise<BemHistoricoItem[]> {
      const local = requireLocal(actor);
      await visible(local, id);
      const [fileIds, veiculo, localizacao] = await Promise.all([
        fileIdsOf(db, 'asset', id),
        findVeiculo(db, local, { bemId: id }),
        findLocalizacao(db, local, { bemId: id }),
      ]);
      const rows = await auditOfRecords(
        db,
        [
          { entity: 'asset', ids: [id] },
          { entity: 'asset-file', ids: fileIds },
          { entity: 'veiculo', ids: veiculo ? [veiculo.veiculo.id] : [] },
          { entity: 'localizacao', ids: localizacao ? [localizacao.localizacao.id] : [] },
        ],
        500,
      );
      return rows.map(toHistoricoItem);
    },

    async utils(actor: Actor, clienteId?: string): Promise<BemUtils> {
      const clientId = await oneClient(db, requireLocal(actor), clienteId);
      await categorias.ensureSeeded(actor, [clientId]);
      const [proximoCodigo, cats, incorporacoes, movimentos, motivos, places] = await Promise.all([
        peekCodigo(db, clientId),
        categorias.list(actor, clientId),
        activeTiposIncorporacao(db),
        activeTiposMovimentacao(db),
        activeMotivosBaixa(db),
        placesOfClient(db, clientId),
      ]);
      return {
        cliente_id: clientId,
        proximoCodigo,
        categorias: cats.filter((c) => c.ativo).map(({ cliente_id: _c, ativo: _a, ...c }) => c),
        tiposIncorporacao: incorporacoes,
        tiposMovimentacao: movimentos.map(toTipoMovimentacaoOption),
        motivosBaixa: motivos,
        tipos: TIPOS_BEM.map((value) => ({ value, label: TIPO_BEM_LABELS[value] })),
        situacoes: situacaoOptions(),
        estados: estadoOptions(),
        ...places,
      };
    },
  };
}
export type BensService = ReturnType<typeof createBensService>;
