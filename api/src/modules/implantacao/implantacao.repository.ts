import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import {
  implantacaoBens,
  implantacaoCriados,
  implantacaoImportacoes,
  implantacaoPresets,
} from '../../db/schema-implantacao.js';
import {
  bensPatrimoniais,
  categoriasBens,
  depreciacoesItens,
  depreciacoesMeses,
  fornecedores,
  movimentacoesBens,
  referenciasNcm,
  veiculosEquipamentos,
} from '../../db/schema-patrimonio.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor } from '../auth/actor.js';
import { toCompany } from '../empresas/empresas.mapper.js';
import { reserveCodigo, reserveCodigos } from '../patrimonio/bens/bens.repository.js';
import { toFornecedor } from '../patrimonio/fornecedores/fornecedores.mapper.js';
import type { Novo } from './implantacao-criacoes.js';
import { gravarLocalizacoes, impedimentoDeLocalizacoes, removerLocalizacoes } from './implantacao-imoveis.js';
import {
  type BemImportado,
  type Categoria,
  type Referencias,
  TIPO_INCORPORACAO_IMPLANTACAO,
} from './implantacao-linha.js';
import { normalizarCabecalho } from './implantacao-mapeamento.js';

/** The Implantação area's reads and writes (docs/domain.md, "Implantação"). */

export type ImportacaoRow = typeof implantacaoImportacoes.$inferSelect;
const imp = implantacaoImportacoes;

export async function insertImportacao(db: Db, values: typeof imp.$inferInsert): Promise<ImportacaoRow> {
  const [row] = await db.insert(imp).values(values).returning();
  if (!row) throw new Error('insert importação');
  return row;
}

/** The live (not undone) import of this file for this register in the client: the file's idempotency key. */
export async function importacaoDoArquivo(db: ReadDb, clientId: string, sha256: string, tipo: string) {
  const [row] = await db
    .select()
    .from(imp)
    .where(
      and(eq(imp.clientId, clientId), eq(imp.tipo, tipo), eq(imp.sha256, sha256), isNull(imp.desfeitaEm)),
    );
  return row ?? null;
}

export async function findImportacao(db: ReadDb, applicationId: string, id: string) {
  const [row] = await db
    .select()
    .from(imp)
    .where(and(eq(imp.id, id), eq(imp.applicationId, applicationId)));
  return row ?? null;
}

/** The client's 50 latest imports, each with who sent it (the list's "Enviada por"). */
export async function listImportacoes(db: ReadDb, clientIds: string[]) {
  return db
    .select({
      row: imp,
      criadoPor: sql<string | null>`coalesce(nullif(${users.fullname}, ''), ${users.username})`,
    })
    .from(imp)
    .leftJoin(users, eq(users.id, imp.createdBy))
    .where(inArray(imp.clientId, clientIds))
    .orderBy(desc(imp.createdAt))
    .limit(50);
}

export async function updateImportacao(db: Db, id: string, values: Partial<typeof imp.$inferInsert>) {
  const [row] = await db
    .update(imp)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imp.id, id))
    .returning();
  return row ?? null;
}

/** Categories, secretarias and setores of the client, and the application's suppliers, by their keys. */
export async function carregarReferencias(
  db: ReadDb,
  applicationId: string,
  clientId: string,
): Promise<Referencias> {
  const categorias = (await db
    .select({
      id: categoriasBens.id,
      nome: categoriasBens.nome,
      tipoBem: categoriasBens.tipoBem,
      contaContabil: categoriasBens.contaContabil,
      vidaUtilAnos: categoriasBens.vidaUtilAnos,
      valorResidualPercentual: categoriasBens.valorResidualPercentual,
      depreciavel: categoriasBens.depreciavel,
      ativo: categoriasBens.ativo,
    })
    .from(categoriasBens)
    .where(eq(categoriasBens.clientId, clientId))) as Categoria[];
  const lugares = await db
    .select({
      id: companies.id,
      nome: companies.name,
      parentId: companies.parentId,
      setor: companies.isSector,
    })
    .from(companies)
    .where(and(eq(companies.rootId, clientId), eq(companies.active, true)));
  const fornecedoresRows = await db
    .select({ id: fornecedores.id, cpfCnpj: fornecedores.cpfCnpj })
    .from(fornecedores)
    .where(eq(fornecedores.applicationId, applicationId));
  const ncmRows = await db
    .select({ id: referenciasNcm.id, codigo: referenciasNcm.codigo })
    .from(referenciasNcm)
    .where(eq(referenciasNcm.clientId, clientId));
  const chave = normalizarCabecalho;
  return {
    categoriasPorId: new Map(categorias.map((c) => [c.id, c])),
    categoriasPorNome: new Map(categorias.map((c) => [chave(c.nome), c])),
    secretarias: new Map(lugares.filter((l) => !l.setor).map((l) => [chave(l.nome), l.id])),
    setores: new Map(lugares.filter((l) => l.setor).map((l) => [`${l.parentId}|${chave(l.nome)}`, l.id])),
    fornecedores: new Map(fornecedoresRows.map((f) => [f.cpfCnpj, f.id])),
    ncm: new Map(ncmRows.map((n) => [n.codigo.replace(/\D/g, ''), n.id])),
  };
}

