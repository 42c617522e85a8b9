import {
  type CreateObraBody,
  CreateObraBodySchema,
  chaveSituacao,
  type Mapeamento,
  PARALISADAS,
  pareceRecebida,
  type SituacaoDoArquivo,
  type SituacaoObraImportavel,
  sugerirSituacaoObra,
  TIPO_OBRA_LABELS,
  TIPOS_OBRA,
} from '@gp/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

export type ReferenciasDeObras = {
  secretarias: Map<string, string>;
  fornecedores: Map<string, string>;
  /** The números of the client's works. */
  numeros: Set<string>;
};

export type ObraImportada = CreateObraBody & {
  situacao: SituacaoObraImportavel;
  situacao_data: string | null;
};

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

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one row's fields in the order the work's form has them; each is a line or two.
export function converterObra(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
  refs: ReferenciasDeObras,
  confirmadas: Map<string, SituacaoObraImportavel>,
  verSituacao: (valor: string) => void,
): Convertida<ObraImportada> {
  const { erros, erro, ler } = leitorDaLinha(celulas, colunas, m);
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
    item: { ...contrato.output, situacao, situacao_data: situacao === 1 ? null : situacaoData },
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
  return {
    secretarias: refs.secretarias,
    fornecedores: refs.fornecedores,
    numeros: new Set(rows.map((r) => r.numero)),
  };
}

export function regrasDeObras(
  m: Mapeamento,
  refs: ReferenciasDeObras,
  pendentes: Pendentes,
): Regras<ObraImportada> & { situacoes: () => SituacaoDoArquivo[] } {
  const coletor = coletorDeSituacoes(m);
  const confirmadas = mapaConfirmado(m);
  return {
    pendentes,
    converter: (celulas, colunas) => converterObra(celulas, colunas, m, refs, confirmadas, coletor.ver),
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
    const [r] = await db
      .select({ numero: obras.numero })
      .from(tabela)
      .innerJoin(obras, eq(obras.id, tabela.obraId))
      .where(inArray(tabela.obraId, ids))
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
  await tx.delete(obraSituacoes).where(inArray(obraSituacoes.obraId, ids));
  await tx
    .delete(implantacaoCriados)
    .where(and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'obra')));
  const removidas = await tx.delete(obras).where(inArray(obras.id, ids)).returning({ id: obras.id });
  return removidas.length;
}
