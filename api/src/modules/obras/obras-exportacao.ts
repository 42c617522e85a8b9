import type { Obra } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '../../db/client.js';
import { obraCnos } from '../../db/schema-obras.js';
import { uuidList } from '../../lib/sql.js';

/**
 * What the works' file carries beyond the list's columns (decision 074): the work's CNO record, so the
 * file comes back through the Implantação into another client with it. A work may have had more than
 * one CNO (a reform, an addition): the file carries one, the active one first, then the latest
 * registered. Read per page of the export by the page's ids (the CNOs' index by client and work), never a
 * wider list query for the screen.
 */

export type CnoExportado = {
  numero: string;
  data_registro: string;
  categoria: string;
  destinacao: string;
  area: string;
  unidade: string;
  responsavel_documento: string;
  responsavel_nome: string;
  responsavel_qualificacao: string | null;
  situacao: string;
};

export type ObraExportada = Obra & { cno: CnoExportado | null };

async function cnosDe(db: ReadDb, obras: Obra[]): Promise<Map<string, CnoExportado>> {
  if (!obras.length) return new Map();
  const clientes = [...new Set(obras.map((o) => o.cliente_id))];
  const result = await db.execute(sql`
    select distinct on (c.obra_id) c.obra_id, c.numero, c.data_registro::text as data_registro, c.categoria,
           c.destinacao, c.area::text as area, c.unidade, c.responsavel_documento, c.responsavel_nome,
           c.responsavel_qualificacao, c.situacao
      from ${obraCnos} c
     where c.client_id in ${uuidList(clientes)} and c.obra_id in ${uuidList(obras.map((o) => o.id))}
     order by c.obra_id, c.situacao = 'ativa' desc, c.data_registro desc, c.created_at desc`);
  const rows = (result as unknown as { rows: (CnoExportado & { obra_id: string })[] }).rows;
  return new Map(rows.map(({ obra_id, ...cno }) => [obra_id, cno]));
}

/** One page of the works list with each work's CNO. */
export async function obrasExportadas<P extends { data: Obra[] }>(
  db: ReadDb,
  pagina: P,
): Promise<Omit<P, 'data'> & { data: ObraExportada[] }> {
  const cnos = await cnosDe(db, pagina.data);
  return { ...pagina, data: pagina.data.map((o) => ({ ...o, cno: cnos.get(o.id) ?? null })) };
}