/** The source keys already in the client's register (rows of earlier imports). */
export async function chavesImportadas(db: ReadDb, clientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ chave: implantacaoBens.chave })
    .from(implantacaoBens)
    .where(eq(implantacaoBens.clientId, clientId));
  return new Set(rows.map((r) => r.chave));
}

export async function codigosDoCliente(db: ReadDb, clientId: string): Promise<Set<number>> {
  const rows = await db
    .select({ codigo: bensPatrimoniais.codigoBem })
    .from(bensPatrimoniais)
    .where(eq(bensPatrimoniais.clientId, clientId));
  return new Set(rows.map((r) => r.codigo));
}

/** The client's earliest processed depreciation month, as yyyy-MM-01, or null. */
export async function primeiroMesProcessado(db: ReadDb, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ ano: depreciacoesMeses.ano, mes: depreciacoesMeses.mes })
    .from(depreciacoesMeses)
    .where(eq(depreciacoesMeses.clientId, clientId))
    .orderBy(depreciacoesMeses.ano, depreciacoesMeses.mes)
    .limit(1);
  return row ? `${row.ano}-${String(row.mes).padStart(2, '0')}-01` : null;
}

export type ItemLote = { linha: number; bem: BemImportado };

const REFERENCIAS_LOCK = 74401;

async function fornecedorDoDocumento(tx: Db, applicationId: string, cpfCnpj: string) {
  const [row] = await tx
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(and(eq(fornecedores.applicationId, applicationId), eq(fornecedores.cpfCnpj, cpfCnpj)));
  return row!.id;
}

/** The client's active secretarias (or setores of a secretaria) by their name's key, read in the transaction. */
async function lugaresPorChave(tx: Db, clientId: string, setores: boolean) {
  const rows = await tx
    .select({ id: companies.id, nome: companies.name, parentId: companies.parentId })
    .from(companies)
    .where(and(eq(companies.rootId, clientId), eq(companies.active, true), eq(companies.isSector, setores)));
  return new Map(
    rows.map((r) => [
      setores ? `${r.parentId}|${normalizarCabecalho(r.nome)}` : normalizarCabecalho(r.nome),
      r.id,
    ]),
  );
}

/**
 * Creates, in the batch's transaction, the secretarias, setores and suppliers its rows name that are not
 * created yet (docs/domain.md, "Implantação"; decision 064), and points the rows at them. `criados` maps
 * each pending id to the row's real id across batches. A secretaria or setor is looked for again under a
 * per-client lock (another import or the admin screen may have created it since the dry run): found, it
 * is used; a supplier is inserted with `on conflict do nothing` on its unique CPF/CNPJ, so a concurrent
 * creation yields one row. Each created one is audited and recorded for the undo; the counts created.
 */
