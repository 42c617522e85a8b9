import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  FORNECEDOR_OPTIONAL_FIELDS,
  type Mapeamento,
} from '@gp/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { implantacaoCriados } from '../../db/schema-implantacao.js';
import { bensPatrimoniais, fornecedores } from '../../db/schema-patrimonio.js';
import type { Celula } from '../../lib/leitura/valores.js';
import { lerCpfCnpj, lerTexto } from '../../lib/leitura/valores.js';
import { optionalColumns } from '../../lib/mapping.js';
import type { Pendentes } from './implantacao-criacoes.js';
import { errosDoContrato, leitorDaLinha } from './implantacao-linha.js';
import type { Convertida, Regras } from './implantacao-percurso.js';

/**
 * The suppliers' import (docs/domain.md, "Implantação"; decision 064): each row is the supplier form's
 * body (`CreateFornecedorBodySchema`), its CPF/CNPJ (alphanumeric CNPJ too) the row's key: repeated in the
 * file it is an error; already in the application's register it is skipped ("já cadastrado"). The commit
 * inserts each with `on conflict do nothing` on the register's unique CPF/CNPJ, so a concurrent creation
 * (the screen, another import) leaves one row, and records what it created for the undo.
 */

const PESSOAS: Record<string, 'F' | 'J'> = {
  f: 'F',
  fisica: 'F',
  pessoafisica: 'F',
  pf: 'F',
  j: 'J',
  juridica: 'J',
  pessoajuridica: 'J',
  pj: 'J',
};
const chave = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function converterFornecedor(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
): Convertida<CreateFornecedorBody> {
  const { erros, erro, ler } = leitorDaLinha(celulas, colunas, m);
  const documento = ler('cpf_cnpj', lerCpfCnpj);
  if (documento === null && !erros.length) erro('cpf_cnpj', 'Informe o CPF ou CNPJ.');
  const pessoaTexto = ler('tipo_pessoa', lerTexto);
  const pessoa = pessoaTexto === null ? (documento?.length === 11 ? 'F' : 'J') : PESSOAS[chave(pessoaTexto)];
  if (pessoaTexto !== null && !pessoa)
    erro('tipo_pessoa', `Tipo de pessoa "${pessoaTexto}" inválido: use F (física) ou J (jurídica).`);
  const body: Record<string, unknown> = {
    tipo_pessoa: pessoa ?? 'J',
    cpf_cnpj: documento ?? '',
    razao_social: ler('razao_social', lerTexto),
  };
  for (const campo of FORNECEDOR_OPTIONAL_FIELDS) body[campo] = ler(campo, lerTexto);
  const contrato = v.safeParse(CreateFornecedorBodySchema, body);
  if (!contrato.success) errosDoContrato(erros, contrato.issues);
  if (erros.length || !contrato.success || documento === null) return { ok: false, erros };
  return { ok: true, item: contrato.output, chave: contrato.output.cpf_cnpj, novos: [] };
}

/** The application's CPF/CNPJs (suppliers are one register per application). */
export async function documentosDaAplicacao(db: ReadDb, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ doc: fornecedores.cpfCnpj })
    .from(fornecedores)
    .where(eq(fornecedores.applicationId, applicationId));
  return new Set(rows.map((r) => r.doc));
}

export function regrasDeFornecedores(
  m: Mapeamento,
  documentos: Set<string>,
  pendentes: Pendentes,
): Regras<CreateFornecedorBody> {
  return {
    pendentes,
    converter: (celulas, colunas) => converterFornecedor(celulas, colunas, m),
    jaImportada: (doc) => documentos.has(doc),
    repetida: (doc, primeira) => ({
      campo: 'CPF/CNPJ',
      mensagem: `CPF/CNPJ ${doc} repetido no arquivo (linha ${primeira}).`,
    }),
  };
}

/** Writes one batch of suppliers in the caller's transaction; the count inserted (one already there is skipped). */
export async function gravarFornecedores(
  tx: Db,
  p: { applicationId: string; clientId: string; importacaoId: string; itens: CreateFornecedorBody[] },
): Promise<number> {
  if (p.itens.length === 0) return 0;
  const rows = await tx
    .insert(fornecedores)
    .values(
      p.itens.map((b) => ({
        applicationId: p.applicationId,
        rootId: p.clientId,
        tipoPessoa: b.tipo_pessoa,
        cpfCnpj: b.cpf_cnpj,
        razaoSocial: b.razao_social,
        ...optionalColumns(b, FORNECEDOR_OPTIONAL_FIELDS),
      })),
    )
    .onConflictDoNothing({ target: [fornecedores.applicationId, fornecedores.cpfCnpj] })
    .returning({ id: fornecedores.id });
  if (rows.length)
    await tx.insert(implantacaoCriados).values(
      rows.map((r) => ({
        importacaoId: p.importacaoId,
        clientId: p.clientId,
        tipo: 'fornecedor',
        entidadeId: r.id,
      })),
    );
  return rows.length;
}

/** Why a suppliers' import can no longer be undone (an asset names one of its suppliers), or null. */
export async function impedimentoDeFornecedores(db: ReadDb, importacaoId: string): Promise<string | null> {
  const [usado] = await db
    .select({ x: sql<number>`1` })
    .from(bensPatrimoniais)
    .where(
      inArray(
        bensPatrimoniais.fornecedorId,
        db
          .select({ id: implantacaoCriados.entidadeId })
          .from(implantacaoCriados)
          .where(
            and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'fornecedor')),
          ),
      ),
    )
    .limit(1);
  return usado
    ? 'Fornecedores desta importação já estão em bens: a importação não pode mais ser desfeita.'
    : null;
}
