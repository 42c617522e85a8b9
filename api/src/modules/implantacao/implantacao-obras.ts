import {
  CATEGORIA_CNO_LABELS,
  CATEGORIAS_CNO,
  type CampoImplantacao,
  type CreateCnoBody,
  CreateCnoBodySchema,
  type CreateObraBody,
  CreateObraBodySchema,
  chaveSituacao,
  formatCno,
  type Mapeamento,
  PARALISADAS,
  pareceRecebida,
  SITUACAO_CNO_LABELS,
  SITUACOES_CNO,
  type SituacaoDoArquivo,
  type SituacaoObraImportavel,
  sugerirSituacaoObra,
  TIPO_OBRA_LABELS,
  TIPOS_OBRA,
  UNIDADE_AREA_LABELS,
  UNIDADES_AREA,
} from '@gp/shared-contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { implantacaoCriados } from '../../db/schema-implantacao.js';
import {
  obraAcompanhamentos,
  obraAditivos,
  obraCnos,
  obraCronograma,
  obraItens,
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraPagamentos,
  obraParalisacoes,
  obraRecebimentos,
  obraRelatorios,
  obraResponsabilidades,
  obraSituacoes,
  obras,
} from '../../db/schema-obras.js';
import type { Celula, Lido } from '../../lib/leitura/valores.js';
import { lerCpfCnpj, lerData, lerDinheiro, lerInteiro, lerTexto } from '../../lib/leitura/valores.js';
import { valuesOf } from '../obras/obras.service.js';
import type { Pendentes } from './implantacao-criacoes.js';
import { errosDoContrato, leitorDaLinha } from './implantacao-linha.js';
import { normalizarCabecalho } from './implantacao-mapeamento.js';
import type { Convertida, Regras } from './implantacao-percurso.js';

/**
 * The works' import (docs/domain.md, "Implantação"; decision 069): each row is the work form's body
 * (`CreateObraBodySchema`) with the secretaria named by its name and the contratada by its CNPJ (the
 * suppliers' register), and the work's situação taken from the file's own word through the map the user
 * confirmed in the mapping step (`Mapeamento.situacoes`). The work's número is the row's key: one already
 * in the client's register is skipped ("já cadastrada"). The commit writes the work in its situação with
 * the records that situação has on the work's screen: an event of the history ("Importada na
 * implantação") for any situação but "não iniciada", and an open stoppage (reason 99, "Outros") for a
 * paralisada one. The undo removes the works while nothing was recorded on them since.
 */

/** The history's reason and the stoppage's text of a work brought in by an import. */
export const MOTIVO_IMPORTADA = 'Importada na implantação';
/** The SICOM reason "Outros" of a stoppage the old system did not explain. */
const MOTIVO_PARALISACAO_OUTROS = 99;
/** The distinct words of the situação column the dry run lists (the rest are still checked). */
const MAX_SITUACOES = 100;

const TIPO: Map<string, CreateObraBody['tipo']> = new Map(
  TIPOS_OBRA.flatMap((t) => [
    [normalizarCabecalho(t), t] as const,
    [normalizarCabecalho(TIPO_OBRA_LABELS[t]), t] as const,
  ]),
);

/** A picklist's value from the file: its code or its label, compared without case or accents. */
const porCodigoOuRotulo = <T extends string>(codigos: readonly T[], rotulos: Record<T, string>) =>
  new Map(
    codigos.flatMap((c) => [
      [normalizarCabecalho(c), c] as const,
      [normalizarCabecalho(rotulos[c]), c] as const,
    ]),
  );
const CATEGORIA_CNO = porCodigoOuRotulo(CATEGORIAS_CNO, CATEGORIA_CNO_LABELS);
const SITUACAO_CNO = porCodigoOuRotulo(SITUACOES_CNO, SITUACAO_CNO_LABELS);
// "m²" would normalise to "m", the metre's own code: the unit's ² and ³ are read as 2 and 3 first.
const UNIDADE_AREA = new Map([
  ...porCodigoOuRotulo(UNIDADES_AREA, { ...UNIDADE_AREA_LABELS, m2: 'm2', m3: 'm3' }),
  ['metroquadrado', 'm2'] as const,
  ['metroscubicos', 'm3'] as const,
  ['hectare', 'ha'] as const,
  ['unidade', 'un'] as const,
]);
const daLista = <T extends string>(mapa: Map<string, T>, texto: string | null) =>
  texto === null ? null : (mapa.get(normalizarCabecalho(texto)) ?? texto);

