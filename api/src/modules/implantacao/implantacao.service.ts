import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CAMPOS_POR_TIPO,
  type ErroLinha,
  hasRule,
  type Importacao,
  type Mapeamento,
  MapeamentoSchema,
  type OpcoesImplantacao,
  OpcoesImplantacaoSchema,
  type ResumoImplantacao,
  type SalvarPresetBody,
  TIPOS_IMPLANTACAO,
  type TipoImplantacao,
  type ValidarImplantacaoBody,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { LIMITE_BYTES } from '../../lib/leitura/erros.js';
import { type Arquivo, lerPlanilha } from '../../lib/leitura/planilha.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import { DEPARTMENTS_AREA, OBRAS_AREA, PATRIMONIO_AREA, SECTORS_AREA } from '../auth/area-access.js';
import type { createFilesService, IncomingFile } from '../files/files.service.js';
import { clientsForList, oneClient } from '../patrimonio/client-scope.js';
import { findConfig } from '../patrimonio/depreciacao/depreciacao.repository.js';
import type { JobContext, JobRunner } from '../trabalhos/trabalhos.runner.js';
import {
  findImportacao,
  type ImportacaoRow,
  importacaoDoArquivo,
  insertImportacao,
  listImportacoes,
  presetsDoCliente,
  primeiroMesProcessado,
  removerCriadosDaImportacao,
  salvarPreset,
  updateImportacao,
} from './implantacao.repository.js';
import { csvDeErros } from './implantacao-erros-csv.js';
import { conferirMapeamento, PRESETS_PADRAO, sugerirMapeamento } from './implantacao-mapeamento.js';
import { percorrer } from './implantacao-percurso.js';
import { DEFINICOES, type Feitos, type Lote } from './implantacao-tipos.js';

/**
 * The Implantação of a client's old asset register (docs/domain.md, "Implantação"): upload, preview with
 * a suggested mapping, presets, dry run, errors CSV, commit as a job and undo. What a screen may do with an
 * import (`acoes`) is computed here by the same checks the calls make.
 */

type FilesService = ReturnType<typeof createFilesService>;
const AMOSTRA = 10;
const LOTE = 500;
const ERROS_NO_RESUMO = 200;

const mesBr = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

type Acao = { permitido: boolean; motivo: string | null };

/**
 * Whether the caller may ask an import to create the missing secretarias, setores and suppliers: the
 * area and the create rule of each register's own screen (Departamentos, Setores, Fornecedores), so an
 * import creates nothing its user could not create by hand. The answer's `acoes.criar_*` and the refusal
 * of the dry run and the commit (403) both come from here.
 */
export function criacoesPermitidas(
  local: ActorLocation,
): Record<`criar_${'secretarias' | 'setores' | 'fornecedores'}`, Acao> {
  const grant = { flags: local.flags, rules: local.rules };
  const sim = { permitido: true, motivo: null };
  return {
    criar_secretarias:
      DEPARTMENTS_AREA.test(local.flags) && hasRule(grant, 'departments:create')
        ? sim
        : { permitido: false, motivo: 'Você não tem permissão para criar departamentos (secretarias).' },
    criar_setores:
      SECTORS_AREA.test(local.flags) && hasRule(grant, 'sectors:create')
        ? sim
        : { permitido: false, motivo: 'Você não tem permissão para criar setores.' },
    criar_fornecedores: hasRule(grant, 'suppliers:create')
      ? sim
      : { permitido: false, motivo: 'Você não tem permissão para criar fornecedores.' },
  };
}

/**
 * The registers the caller may bring in: each needs the create rule of its own screen (Fornecedores:
 * `suppliers:create`; Veículos e equipamentos and Referências NCM: the patrimônio area and
 * `assets:create`; Obras: the works area, support only), so an import writes nothing its user could not create by hand. The list's `tipos`
 * (what the upload offers), the import's `acoes` and the refusal of the upload (403) all come from here.
 */
