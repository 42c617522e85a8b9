import { type CreateNcmBody, CreateNcmBodySchema, type Mapeamento } from '@gp/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { implantacaoCriados } from '../../db/schema-implantacao.js';
import { bensPatrimoniais, referenciasNcm } from '../../db/schema-patrimonio.js';
import type { Celula } from '../../lib/leitura/valores.js';
import { lerTexto } from '../../lib/leitura/valores.js';
import type { Pendentes } from './implantacao-criacoes.js';
import { errosDoContrato, leitorDaLinha } from './implantacao-linha.js';
import { normalizarCabecalho } from './implantacao-mapeamento.js';
import type { Convertida, Regras } from './implantacao-percurso.js';

/**
 * The NCM references' import (docs/domain.md, "Implantação"; decision 064): the NCM table as published
 * (code with or without dots, description; the annual depreciation rate if the client has one), each row
 * checked by the NCM form's contract (`CreateNcmBodySchema`). The 8-digit code is the row's key: repeated
 * in the file it is an error; already in the client's register it is skipped ("já cadastrado"). The
 * published table also lists its chapters and headings (codes of 2 to 7 digits), which are not NCM codes:
 * those rows are refused with the reason. The commit inserts with `on conflict do nothing` on the
 * register's unique code and records what it created; the undo removes them while no asset uses them.
 */

/**
 * The table's descriptions carry their level as leading dashes and a space ("-- Reprodutores de raça
 * pura"); a description that starts with a dash and no space is the register's own text (this system's
 * export brings it back as it was).
 */
const semNivel = (t: string) => t.replace(/^[-–]+\s+/, '');

/** The client's categories by name (compared as the mapping compares headers). */
export type CategoriasPorNome = Map<string, { id: string }>;

export function converterNcm(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
  categorias: CategoriasPorNome = new Map(),
): Convertida<CreateNcmBody> {
  const { erros, erro, ler } = leitorDaLinha(celulas, colunas, m);
  // A code a spreadsheet kept as a number lost its leading zero (chapters 01 to 09): 7 digits are 8.
  const codigo = ler('codigo_ncm', (c) =>
    typeof c === 'number' && Number.isInteger(c) && String(c).length === 7
      ? { valor: String(c).padStart(8, '0') }
      : lerTexto(c),
  );
  const digitos = codigo?.replace(/[\s.]/g, '') ?? '';
  if (codigo === null) {
    if (!erros.length) erro('codigo_ncm', 'Informe o código NCM.');
  } else if (/^\d{2,7}$/.test(digitos))
    erro(
      'codigo_ncm',
      `${codigo} é um capítulo ou posição da tabela, não um código NCM de 8 dígitos: a linha não é importada.`,
    );
  const descricao = ler('descricao', lerTexto);
  if (descricao === null && !erros.some((e) => e.campo === 'Descrição'))
    erro('descricao', 'Informe a descrição.');
  const categoriaNome = ler('categoria', lerTexto);
  const categoriaId =
    categoriaNome === null ? null : (categorias.get(normalizarCabecalho(categoriaNome))?.id ?? null);
  if (categoriaNome !== null && categoriaId === null)
    erro('categoria', `Categoria "${categoriaNome}" não encontrada no cadastro.`);
  const body = {
    codigo: codigo ?? '',
    categoria_id: categoriaId,
    descricao: descricao === null ? null : semNivel(descricao),
    taxa_depreciacao: ler('taxa_depreciacao', lerTexto)?.replace(',', '.') ?? null,
  };
  const contrato = v.safeParse(CreateNcmBodySchema, body);
  if (!contrato.success) errosDoContrato(erros, contrato.issues, { codigo: 'codigo_ncm' });
  if (erros.length || !contrato.success) return { ok: false, erros };
  return { ok: true, item: contrato.output, chave: contrato.output.codigo, novos: [] };
}

/** The client's NCM codes (the register is one per client). */
export async function codigosNcmDoCliente(db: ReadDb, clientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ codigo: referenciasNcm.codigo })
    .from(referenciasNcm)
    .where(eq(referenciasNcm.clientId, clientId));
  return new Set(rows.map((r) => r.codigo));
}

export function regrasDeNcm(
  m: Mapeamento,
  codigos: Set<string>,
  pendentes: Pendentes,
  categorias: CategoriasPorNome = new Map(),
): Regras<CreateNcmBody> {
  return {
    pendentes,
    converter: (celulas, colunas) => converterNcm(celulas, colunas, m, categorias),
    jaImportada: (codigo) => codigos.has(codigo),
    repetida: (codigo, primeira) => ({
      campo: 'Código NCM',
      mensagem: `Código NCM ${codigo} repetido no arquivo (linha ${primeira}).`,
    }),
  };
}

/** Writes one batch of NCM references in the caller's transaction; the count inserted (one already there is skipped). */
export async function gravarNcm(
  tx: Db,
  p: { clientId: string; importacaoId: string; itens: CreateNcmBody[] },
): Promise<number> {
  if (p.itens.length === 0) return 0;
  const rows = await tx
    .insert(referenciasNcm)
    .values(
      p.itens.map((b) => ({
        clientId: p.clientId,
        codigo: b.codigo,
        descricao: b.descricao,
        categoriaId: b.categoria_id ?? null,
        taxaDepreciacao: b.taxa_depreciacao ?? null,
      })),
    )
    .onConflictDoNothing({ target: [referenciasNcm.clientId, referenciasNcm.codigo] })
    .returning({ id: referenciasNcm.id });
  if (rows.length)
    await tx.insert(implantacaoCriados).values(
      rows.map((r) => ({
        importacaoId: p.importacaoId,
        clientId: p.clientId,
        tipo: 'ncm',
        entidadeId: r.id,
      })),
    );
  return rows.length;
}

/** Why an NCM import can no longer be undone (an asset names one of its references), or null. */
export async function impedimentoDeNcm(db: ReadDb, importacaoId: string): Promise<string | null> {
  const [usado] = await db
    .select({ x: sql<number>`1` })
    .from(bensPatrimoniais)
    .where(
      inArray(
        bensPatrimoniais.ncmId,
        db
          .select({ id: implantacaoCriados.entidadeId })
          .from(implantacaoCriados)
          .where(and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'ncm'))),
      ),
    )
    .limit(1);
  return usado
    ? 'Referências NCM desta importação já estão em bens: a importação não pode mais ser desfeita.'
    : null;
}