export type ReferenciasDeObras = {
  secretarias: Map<string, string>;
  fornecedores: Map<string, string>;
  /** The números of the client's works. */
  numeros: Set<string>;
  /** The client's CNO numbers (unique in the client), each with its work's número. */
  cnos: Map<string, string>;
};

/** The work's CNO record, as the CNO form's contract reads it. */
export type CnoImportado = Omit<CreateCnoBody, 'obra_id'>;

export type ObraImportada = CreateObraBody & {
  situacao: SituacaoObraImportavel;
  situacao_data: string | null;
  cno: CnoImportado | null;
};

/** Contract paths of the CNO form back to the mapping's fields. */
const CAMPO_DO_CNO: Record<string, CampoImplantacao> = {
  numero: 'cno',
  data_registro: 'cno_data_registro',
  categoria: 'cno_categoria',
  destinacao: 'cno_destinacao',
  area: 'cno_area',
  unidade: 'cno_unidade',
  responsavel_documento: 'cno_responsavel_documento',
  responsavel_nome: 'cno_responsavel_nome',
  responsavel_qualificacao: 'cno_responsavel_qualificacao',
  situacao: 'cno_situacao',
};

/**
 * The row's CNO, or null when it fills none of its columns: checked by the CNO form's contract (the
 * number's check digit, the category, area and responsible party it requires), and unique in the client
 * and the file (`vistos`: each CNO number of the file with its work's número). A CNO already registered
 * on the work of the same número is not a conflict: that row is "já cadastrada" and skipped.
 */
function lerCno(
  { erro, erros, ler }: ReturnType<typeof leitorDaLinha>,
  numeroObra: string | null,
  refs: ReferenciasDeObras,
  vistos: Map<string, string>,
): CnoImportado | null {
  const antes = erros.length;
  const corpo = {
    numero: ler('cno', lerTexto),
    data_registro: ler('cno_data_registro', lerData),
    categoria: daLista(CATEGORIA_CNO, ler('cno_categoria', lerTexto)),
    destinacao: ler('cno_destinacao', lerTexto),
    area: ler('cno_area', lerDinheiro),
    unidade: daLista(UNIDADE_AREA, ler('cno_unidade', lerTexto)?.replace('²', '2').replace('³', '3') ?? null),
    responsavel_documento: ler('cno_responsavel_documento', lerTexto),
    responsavel_nome: ler('cno_responsavel_nome', lerTexto),
    responsavel_qualificacao: ler('cno_responsavel_qualificacao', lerTexto),
    situacao: daLista(SITUACAO_CNO, ler('cno_situacao', lerTexto)) ?? undefined,
  };
  if (erros.length === antes && Object.values(corpo).every((x) => x === null || x === undefined)) return null;
  const contrato = v.safeParse(CreateCnoBodySchema, {
    ...corpo,
    obra_id: '00000000-0000-4000-8000-000000000000',
  });
  if (!contrato.success) {
    errosDoContrato(erros, contrato.issues, CAMPO_DO_CNO);
    return null;
  }
  const { obra_id: _, ...cno } = contrato.output;
  const dono = refs.cnos.get(cno.numero);
  if (dono !== undefined && dono !== numeroObra)
    erro('cno', `O CNO ${formatCno(cno.numero)} já está cadastrado na obra ${dono}.`);
  const noArquivo = vistos.get(cno.numero);
  if (noArquivo !== undefined && noArquivo !== numeroObra)
    erro('cno', `O CNO ${formatCno(cno.numero)} é de outra obra do arquivo (${noArquivo}).`);
  if (numeroObra !== null && noArquivo === undefined) vistos.set(cno.numero, numeroObra);
  return erros.length > antes ? null : cno;
}

/** The confirmed map, by the word's comparison key. */
const mapaConfirmado = (m: Mapeamento) =>
  new Map(Object.entries(m.situacoes ?? {}).map(([valor, codigo]) => [chaveSituacao(valor), codigo]));

/** Collects the distinct words of the situação column over a pass (for the dry run's confirmation). */
export function coletorDeSituacoes(m: Mapeamento) {
  const confirmadas = mapaConfirmado(m);
  const vistas = new Map<string, SituacaoDoArquivo>();
  return {
    ver(valor: string) {
      const chave = chaveSituacao(valor);
      const ja = vistas.get(chave);
      if (ja) {
        ja.linhas++;
        return;
      }
      if (vistas.size >= MAX_SITUACOES) return;
      vistas.set(chave, {
        valor,
        linhas: 1,
        sugestao: sugerirSituacaoObra(valor),
        confirmada: confirmadas.get(chave) ?? null,
        aviso: pareceRecebida(valor)
          ? 'Obra recebida no sistema antigo: entra como "Concluída e não recebida"; registre o recebimento com o termo em cada obra.'
          : null,
      });
    },
    lista: () => [...vistas.values()],
  };
}

