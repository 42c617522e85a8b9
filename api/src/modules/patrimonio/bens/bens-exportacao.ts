import type { BemListItem } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import {
  bensPatrimoniais as b,
  fornecedores as f,
  depreciacoesItens as it,
  localizacoesImoveis as li,
  referenciasNcm as n,
} from '../../../db/schema-patrimonio.js';
import { uuidList } from '../../../lib/sql.js';

/**
 * What the assets' file carries beyond the list's columns (decision 069): the rest of the asset form and
 * the opening balances the Implantação reads, so the file comes back into another client whole. Read
 * per page of the export by the page's ids (primary key), the supplier's CPF/CNPJ and the NCM code by
 * their keys and the last depreciation month by its index (client, code, year, month), an imóvel's
 * location by its asset (unique): one query of a thousand rows per thousand exported, never a wider list
 * query for the screen.
 */

/** An imóvel's location as the asset import reads it (its description is the asset's); null fields elsewhere. */
export type ImovelExportado = {
  imovel_endereco: string | null;
  imovel_numero: string | null;
  imovel_complemento: string | null;
  imovel_bairro: string | null;
  imovel_cep: string | null;
  imovel_municipio: string | null;
  imovel_uf: string | null;
  imovel_matricula: string | null;
  imovel_cartorio: string | null;
  imovel_inscricao_imobiliaria: string | null;
  imovel_area_terreno: string | null;
  imovel_area_construida: string | null;
  imovel_latitude: string | null;
  imovel_longitude: string | null;
};

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
} & ImovelExportado;

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
           bem.responsavel, bem.numero_serie, bem.marca, bem.modelo, bem.observacoes,
           loc.endereco as imovel_endereco, loc.numero as imovel_numero,
           loc.complemento as imovel_complemento, loc.bairro as imovel_bairro, loc.cep as imovel_cep,
           loc.municipio as imovel_municipio, loc.uf as imovel_uf, loc.matricula as imovel_matricula,
           loc.cartorio as imovel_cartorio, loc.inscricao_imobiliaria as imovel_inscricao_imobiliaria,
           loc.area_terreno::text as imovel_area_terreno,
           loc.area_construida::text as imovel_area_construida,
           loc.latitude::text as imovel_latitude, loc.longitude::text as imovel_longitude
      from ${b} bem
      left join ${f} forn on forn.id = bem.fornecedor_id
      left join ${li} loc on loc.bem_id = bem.id
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