export async function criarPendentes(
  tx: Db,
  p: {
    applicationId: string;
    clientId: string;
    importacaoId: string;
    actor: Actor;
    itens: ItemLote[];
    criados: Map<string, string>;
  },
): Promise<{ secretaria: number; setor: number; fornecedor: number }> {
  const feitos = { secretaria: 0, setor: 0, fornecedor: 0 };
  const faltam = new Map<string, Novo>();
  for (const item of p.itens) for (const n of item.bem.novos) if (!p.criados.has(n.id)) faltam.set(n.id, n);
  const registrarCriado = async (tipo: Novo['tipo'], id: string, after: unknown, entity: string) => {
    await tx
      .insert(implantacaoCriados)
      .values({ importacaoId: p.importacaoId, clientId: p.clientId, tipo, entidadeId: id });
    await recordAudit(tx, auditActor(p.actor), {
      action: 'create',
      entity,
      entityId: id,
      after: { ...(after as object), implantacao: p.importacaoId },
      clientId: p.clientId,
    });
    feitos[tipo]++;
  };
  const lugares = [...faltam.values()].filter((n) => n.tipo !== 'fornecedor');
  if (lugares.length) {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCIAS_LOCK}, hashtext(${p.clientId}))`);
    const secretarias = await lugaresPorChave(tx, p.clientId, false);
    for (const n of lugares) {
      if (n.tipo !== 'secretaria') continue;
      const existente = secretarias.get(n.chave);
      if (existente) {
        p.criados.set(n.id, existente);
        continue;
      }
      const [row] = await tx
        .insert(companies)
        .values({
          id: n.id,
          applicationId: p.applicationId,
          rootId: p.clientId,
          name: n.nome,
          isDepartment: true,
        })
        .returning();
      await registrarCriado('secretaria', row!.id, toCompany(row!), 'company');
      p.criados.set(n.id, row!.id);
    }
    const setores = await lugaresPorChave(tx, p.clientId, true);
    for (const n of lugares) {
      if (n.tipo !== 'setor') continue;
      const parentId = p.criados.get(n.secretariaId) ?? n.secretariaId;
      const existente = setores.get(`${parentId}|${normalizarCabecalho(n.nome)}`);
      if (existente) {
        p.criados.set(n.id, existente);
        continue;
      }
      const [row] = await tx
        .insert(companies)
        .values({
          id: n.id,
          applicationId: p.applicationId,
          rootId: p.clientId,
          parentId,
          name: n.nome,
          isSector: true,
        })
        .returning();
      await registrarCriado('setor', row!.id, toCompany(row!), 'company');
      p.criados.set(n.id, row!.id);
    }
  }
  for (const n of faltam.values()) {
    if (n.tipo !== 'fornecedor') continue;
    const b = n.body;
    const [row] = await tx
      .insert(fornecedores)
      .values({
        id: n.id,
        applicationId: p.applicationId,
        rootId: p.clientId,
        tipoPessoa: b.tipo_pessoa,
        cpfCnpj: b.cpf_cnpj,
        razaoSocial: b.razao_social,
      })
      .onConflictDoNothing({ target: [fornecedores.applicationId, fornecedores.cpfCnpj] })
      .returning();
    if (row) await registrarCriado('fornecedor', row.id, toFornecedor(row), 'fornecedor');
    p.criados.set(n.id, row?.id ?? (await fornecedorDoDocumento(tx, p.applicationId, b.cpf_cnpj)));
  }
  apontarParaCriados(p.itens, p.criados);
  return feitos;
}

/** Points each row at the real ids of what it named (a pending id may have met an existing one). */
function apontarParaCriados(itens: ItemLote[], criados: Map<string, string>) {
  const real = (id: string | null | undefined) => (id ? (criados.get(id) ?? id) : id);
  for (const item of itens) {
    if (!item.bem.novos.length) continue;
    const d = item.bem.body;
    d.secretaria_id = real(d.secretaria_id) as string;
    d.setor_id = real(d.setor_id);
    d.fornecedor_id = real(d.fornecedor_id);
  }
}

/**
 * Writes one batch of imported assets in the caller's transaction: the codes (the file's, the sequence
 * moved past them, or the next of the client), the assets with their opening balances, the incorporation
 * movement of type Implantação dated at the cut-over, each row's source key and an imóvel's location.
 */
export async function gravarLote(
  tx: Db,
  p: { clientId: string; importacaoId: string; userId: string | null; corte: string; itens: ItemLote[] },
): Promise<number> {
  if (p.itens.length === 0) return 0;
  const dados = p.itens.map((i) => i.bem.body);
  const semCodigo = dados.filter((d) => d.CodigoBEM === undefined).length;
  const maiorDado = Math.max(0, ...dados.map((d) => d.CodigoBEM ?? 0));
  if (maiorDado > 0) await reserveCodigo(tx, p.clientId, maiorDado);
  let proximo = semCodigo ? await reserveCodigos(tx, p.clientId, semCodigo) : 0;
  const valores = p.itens.map(({ bem }) => {
    const d = bem.body;
    return {
      clientId: p.clientId,
      codigoBem: d.CodigoBEM ?? proximo++,
      descricao: d.descricao,
      especificacao: d.especificacao ?? null,
      categoriaId: d.categoria_id,
      tipo: d.tipo,
      situacao: 'em_uso',
      estadoConservacao: d.estado_conservacao,
      tipoIncorporacaoId: TIPO_INCORPORACAO_IMPLANTACAO,
      dataAquisicao: d.data_aquisicao,
      dataIncorporacao: d.data_incorporacao ?? d.data_aquisicao,
      dataInicioUso: d.data_inicio_uso ?? null,
      valorAquisicao: d.valor_aquisicao,
      valorResidual: bem.valores.valorResidual,
      valorAtual: d.valor_aquisicao,
      vidaUtilMeses: bem.valores.vidaUtilMeses,
      depreciavel: bem.valores.depreciavel,
      saldoImplantacao: d.saldo_implantacao ?? null,
      contaContabil: bem.valores.contaContabil,
      fornecedorId: d.fornecedor_id ?? null,
      notaFiscalNumero: d.nota_fiscal_numero ?? null,
      notaFiscalSerie: d.nota_fiscal_serie ?? null,
      notaFiscalChave: d.nota_fiscal_chave ?? null,
      ncmId: d.ncm_id ?? null,
      empenho: d.empenho ?? null,
      secretariaId: d.secretaria_id,
      setorId: d.setor_id ?? null,
      responsavel: d.responsavel ?? null,
      numeroSerie: d.numero_serie ?? null,
      marca: d.marca ?? null,
      modelo: d.modelo ?? null,
      observacoes: d.observacoes ?? null,
    };
  });
  const bens = await tx
    .insert(bensPatrimoniais)
    .values(valores)
    .returning({ id: bensPatrimoniais.id, codigoBem: bensPatrimoniais.codigoBem });
  const data = new Date(`${p.corte}T12:00:00-03:00`);
  await tx.insert(movimentacoesBens).values(
    bens.map((bem, i) => {
      const v = valores[i]!;
      return {
        clientId: p.clientId,
        bemId: bem.id,
        codigoBem: bem.codigoBem,
        data,
        tipoMovimentacaoId: 1,
        tipoIncorporacaoId: TIPO_INCORPORACAO_IMPLANTACAO,
        contaContabil: Number(v.contaContabil.replace(/\D/g, '')),
        valor: v.valorAquisicao,
        secretariaId: v.secretariaId,
        setorId: v.setorId,
        secretariaAnteriorId: v.secretariaId,
        setorAnteriorId: v.setorId,
        situacaoAnterior: 'em_uso',
        situacao: 'em_uso',
        valorAnterior: v.valorAquisicao,
        responsavelAnterior: v.responsavel,
        responsavel: v.responsavel,
        observacao: 'Implantação',
        userId: p.userId,
      };
    }),
  );
  await registrarDoArquivo(tx, p, bens);
  return bens.length;
}

/** What each written asset brings besides itself: its source key and, for an imóvel, its location. */
async function registrarDoArquivo(
  tx: Db,
  p: { clientId: string; importacaoId: string; itens: ItemLote[] },
  bens: { id: string }[],
) {
  await gravarLocalizacoes(
    tx,
    p.clientId,
    bens,
    p.itens.map((i) => i.bem.localizacao),
  );
  await tx.insert(implantacaoBens).values(
    bens.map((bem, i) => ({
      clientId: p.clientId,
      chave: p.itens[i]!.bem.chave,
      importacaoId: p.importacaoId,
      bemId: bem.id,
      linha: p.itens[i]!.linha,
    })),
  );
}

const bensDa = (importacaoId: string) =>
  sql`(select ${implantacaoBens.bemId} from ${implantacaoBens} where ${implantacaoBens.importacaoId} = ${importacaoId})`;

/** Why an import can no longer be undone (a depreciation month or another movement reached its assets), or null. */
export async function impedimentoDeDesfazer(db: ReadDb, importacaoId: string): Promise<string | null> {
  const [depreciado] = await db
    .select({ x: sql<number>`1` })
    .from(depreciacoesItens)
    .where(sql`${depreciacoesItens.bemId} in ${bensDa(importacaoId)}`)
    .limit(1);
  if (depreciado)
    return 'Um mês de depreciação processado já inclui bens desta importação: corrija-os por estorno ou movimentação.';
  const [movido] = await db
    .select({ x: sql<number>`1` })
    .from(movimentacoesBens)
    .where(
      and(
        sql`${movimentacoesBens.bemId} in ${bensDa(importacaoId)}`,
        ne(movimentacoesBens.tipoIncorporacaoId, TIPO_INCORPORACAO_IMPLANTACAO),
      ),
    )
    .limit(1);
  const [outra] = await db
    .select({ x: sql<number>`1` })
    .from(movimentacoesBens)
    .where(
      and(
        sql`${movimentacoesBens.bemId} in ${bensDa(importacaoId)}`,
        ne(movimentacoesBens.tipoMovimentacaoId, 1),
      ),
    )
    .limit(1);
  if (movido || outra)
    return 'Bens desta importação já têm outras movimentações: corrija-os por estorno ou movimentação.';
  // A vehicle (from its screen or a vehicles' import) points at the asset: the asset cannot go first.
  const [comVeiculo] = await db
    .select({ x: sql<number>`1` })
    .from(veiculosEquipamentos)
    .where(sql`${veiculosEquipamentos.bemId} in ${bensDa(importacaoId)}`)
    .limit(1);
  if (comVeiculo)
    return 'Bens desta importação já têm veículo ou equipamento cadastrado: remova-os (ou desfaça a importação dos veículos) antes.';
  return impedimentoDeLocalizacoes(db, importacaoId);
}

/** Removes the assets an import wrote (their movements, locations and source keys first); the count removed. */
export async function removerBensDaImportacao(tx: Db, importacaoId: string): Promise<number> {
  const ids = (
    await tx
      .select({ id: implantacaoBens.bemId })
      .from(implantacaoBens)
      .where(eq(implantacaoBens.importacaoId, importacaoId))
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await tx.delete(implantacaoBens).where(eq(implantacaoBens.importacaoId, importacaoId));
  for (let i = 0; i < ids.length; i += 5000) {
    const lote = ids.slice(i, i + 5000);
    await tx.delete(movimentacoesBens).where(inArray(movimentacoesBens.bemId, lote));
    await removerLocalizacoes(tx, lote);
    await tx.delete(bensPatrimoniais).where(inArray(bensPatrimoniais.id, lote));
  }
  return ids.length;
}

/**
 * Removes what an import created (setores, then secretarias, then suppliers) that nothing references any
 * more: each in its own savepoint, so a foreign key still pointing at it (an asset of another import, an
 * access, a setor created by hand) keeps it. The counts removed and kept.
 */
export async function removerCriadosDaImportacao(tx: Db, importacaoId: string) {
  const criados = await tx
    .select()
    .from(implantacaoCriados)
    .where(eq(implantacaoCriados.importacaoId, importacaoId));
  const ordem = { setor: 0, secretaria: 1, fornecedor: 2 } as Record<string, number>;
  criados.sort((a, b) => (ordem[a.tipo] ?? 0) - (ordem[b.tipo] ?? 0));
  let removidos = 0;
  let mantidos = 0;
  for (const c of criados) {
    // A setor points at its secretaria without a foreign key: one still there keeps the secretaria.
    const [filho] =
      c.tipo === 'secretaria'
        ? await tx
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.parentId, c.entidadeId))
            .limit(1)
        : [];
    if (filho) {
      mantidos++;
      continue;
    }
    try {
      await tx.transaction(async (sp) => {
        await sp
          .delete(implantacaoCriados)
          .where(and(eq(implantacaoCriados.tipo, c.tipo), eq(implantacaoCriados.entidadeId, c.entidadeId)));
        if (c.tipo === 'fornecedor') await sp.delete(fornecedores).where(eq(fornecedores.id, c.entidadeId));
        else if (c.tipo === 'veiculo')
          await sp.delete(veiculosEquipamentos).where(eq(veiculosEquipamentos.id, c.entidadeId));
        else if (c.tipo === 'ncm') await sp.delete(referenciasNcm).where(eq(referenciasNcm.id, c.entidadeId));
        else await sp.delete(companies).where(eq(companies.id, c.entidadeId));
      });
      removidos++;
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (e?.code !== '23503' && e?.cause?.code !== '23503') throw error;
      mantidos++;
    }
  }
  return { removidos, mantidos };
}

// ---------------------------------------------------------------- presets

export async function presetsDoCliente(db: ReadDb, clientId: string) {
  return db
    .select()
    .from(implantacaoPresets)
    .where(eq(implantacaoPresets.clientId, clientId))
    .orderBy(implantacaoPresets.nome);
}

/** Saves a preset by its name (the same name, any case, is replaced). */
export async function salvarPreset(
  db: Db,
  values: { clientId: string; nome: string; mapeamento: unknown; createdBy: string | null },
) {
  const [existente] = await db
    .select({ id: implantacaoPresets.id })
    .from(implantacaoPresets)
    .where(
      and(
        eq(implantacaoPresets.clientId, values.clientId),
        sql`lower(${implantacaoPresets.nome}) = lower(${values.nome})`,
      ),
    );
  if (existente) {
    const [row] = await db
      .update(implantacaoPresets)
      .set({ nome: values.nome, mapeamento: values.mapeamento, updatedAt: new Date() })
      .where(eq(implantacaoPresets.id, existente.id))
      .returning();
    return row!;
  }
  const [row] = await db.insert(implantacaoPresets).values(values).returning();
  return row!;
}