export function converterObra(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
  refs: ReferenciasDeObras,
  confirmadas: Map<string, SituacaoObraImportavel>,
  verSituacao: (valor: string) => void,
  cnosVistos: Map<string, string> = new Map(),
): Convertida<ObraImportada> {
  const leitor = leitorDaLinha(celulas, colunas, m);
  const { erros, erro, ler } = leitor;
  const tipoTexto = ler('tipo_obra', lerTexto);
  const tipo = tipoTexto === null ? null : (TIPO.get(normalizarCabecalho(tipoTexto)) ?? tipoTexto);
  const secretariaNome = ler('secretaria', lerTexto);
  let secretariaId: string | null = null;
  if (secretariaNome !== null) {
    secretariaId = refs.secretarias.get(normalizarCabecalho(secretariaNome)) ?? null;
    if (!secretariaId) erro('secretaria', `Secretaria "${secretariaNome}" não encontrada no cadastro.`);
  }
  const cnpj = ler('fornecedor', lerCpfCnpj);
  let fornecedorId: string | null = null;
  if (cnpj !== null) {
    fornecedorId = refs.fornecedores.get(cnpj) ?? null;
    if (!fornecedorId)
      erro(
        'fornecedor',
        `Não há fornecedor com o CPF/CNPJ ${cnpj} no cadastro: importe os fornecedores antes das obras.`,
      );
  }
  const situacaoTexto = ler('situacao_obra', lerTexto);
  let situacao: SituacaoObraImportavel = 1;
  if (situacaoTexto !== null) {
    verSituacao(situacaoTexto);
    const confirmada = confirmadas.get(chaveSituacao(situacaoTexto));
    if (confirmada === undefined)
      erro(
        'situacao_obra',
        `Situação "${situacaoTexto}" não confirmada: confirme a situação correspondente no mapeamento.`,
      );
    else situacao = confirmada;
  }
  // A coordinate goes to the contract as the file has it (a number, or text with a comma).
  const coordenada = (c: Celula): Lido<string | number> =>
    typeof c === 'number' ? { valor: c } : lerTexto(c);
  const body: Record<string, unknown> = {
    numero: ler('numero', lerTexto),
    objeto: ler('objeto', lerTexto),
    tipo,
    cep: ler('cep', lerTexto),
    endereco: ler('endereco', lerTexto),
    bairro: ler('bairro', lerTexto),
    cidade: ler('cidade', lerTexto),
    uf: ler('uf', lerTexto)?.toUpperCase() ?? null,
    latitude: ler('latitude', coordenada),
    longitude: ler('longitude', coordenada),
    secretaria_id: secretariaId ?? '00000000-0000-4000-8000-000000000000',
    contrato_numero: ler('contrato_numero', lerTexto),
    fornecedor_id: fornecedorId,
    valor_contratado: ler('valor_contratado', lerDinheiro),
    data_inicio: ler('data_inicio', lerData),
    prazo_dias: ler('prazo_dias', lerInteiro),
    previsao_conclusao: ler('previsao_conclusao', lerData),
    fonte_recursos: ler('fonte_recursos', lerTexto),
  };
  const contrato = v.safeParse(CreateObraBodySchema, body);
  if (!contrato.success)
    errosDoContrato(erros, contrato.issues, {
      tipo: 'tipo_obra',
      secretaria_id: 'secretaria',
      fornecedor_id: 'fornecedor',
    });
  const cno = lerCno(leitor, contrato.success ? contrato.output.numero : null, refs, cnosVistos);
  // The date of the situação: the file's, else the start (a work under way or stopped has started).
  const situacaoData =
    ler('situacao_data', lerData) ?? (situacao === 1 ? null : (body.data_inicio as string | null));
  if (situacao !== 1 && situacaoData === null && !erros.some((e) => e.campo === 'Data da situação'))
    erro(
      'situacao_data',
      'Informe a data da situação (ou a data de início) de uma obra que não está "não iniciada".',
    );
  else if (situacaoData && body.data_inicio && situacaoData < (body.data_inicio as string))
    erro('situacao_data', 'A data da situação não pode ser anterior à data de início.');
  if (erros.length || !contrato.success) return { ok: false, erros };
  return {
    ok: true,
    item: { ...contrato.output, situacao, situacao_data: situacao === 1 ? null : situacaoData, cno },
    chave: contrato.output.numero,
    novos: [],
  };
}