export function tiposPermitidos(local: ActorLocation): Record<TipoImplantacao, Acao> {
  const grant = { flags: local.flags, rules: local.rules };
  const sim = { permitido: true, motivo: null };
  const telaDeBens =
    PATRIMONIO_AREA.test(local.flags) && hasRule(grant, 'assets:create')
      ? sim
      : { permitido: false, motivo: 'Você não tem permissão para criar bens.' };
  return {
    bens: sim,
    fornecedores: hasRule(grant, 'suppliers:create')
      ? sim
      : { permitido: false, motivo: 'Você não tem permissão para criar fornecedores.' },
    veiculos: telaDeBens.permitido
      ? sim
      : { permitido: false, motivo: 'Você não tem permissão para criar veículos e equipamentos.' },
    ncm: telaDeBens.permitido
      ? sim
      : { permitido: false, motivo: 'Você não tem permissão para criar referências NCM.' },
    // The works' screen: support only, at a location with the Obras area (its create route's access).
    obras: OBRAS_AREA.test(local.flags)
      ? sim
      : { permitido: false, motivo: 'Só o suporte, num local com o módulo de Obras, pode cadastrar obras.' },
  };
}

/** Refuses (403, with the reason) a register the caller may not bring in. */
function exigirTipo(local: ActorLocation, tipo: TipoImplantacao) {
  const acao = tiposPermitidos(local)[tipo];
  if (!acao.permitido) throw forbidden(acao.motivo ?? undefined);
}

/** The first option asked that the caller may not use (its refusal), or null. */
function opcaoNegada(local: ActorLocation, opcoes: OpcoesImplantacao): Acao | null {
  const podem = criacoesPermitidas(local);
  const chave = (Object.keys(podem) as (keyof typeof podem)[]).find((k) => opcoes[k] && !podem[k].permitido);
  return chave ? podem[chave] : null;
}

/** Refuses (403, with the reason) an option the caller may not use. */
function exigirOpcoes(local: ActorLocation, opcoes: OpcoesImplantacao) {
  const negada = opcaoNegada(local, opcoes);
  if (negada) throw forbidden(negada.motivo ?? undefined);
}

const opcoesDe = (row: ImportacaoRow): OpcoesImplantacao =>
  v.parse(OpcoesImplantacaoSchema, row.opcoes ?? {});
