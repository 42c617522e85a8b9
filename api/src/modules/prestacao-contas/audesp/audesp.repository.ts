import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import {
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraParalisacoes,
  obraRecebimentos,
  obraResponsabilidades,
  obras,
} from '../../../db/schema-obras.js';

/**
 * What the AUDESP works documents read of a client's period (decision 066, the mapping table). Every query
 * names the client; the works' records are read in one query per table for all the works of the period.
 */

export type Periodo = { inicio: string; fim: string };

/**
 * The works of the period: begun by its end, and not received definitively before it began (a work
 * received definitivamente in an earlier month was reported closed then). Ordered by number.
 */
export const obrasDoPeriodo = (db: ReadDb, clientId: string, p: Periodo) =>
  db
    .select({
      id: obras.id,
      numero: obras.numero,
      codigoAjuste: obras.codigoAjuste,
      situacao: obras.situacao,
      situacaoData: obras.situacaoData,
    })
    .from(obras)
    .where(
      and(
        eq(obras.clientId, clientId),
        isNotNull(obras.dataInicio),
        lte(obras.dataInicio, p.fim),
        or(
          // 7: recebida definitivamente (SITUACAO_OBRA.recebidaDefinitivamente).
          and(eq(obras.situacao, 7), gte(obras.situacaoData, p.inicio)),
          and(eq(obras.situacao, 7), isNull(obras.situacaoData)),
          inArray(obras.situacao, [1, 2, 3, 4, 5, 6, 8]),
        ),
      ),
    )
    .orderBy(asc(obras.numero));

export type ObraDoPeriodo = Awaited<ReturnType<typeof obrasDoPeriodo>>[number];

/** The works' stoppages open at the end of the period. */
export const paralisacoesAbertas = (db: ReadDb, clientId: string, ids: string[], p: Periodo) =>
  db
    .select({ obraId: obraParalisacoes.obraId, motivo: obraParalisacoes.motivo })
    .from(obraParalisacoes)
    .where(
      and(
        eq(obraParalisacoes.clientId, clientId),
        inArray(obraParalisacoes.obraId, ids),
        lte(obraParalisacoes.dataInicio, p.fim),
        or(isNull(obraParalisacoes.dataFim), gte(obraParalisacoes.dataFim, p.fim)),
      ),
    );

/** The works' recebimentos up to the end of the period. */
export const recebimentosAte = (db: ReadDb, clientId: string, ids: string[], p: Periodo) =>
  db
    .select({
      obraId: obraRecebimentos.obraId,
      tipo: obraRecebimentos.tipo,
      data: obraRecebimentos.data,
      vistoria: obraRecebimentos.vistoria,
      recebedores: obraRecebimentos.recebedores,
    })
    .from(obraRecebimentos)
    .where(
      and(
        eq(obraRecebimentos.clientId, clientId),
        inArray(obraRecebimentos.obraId, ids),
        lte(obraRecebimentos.data, p.fim),
      ),
    )
    .orderBy(asc(obraRecebimentos.data));

/** The works' active medições delivered in the period, in number order. */
export const medicoesDoPeriodo = (db: ReadDb, clientId: string, ids: string[], p: Periodo) =>
  db
    .select({
      id: obraMedicoes.id,
      obraId: obraMedicoes.obraId,
      numero: obraMedicoes.numero,
      valor: obraMedicoes.valor,
      dataEntrega: obraMedicoes.dataEntrega,
      conferenciaData: obraMedicoes.conferenciaData,
      conferenciaPercentual: obraMedicoes.conferenciaPercentual,
      conferenciaResponsaveis: obraMedicoes.conferenciaResponsaveis,
      empenhoNumero: obraMedicoes.empenhoNumero,
      empenhoData: obraMedicoes.empenhoData,
      liquidacaoData: obraMedicoes.liquidacaoData,
    })
    .from(obraMedicoes)
    .where(
      and(
        eq(obraMedicoes.clientId, clientId),
        inArray(obraMedicoes.obraId, ids),
        eq(obraMedicoes.ativo, true),
        gte(obraMedicoes.dataEntrega, p.inicio),
        lte(obraMedicoes.dataEntrega, p.fim),
      ),
    )
    .orderBy(asc(obraMedicoes.numero));

export type MedicaoDoPeriodo = Awaited<ReturnType<typeof medicoesDoPeriodo>>[number];

/** The works' active environmental licences issued by the end of the period. */
export const licencasAte = (db: ReadDb, clientId: string, ids: string[], p: Periodo) =>
  db
    .select({
      obraId: obraLicencas.obraId,
      tipo: obraLicencas.tipo,
      numero: obraLicencas.numero,
      dataEmissao: obraLicencas.dataEmissao,
    })
    .from(obraLicencas)
    .where(
      and(
        eq(obraLicencas.clientId, clientId),
        inArray(obraLicencas.obraId, ids),
        eq(obraLicencas.ativo, true),
        lte(obraLicencas.dataEmissao, p.fim),
      ),
    )
    .orderBy(asc(obraLicencas.dataEmissao));

/** The works' active ART/RRT records. */
export const responsabilidadesDe = (db: ReadDb, clientId: string, ids: string[]) =>
  db
    .select({ obraId: obraResponsabilidades.obraId, tipo: obraResponsabilidades.tipo })
    .from(obraResponsabilidades)
    .where(
      and(
        eq(obraResponsabilidades.clientId, clientId),
        inArray(obraResponsabilidades.obraId, ids),
        eq(obraResponsabilidades.ativo, true),
      ),
    );

/** The works' active service orders, the first issued first. */
export const ordensDe = (db: ReadDb, clientId: string, ids: string[]) =>
  db
    .select({ obraId: obraOrdensServico.obraId, dataEmissao: obraOrdensServico.dataEmissao })
    .from(obraOrdensServico)
    .where(
      and(
        eq(obraOrdensServico.clientId, clientId),
        inArray(obraOrdensServico.obraId, ids),
        eq(obraOrdensServico.ativo, true),
      ),
    )
    .orderBy(asc(obraOrdensServico.dataEmissao));