/** The client's secretarias, the application's suppliers and the client's work números. */
export async function referenciasDeObras(
  db: ReadDb,
  applicationId: string,
  clientId: string,
  carregar: (
    db: ReadDb,
    applicationId: string,
    clientId: string,
  ) => Promise<{
    secretarias: Map<string, string>;
    fornecedores: Map<string, string>;
  }>,
): Promise<ReferenciasDeObras> {
  const refs = await carregar(db, applicationId, clientId);
  const rows = await db.select({ numero: obras.numero }).from(obras).where(eq(obras.clientId, clientId));
  const cnos = await db
    .select({ numero: obraCnos.numero, obra: obras.numero })
    .from(obraCnos)
    .innerJoin(obras, eq(obras.id, obraCnos.obraId))
    .where(eq(obraCnos.clientId, clientId));
  return {
    secretarias: refs.secretarias,
    fornecedores: refs.fornecedores,
    numeros: new Set(rows.map((r) => r.numero)),
    cnos: new Map(cnos.map((r) => [r.numero, r.obra])),
  };
}

export function regrasDeObras(
  m: Mapeamento,
  refs: ReferenciasDeObras,
  pendentes: Pendentes,
): Regras<ObraImportada> & { situacoes: () => SituacaoDoArquivo[] } {
  const coletor = coletorDeSituacoes(m);
  const confirmadas = mapaConfirmado(m);
  const cnosVistos = new Map<string, string>();
  return {
    pendentes,
    converter: (celulas, colunas) =>
      converterObra(celulas, colunas, m, refs, confirmadas, coletor.ver, cnosVistos),
    jaImportada: (numero) => refs.numeros.has(numero),
    repetida: (numero, primeira) => ({
      campo: 'Número',
      mensagem: `Obra número ${numero} repetida no arquivo (linha ${primeira}).`,
    }),
    situacoes: coletor.lista,
  };
}

/**
 * Writes one batch of works in the caller's transaction; the count inserted. A número written meanwhile
 * (the screen, another import) is skipped. Each work not "não iniciada" gets its event in the history,
 * and a paralisada one its open stoppage, as a change of situação on the screen would record them.
 */
export async function gravarObras(
  tx: Db,
  p: { clientId: string; importacaoId: string; userId: string | null; itens: ObraImportada[] },
): Promise<number> {
  if (p.itens.length === 0) return 0;
  const rows = await tx
    .insert(obras)
    .values(
      p.itens.map((b) => ({
        clientId: p.clientId,
        ...valuesOf(b),
        situacao: b.situacao,
        situacaoData: b.situacao_data,
        situacaoMotivo: b.situacao === 1 ? null : MOTIVO_IMPORTADA,
      })),
    )
    .onConflictDoNothing({ target: [obras.clientId, obras.numero] })
    .returning({ id: obras.id, numero: obras.numero });
  if (rows.length === 0) return 0;
  const porNumero = new Map(p.itens.map((b) => [b.numero, b]));
  // Each work's CNO as the CNO form records it; a number registered meanwhile (the screen) is skipped.
  const comCno = rows.flatMap((r) => {
    const cno = porNumero.get(r.numero)?.cno;
    return cno ? [{ obraId: r.id, cno }] : [];
  });
  if (comCno.length)
    await tx
      .insert(obraCnos)
      .values(
        comCno.map(({ obraId, cno }) => ({
          clientId: p.clientId,
          obraId,
          numero: cno.numero,
          dataRegistro: cno.data_registro,
          categoria: cno.categoria,
          destinacao: cno.destinacao,
          area: cno.area,
          unidade: cno.unidade,
          responsavelDocumento: cno.responsavel_documento,
          responsavelNome: cno.responsavel_nome,
          responsavelQualificacao: cno.responsavel_qualificacao ?? null,
          situacao: cno.situacao,
        })),
      )
      .onConflictDoNothing({ target: [obraCnos.clientId, obraCnos.numero] });
  const comHistoria = rows
    .map((r) => ({ id: r.id, b: porNumero.get(r.numero) as ObraImportada }))
    .filter((r) => r.b.situacao !== 1);
  if (comHistoria.length) {
    const eventos = await tx
      .insert(obraSituacoes)
      .values(
        comHistoria.map(({ id, b }) => ({
          clientId: p.clientId,
          obraId: id,
          situacao: b.situacao,
          situacaoAnterior: null,
          data: b.situacao_data as string,
          motivo: MOTIVO_IMPORTADA,
          userId: p.userId,
        })),
      )
      .returning({ id: obraSituacoes.id, obraId: obraSituacoes.obraId });
    const eventoDa = new Map(eventos.map((e) => [e.obraId, e.id]));
    const paradas = comHistoria.filter(({ b }) => PARALISADAS.includes(b.situacao));
    if (paradas.length)
      await tx.insert(obraParalisacoes).values(
        paradas.map(({ id, b }) => ({
          clientId: p.clientId,
          obraId: id,
          situacaoId: eventoDa.get(id) ?? null,
          dataInicio: b.situacao_data as string,
          motivoCodigo: MOTIVO_PARALISACAO_OUTROS,
          motivo: MOTIVO_IMPORTADA,
        })),
      );
  }
  await tx.insert(implantacaoCriados).values(
    rows.map((r) => ({
      importacaoId: p.importacaoId,
      clientId: p.clientId,
      tipo: 'obra',
      entidadeId: r.id,
    })),
  );
  return rows.length;
}