const tipoDe = (row: Pick<ImportacaoRow, 'tipo'>) => row.tipo as TipoImplantacao;
const definicaoDe = (row: Pick<ImportacaoRow, 'tipo'>) => DEFINICOES[tipoDe(row)];
const contar = (n: number, [um, varios]: [string, string]) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createImplantacaoService(deps: { db: Db; files: FilesService; jobs?: JobRunner }) {
  const { db, files, jobs } = deps;

  async function arquivoDe(local: ActorLocation, row: ImportacaoRow): Promise<Arquivo> {
    const file = await files.findInScope(local, row.arquivoId);
    const open = files.open(file);
    return {
      formato: row.formato as Arquivo['formato'],
      tamanho: row.tamanho,
      abrir: async () => open(),
      readAt: async (start, length) =>
        length === 0
          ? Buffer.alloc(0)
          : Buffer.concat(await open({ start, end: start + length - 1 }).toArray()),
    };
  }

  /** The import in the caller's scope (another client's is 404). */
  async function visivel(actor: Actor, id: string) {
    const local = requireLocal(actor);
    const row = await findImportacao(db, local.applicationId, id);
    if (!row || (local.clientId !== null && row.clientId !== local.clientId))
      throw notFound('Importação não encontrada.');
    return { local, row };
  }

  /** The cut-over (first day of the client's implantação month), or why nothing can be imported yet. */
  async function corteDo(
    row: Pick<ImportacaoRow, 'clientId' | 'tipo'>,
  ): Promise<{ corte: string | null; motivo: string | null }> {
    // Only assets open at a cut-over; the other registers import any time.
    if (!definicaoDe(row).precisaCorte) return { corte: null, motivo: null };
    const clientId = row.clientId;
    const config = await findConfig(db, clientId);
    if (!config?.implantacaoAno || !config.implantacaoMes)
      return {
        corte: null,
        motivo: 'Informe o mês de implantação nas configurações da depreciação antes de importar o cadastro.',
      };
    const corte = `${config.implantacaoAno}-${String(config.implantacaoMes).padStart(2, '0')}-01`;
    const primeiro = await primeiroMesProcessado(db, clientId);
    if (primeiro !== null && primeiro < corte)
      return {
        corte,
        motivo: `A depreciação já processou ${mesBr(primeiro)}, antes do mês de implantação (${mesBr(corte)}): o cadastro antigo não pode mais ser importado.`,
      };
    return { corte, motivo: null };
  }

  /** The kind's rules over the file with this mapping and these options. */
  const regrasDe = (row: ImportacaoRow, m: Mapeamento, corte: string | null, opcoes = opcoesDe(row)) =>
    definicaoDe(row).regras(db, row, m, opcoes, corte ?? '');

  async function acoesDe(local: ActorLocation, row: ImportacaoRow): Promise<Importacao['acoes']> {
    const grant = { flags: local.flags, rules: local.rules };
    const sem = (motivo: string) => ({ permitido: false, motivo });
    const sim = { permitido: true, motivo: null };
    const doTipo = tiposPermitidos(local)[tipoDe(row)];
    if (!hasRule(grant, 'implantacao:create') || !doTipo.permitido) {
      const negado = sem(
        doTipo.permitido
          ? 'Você não tem permissão para importar.'
          : (doTipo.motivo ?? 'Você não tem permissão para importar.'),
      );
      return {
        validar: negado,
        gravar: negado,
        desfazer: hasRule(grant, 'implantacao:delete') ? await desfazerAcao(row) : negado,
        criar_secretarias: negado,
        criar_setores: negado,
        criar_fornecedores: negado,
      };
    }
    const { motivo } = await corteDo(row);
    const validar =
      row.situacao === 'gravando' || row.situacao === 'desfeita'
        ? sem('A importação não pode ser validada agora.')
        : motivo
          ? sem(motivo)
          : sim;
    const resumo = row.resumo as ResumoImplantacao | null;
    const gravar =
      row.situacao !== 'validada'
        ? sem(
            row.situacao === 'gravando'
              ? 'A importação está sendo gravada.'
              : 'Valide o arquivo antes de gravar.',
          )
        : motivo
          ? sem(motivo)
          : !resumo || resumo.validas === 0
            ? sem('Nenhuma linha válida a gravar.')
            : (opcaoNegada(local, opcoesDe(row)) ?? sim);
    const desfazer = hasRule(grant, 'implantacao:delete')
      ? await desfazerAcao(row)
      : sem('Você não tem permissão para desfazer.');
    const naoSeAplica = sem('Não se aplica a este cadastro.');
    const criar = definicaoDe(row).criaReferencias
      ? criacoesPermitidas(local)
      : { criar_secretarias: naoSeAplica, criar_setores: naoSeAplica, criar_fornecedores: naoSeAplica };
    return { validar, gravar, desfazer, ...criar };
  }

  async function desfazerAcao(row: ImportacaoRow) {
    if (row.situacao !== 'gravada')
      return { permitido: false, motivo: 'Só uma importação gravada pode ser desfeita.' };
    const impedimento = await definicaoDe(row).impedimentoDeDesfazer(db, row.id);
    return impedimento ? { permitido: false, motivo: impedimento } : { permitido: true, motivo: null };
  }

  async function paraApi(local: ActorLocation, row: ImportacaoRow): Promise<Importacao> {
    const leitura = await lerPlanilha(await arquivoDe(local, row), row.aba);
    const amostra = [];
    for await (const l of leitura.linhas) {
      amostra.push(l.celulas);
      if (amostra.length >= AMOSTRA) break;
    }
    const mapeamento = row.mapeamento ? v.parse(MapeamentoSchema, row.mapeamento) : null;
    return {
      id: row.id,
      tipo: tipoDe(row),
      cliente_id: row.clientId,
      nome: row.nome,
      formato: row.formato as Importacao['formato'],
      tamanho: row.tamanho,
      situacao: row.situacao as Importacao['situacao'],
      abas: leitura.abas,
      aba: leitura.aba,
      cabecalho: leitura.cabecalho,
      amostra: amostra.map((l) => leitura.cabecalho.map((_, i) => (l[i] == null ? null : String(l[i])))),
      codificacao: leitura.info.codificacao,
      separador: leitura.info.separador,
      sugestao: sugerirMapeamento(leitura.cabecalho, amostra, tipoDe(row)),
      mapeamento,
      opcoes: opcoesDe(row),
      resumo: (row.resumo as ResumoImplantacao | null) ?? null,
      corte: row.corte ?? (await corteDo(row)).corte,
      trabalho_id: row.trabalhoId,
      criado_em: row.createdAt.toISOString(),
      acoes: await acoesDe(local, row),
    };
  }

  /** The commit's job: the valid rows not imported yet, in batches, each batch in its own transaction. */
  jobs?.define('implantacao', {
    failure:
      'Falha inesperada ao gravar a importação. O que já foi gravado fica; inicie de novo para continuar.',
    expireInSeconds: 4 * 3600,
    idempotent: true,
    handler: async (ctx: JobContext) => {
      const { actor, importacaoId } = ctx.params as { actor: Actor; importacaoId: string };
      const { local, row } = await visivel(actor, importacaoId);
      try {
        return await gravar(actor, local, row, ctx);
      } catch (error) {
        await updateImportacao(db, row.id, { situacao: 'validada' });
        throw error;
      }
    },
  });

  async function gravar(actor: Actor, local: ActorLocation, row: ImportacaoRow, ctx: JobContext) {
    const definicao = definicaoDe(row);
    const { corte, motivo } = await corteDo(row);
    if (motivo || (definicao.precisaCorte && !corte)) throw conflict(motivo ?? 'Sem mês de implantação.');
    const m = v.parse(MapeamentoSchema, row.mapeamento);
    const resumo = row.resumo as ResumoImplantacao;
    const opcoes = opcoesDe(row);
    exigirOpcoes(local, opcoes);
    const inicio = Date.now();
    let lote: Lote = [];
    let gravadas = 0;
    let vistas = 0;
    const criados = new Map<string, string>();
    const feitos: Feitos = { secretaria: 0, setor: 0, fornecedor: 0 };
    const descarregar = async () => {
      const itens = lote;
      lote = [];
      const r = await db.transaction((tx) =>
        definicao.gravarLote(tx, { row, actor, corte: corte ?? '', itens, criados }),
      );
      gravadas += r.gravadas;
      for (const k of Object.keys(feitos) as (keyof Feitos)[]) feitos[k] += r.feitos[k];
      const decorrido = (Date.now() - inicio) / 1000;
      const restante = vistas ? Math.round((decorrido / vistas) * (resumo.total - vistas)) : null;
      ctx.progress(
        vistas,
        resumo.total,
        `${contar(gravadas, definicao.unidade)} gravados; ${decorrido.toFixed(0)} s decorridos${restante === null ? '' : `, cerca de ${restante} s restantes`}`,
      );
      await ctx.throwIfCancelled();
    };
    const regras = await regrasDe(row, m, corte, opcoes);
    const c = await percorrer(await arquivoDe(local, row), row.aba, regras, {
      valida: async (linha, item) => {
        vistas++;
        lote.push({ linha, item });
        if (lote.length >= LOTE) await descarregar();
      },
      erro: () => void vistas++,
      jaImportada: () => void vistas++,
    });
    await descarregar();
    // What this run created: the names its rows registered, the counts of those actually inserted.
    const { contagem } = regras.pendentes;
    const grupo = (quantidade: number, nomes: string[]) => ({ quantidade, nomes: quantidade ? nomes : [] });
    const final: ResumoImplantacao = {
      ...resumo,
      ...c,
      gravadas: resumo.gravadas + gravadas,
      erros: resumo.erros,
      criados: {
        secretarias: grupo(feitos.secretaria, contagem.secretarias.nomes),
        setores: grupo(feitos.setor, contagem.setores.nomes),
        fornecedores: grupo(feitos.fornecedor, contagem.fornecedores.nomes),
      },
    };
    await db.transaction(async (tx) => {
      await updateImportacao(tx, row.id, { situacao: 'gravada', resumo: final, corte });
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'implantacao',
        entityId: row.id,
        after: {
          arquivo: row.nome,
          gravadas,
          ja_importadas: c.ja_importadas,
          com_erro: c.com_erro,
          corte,
          criados: feitos,
        },
        clientId: row.clientId,
      });
    });
    return { count: gravadas };
  }

  return {
    /** POST .../upload: the file stored and read (header, sheets); the same file again is the same import. */
    async upload(
      actor: Actor,
      clienteId: string | undefined,
      file: IncomingFile,
      tipo: TipoImplantacao = 'bens',
    ) {
      const local = requireLocal(actor);
      exigirTipo(local, tipo);
      const clientId = await oneClient(db, local, clienteId);
      const id = randomUUID();
      const owner = { type: 'implantacao', id, applicationId: local.applicationId, clientId };
      const stored = await files.upload(actor, owner, file, ['text', 'office'], { maxBytes: LIMITE_BYTES });
      const fileRow = await files.findInScope(local, stored.id);
      const formato =
        stored.mime === 'text/csv' || stored.mime === 'text/plain'
          ? 'csv'
          : stored.mime.includes('spreadsheetml')
            ? 'xlsx'
            : null;
      const descartar = () => files.remove(actor, fileRow);
      if (!formato) {
        await descartar();
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie uma planilha CSV ou XLSX.');
      }
      const anterior = await importacaoDoArquivo(db, clientId, fileRow.sha256, tipo);
      if (anterior) {
        await descartar();
        return paraApi(local, anterior);
      }
      const base = {
        id,
        tipo,
        applicationId: local.applicationId,
        clientId,
        arquivoId: stored.id,
        nome: stored.name,
        formato,
        tamanho: stored.size,
        sha256: fileRow.sha256,
        createdBy: actor.userId,
      };
      try {
        await lerPlanilha(await arquivoDe(local, { ...base, aba: null } as ImportacaoRow));
      } catch (error) {
        await descartar();
        throw error;
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await insertImportacao(tx, base);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'implantacao-arquivo',
          entityId: id,
          after: { arquivo: stored.name, tamanho: stored.size, tipo },
          clientId,
        });
        return inserted;
      });
      return paraApi(local, row);
    },

    async list(actor: Actor, clienteId?: string) {
      const local = requireLocal(actor);
      const ids = await clientsForList(db, local, clienteId);
      const rows = await listImportacoes(db, ids);
      const podem = tiposPermitidos(local);
      return {
        tipos: TIPOS_IMPLANTACAO.map((tipo) => ({ tipo, ...podem[tipo] })),
        data: rows.map(({ row: r, criadoPor }) => ({
          id: r.id,
          tipo: tipoDe(r),
          nome: r.nome,
          formato: r.formato as Importacao['formato'],
          situacao: r.situacao as Importacao['situacao'],
          resumo: (r.resumo as ResumoImplantacao | null) ?? null,
          criado_em: r.createdAt.toISOString(),
          criado_por: criadoPor,
        })),
      };
    },

    async get(actor: Actor, id: string, aba?: string) {
      const { local, row } = await visivel(actor, id);
      return paraApi(local, aba === undefined ? row : { ...row, aba });
    },

    /** POST .../validar: the dry run over every row; nothing is written but the summary and the mapping. */
    async validar(actor: Actor, id: string, body: ValidarImplantacaoBody) {
      const { local, row } = await visivel(actor, id);
      const acoes = await acoesDe(local, row);
      if (!acoes.validar.permitido)
        throw conflict(acoes.validar.motivo ?? 'A importação não pode ser validada agora.');
      const { corte } = await corteDo(row);
      const aba = body.aba ?? row.aba;
      const arquivo = await arquivoDe(local, row);
      const { cabecalho } = await lerPlanilha(arquivo, aba);
      conferirMapeamento(body.mapeamento, cabecalho, tipoDe(row));
      if (!definicaoDe(row).criaReferencias && Object.values(body.opcoes).some(Boolean))
        throw badRequest(
          'opcoes',
          'Criar secretarias, setores ou fornecedores não se aplica a este cadastro.',
        );
      exigirOpcoes(local, body.opcoes);
      const erros: ErroLinha[] = [];
      const regras = await regrasDe(row, body.mapeamento, corte, body.opcoes);
      const c = await percorrer(arquivo, aba, regras, {
        erro: (_, e) => {
          if (erros.length < ERROS_NO_RESUMO) erros.push(...e.slice(0, ERROS_NO_RESUMO - erros.length));
        },
      });
      const resumo: ResumoImplantacao = {
        total: c.total,
        validas: c.validas,
        com_erro: c.com_erro,
        ja_importadas: c.ja_importadas,
        gravadas: (row.resumo as ResumoImplantacao | null)?.gravadas ?? 0,
        erros,
        avisos: regras.pendentes.avisos,
        criar: regras.pendentes.contagem,
        ...(regras.situacoes ? { situacoes: regras.situacoes() } : {}),
      };
      const atualizada = await updateImportacao(db, row.id, {
        aba,
        mapeamento: body.mapeamento,
        opcoes: body.opcoes,
        resumo,
        situacao: 'validada',
      });
      return paraApi(local, atualizada!);
    },

    /** GET .../erros.csv: each row with errors as it was in the file, and a column with its messages. */
    async errosCsv(actor: Actor, id: string): Promise<{ nome: string; corpo: Readable }> {
      const { local, row } = await visivel(actor, id);
      if (!row.mapeamento) throw conflict('Valide o arquivo antes de baixar os erros.');
      const m = v.parse(MapeamentoSchema, row.mapeamento);
      const { corte } = await corteDo(row);
      if (definicaoDe(row).precisaCorte && !corte)
        throw conflict('Informe o mês de implantação nas configurações da depreciação.');
      const arquivo = await arquivoDe(local, row);
      const regras = await regrasDe(row, m, corte);
      const { cabecalho } = await lerPlanilha(arquivo, row.aba);
      const corpo = Readable.from(
        csvDeErros(cabecalho, (visitante) => percorrer(arquivo, row.aba, regras, visitante)),
      );
      return { nome: `erros-${row.nome.replace(/\.[^.]+$/, '')}.csv`, corpo };
    },

    /** POST .../gravar: the commit as a job (202 with its id); one commit per client at a time. */
    async gravar(actor: Actor, id: string) {
      const { local, row } = await visivel(actor, id);
      const acoes = await acoesDe(local, row);
      if (!acoes.gravar.permitido)
        throw conflict(acoes.gravar.motivo ?? 'A importação não pode ser gravada agora.');
      exigirOpcoes(local, opcoesDe(row));
      if (!jobs) throw new AppError('UNAVAILABLE', 'A fila de trabalhos não está disponível.');
      const trabalhoId = await jobs.enqueue({
        kind: 'implantacao',
        title: `Implantação de ${row.nome}`,
        clientId: row.clientId,
        userId: actor.userId,
        params: { actor, importacaoId: row.id },
        dedupeKey: `implantacao:${row.clientId}`,
        conflict: conflict('Já há uma importação sendo gravada neste cliente.', 'PROCESSANDO'),
      });
      await updateImportacao(db, row.id, { situacao: 'gravando', trabalhoId });
      return { trabalho_id: trabalhoId };
    },

    /** POST .../desfazer: removes every asset the import wrote, while nothing else has touched them. */
    async desfazer(actor: Actor, id: string) {
      const { local, row } = await visivel(actor, id);
      const acoes = await acoesDe(local, row);
      if (!acoes.desfazer.permitido)
        throw conflict(acoes.desfazer.motivo ?? 'A importação não pode ser desfeita.');
      const removidos = await db.transaction(async (tx) => {
        const impedimento = await definicaoDe(row).impedimentoDeDesfazer(tx, row.id);
        if (impedimento) throw conflict(impedimento);
        const definicao = definicaoDe(row);
        const n = await definicao.remover(tx, row.id);
        const criados = definicao.criaReferencias
          ? await removerCriadosDaImportacao(tx, row.id)
          : { removidos: 0, mantidos: 0 };
        await updateImportacao(tx, row.id, { situacao: 'desfeita', desfeitaEm: new Date() });
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: 'implantacao',
          entityId: row.id,
          before: {
            tipo: row.tipo,
            arquivo: row.nome,
            bens: n,
            criados_removidos: criados.removidos,
            criados_mantidos: criados.mantidos,
          },
          clientId: row.clientId,
        });
        return { n, criados };
      });
      const { n, criados } = removidos;
      const extra =
        criados.removidos || criados.mantidos
          ? ` Cadastros criados por ela: ${criados.removidos} removidos${criados.mantidos ? `, ${criados.mantidos} mantidos (em uso)` : ''}.`
          : '';
      const removidosTexto = `${n.toLocaleString('pt-BR')} ${definicaoDe(row).unidade[1]} removidos`;
      return { status: 'Ok' as const, message: `Importação desfeita: ${removidosTexto}.${extra}` };
    },

    /** The presets of a kind: the shipped ones and the client's whose fields are all of that kind. */
    async presets(actor: Actor, clienteId?: string, tipo: TipoImplantacao = 'bens') {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, clienteId);
      const salvos = await presetsDoCliente(db, clientId);
      const doTipo = CAMPOS_POR_TIPO[tipo];
      return {
        data: [
          ...PRESETS_PADRAO[tipo].map((p) => ({
            id: null,
            nome: p.nome,
            padrao: true,
            mapeamento: p.mapeamento,
          })),
          ...salvos
            .map((p) => ({
              id: p.id,
              nome: p.nome,
              padrao: false,
              mapeamento: v.parse(MapeamentoSchema, p.mapeamento),
            }))
            .filter((p) => Object.keys(p.mapeamento.campos).every((c) => doTipo.includes(c as never))),
        ],
      };
    },

    async salvarPreset(actor: Actor, clienteId: string | undefined, body: SalvarPresetBody) {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, clienteId);
      if (
        Object.values(PRESETS_PADRAO)
          .flat()
          .some((p) => p.nome.toLowerCase() === body.nome.toLowerCase())
      )
        throw badRequest('nome', `"${body.nome}" é um modelo do sistema: escolha outro nome.`);
      const row = await salvarPreset(db, {
        clientId,
        nome: body.nome,
        mapeamento: body.mapeamento,
        createdBy: actor.userId,
      });
      return { id: row.id, nome: row.nome, padrao: false, mapeamento: body.mapeamento };
    },
  };
}

export type ImplantacaoService = ReturnType<typeof createImplantacaoService>;
