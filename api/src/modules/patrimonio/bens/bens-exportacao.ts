import type { BemListItem } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import {
  bensPatrimoniais as b,
  fornecedores as f,
  depreciacoesItens as it,
  referenciasNcm as n,
} from '../../../db/schema-patrimonio.js';
import { uuidList } from '../../../lib/sql.js';

/**
 * What the assets' file carries beyond the list's columns (decision 069): the rest of the asset form and
 * the opening balances the Implantação reads, so the file comes back into another client whole. Read
 * per page of the export by the page's ids (primary key), the supplier's CPF/CNPJ and the NCM code by
 * their keys and the last depreciation month by its index (client, code, year, month): one query of a
 * thousand rows per thousand exported, never a wider list query for the screen.
 */

export type BemExportado = BemListItem & {
  especificacao: string | null;
  data_incorporacao: string | null;
  data_inicio_uso: string | null;
  valor_residual: string;
  vida_util_meses: number;
  depreciavel: boolean;
  /** The last processed month's accumulated depreciation, else the asset's saldo de implantação. */
  depreciacao_acumulada: string | null;
  conta_contabil: string;
  fornecedor_cpf_cnpj: string | null;
  ncm_codigo: string | null;
  nota_fiscal_numero: string | null;
  nota_fiscal_serie: string | null;
  nota_fiscal_chave: string | null;
  empenho: string | null;
  responsavel: string | null;
  numero_serie: string | null;
  marca: string | null;
  modelo: string | null;
  observacoes: string | null;
};

type Extra = Omit<BemExportado, keyof BemListItem>;

async function extrasDe(db: ReadDb, ids: string[]): Promise<Map<string, Extra>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    select bem.id, bem.especificacao, bem.data_incorporacao::text as data_incorporacao,
           bem.data_inicio_uso::text as data_inicio_uso, bem.valor_residual::text as valor_residual,
           bem.vida_util_meses, bem.depreciavel,
           coalesce(ult.acumulada, bem.saldo_implantacao)::text as depreciacao_acumulada,
           bem.conta_contabil, forn.cpf_cnpj as fornecedor_cpf_cnpj, ncm.codigo as ncm_codigo,
           bem.nota_fiscal_numero, bem.nota_fiscal_serie, bem.nota_fiscal_chave, bem.empenho,
           bem.responsavel, bem.numero_serie, bem.marca, bem.modelo, bem.observacoes
      from ${b} bem
      left join ${f} forn on forn.id = bem.fornecedor_id
      left join ${n} ncm on ncm.id = bem.ncm_id
      left join lateral (
        select i.depreciacao_acumulada as acumulada from ${it} i
         where i.client_id = bem.client_id and i.codigo_bem = bem.codigo_bem
         order by i.ano desc, i.mes desc limit 1
      ) ult on true
     where bem.id in ${uuidList(ids)}`);
  const rows = (result as unknown as { rows: (Extra & { id: string })[] }).rows;
  return new Map(rows.map(({ id, ...extra }) => [id, extra]));
}

/** One page of the list with the form's fields and opening balances of each of its assets. */
export async function paginaExportada<P extends { data: BemListItem[] }>(
  db: ReadDb,
  pagina: P,
): Promise<Omit<P, 'data'> & { data: BemExportado[] }> {
  const extras = await extrasDe(
    db,
    pagina.data.map((r) => r.id),
  );
  return {
    ...pagina,
    data: pagina.data.map((r) => ({ ...r, ...(extras.get(r.id) as Extra) })),
  };
}