const obrasDaImportacao = (db: ReadDb, importacaoId: string) =>
  db
    .select({ id: implantacaoCriados.entidadeId })
    .from(implantacaoCriados)
    .where(and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'obra')));

/** The records a work may receive after it is imported, with the words of the refusal. */
const REGISTROS = [
  [obraMedicoes, 'medições'],
  [obraAcompanhamentos, 'acompanhamentos'],
  [obraAditivos, 'aditivos'],
  [obraOrdensServico, 'ordens de serviço'],
  [obraCnos, 'CNO'],
  [obraLicencas, 'licenças'],
  [obraResponsabilidades, 'responsabilidades técnicas'],
  [obraItens, 'itens da planilha'],
  [obraCronograma, 'cronograma'],
  [obraRecebimentos, 'recebimentos'],
  [obraPagamentos, 'pagamentos'],
  [obraRelatorios, 'relatórios'],
] as const;

/**
 * Why a works' import can no longer be undone: a record was made on one of its works since (a measurement,
 * a follow-up, an amendment…), or the work itself was changed (its data, its situação, its incorporation),
 * naming the first work found; null when every work is as the import wrote it.
 */
export async function impedimentoDeObras(db: ReadDb, importacaoId: string): Promise<string | null> {
  const ids = obrasDaImportacao(db, importacaoId);
  for (const [tabela, nome] of REGISTROS) {
    // The CNO the import wrote was inserted in its work's transaction (the same `now()`): only one
    // registered afterwards is a record made since.
    const depois = tabela === obraCnos ? ne(obraCnos.createdAt, obras.createdAt) : undefined;
    const [r] = await db
      .select({ numero: obras.numero })
      .from(tabela)
      .innerJoin(obras, eq(obras.id, tabela.obraId))
      .where(and(inArray(tabela.obraId, ids), depois))
      .limit(1);
    if (r)
      return `A obra ${r.numero} já tem ${nome} registrados desde a importação: a importação não pode mais ser desfeita.`;
  }
  const [alterada] = await db
    .select({ numero: obras.numero })
    .from(obras)
    .where(and(inArray(obras.id, ids), sql`${obras.updatedAt} > ${obras.createdAt}`))
    .limit(1);
  return alterada
    ? `A obra ${alterada.numero} foi alterada desde a importação: a importação não pode mais ser desfeita.`
    : null;
}

/** Removes the import's works with the history event and stoppage it wrote for them; the count removed. */
export async function removerObras(tx: Db, importacaoId: string): Promise<number> {
  const ids = (await obrasDaImportacao(tx, importacaoId)).map((r) => r.id);
  if (ids.length === 0) return 0;
  await tx.delete(obraParalisacoes).where(inArray(obraParalisacoes.obraId, ids));
  await tx.delete(obraCnos).where(inArray(obraCnos.obraId, ids));
  await tx.delete(obraSituacoes).where(inArray(obraSituacoes.obraId, ids));
  await tx
    .delete(implantacaoCriados)
    .where(and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'obra')));
  const removidas = await tx.delete(obras).where(inArray(obras.id, ids)).returning({ id: obras.id });
  return removidas.length;
}
