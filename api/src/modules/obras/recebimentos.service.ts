import {
  formatCpfCnpj,
  formatReais,
  type ObraDetail,
  RECEBIMENTO_AUDESP_CODIGO,
  type RecebimentoBody,
  TIPO_RECEBIMENTO_LABELS,
  type TipoRecebimento,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { TableColumn } from '../../lib/pdf-table.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { dataBr } from '../patrimonio/relatorios/relatorios.service.js';
import type { TermosService } from '../patrimonio/termos/termos.service.js';
import { findObra, lockObra, type ObraRow } from './obras.repository.js';
import { notFoundObra, type ObrasService, today } from './obras.service.js';
import { proximoRecebimento, situacaoDoRecebimento } from './recebimento-da-obra.js';
import { insertRecebimento, listRecebimentos, type RecebimentoRow } from './recebimentos.repository.js';

const RECEBEDOR_COLUMNS: TableColumn[] = [
  { title: 'Recebedor', width: 200, align: 'left', grow: true },
  { title: 'Cargo', width: 200, align: 'left' },
  { title: 'CPF', width: 111.28, align: 'right', figure: true },
];

/** Lei 14.133 art. 140, I: the provisório (a) by the one in charge of following the contract, the definitivo (b) by a servant or commission. */
const ALINEA: Record<TipoRecebimento, string> = {
  provisorio: 'art. 140, inciso I, alínea "a"',
  definitivo: 'art. 140, inciso I, alínea "b"',
};

/** The refusal of a kind that is not the one the work may register now (`proximoRecebimento`). */
function refusal(tipo: TipoRecebimento, proximo: ReturnType<typeof proximoRecebimento>) {
  if (proximo.bloqueio) return conflict(proximo.bloqueio, 'OBRA_NAO_RECEBIVEL');
  if (proximo.tipo === null || (tipo === 'provisorio' && proximo.tipo === 'definitivo'))
    return conflict(
      `A obra já tem o recebimento ${TIPO_RECEBIMENTO_LABELS[tipo].toLowerCase()} registrado.`,
      'RECEBIMENTO_REPETIDO',
    );
  return conflict(
    'O recebimento definitivo vem depois do provisório: registre antes o recebimento provisório.',
    'SEM_RECEBIMENTO_PROVISORIO',
  );
}

/** The dates a recebimento may not take: in the future, before the work's start, before the provisório or the current situação. */
function checkData(row: ObraRow, body: RecebimentoBody, anteriores: RecebimentoRow[], mudaSituacao: boolean) {
  const o = row.obra;
  if (body.data > today()) throw badRequest('data', 'A data do recebimento não pode ser futura.');
  if (o.dataInicio && body.data < o.dataInicio)
    throw badRequest(
      'data',
      `A data do recebimento (${dataBr(body.data)}) não pode ser anterior ao início da obra (${dataBr(o.dataInicio)}).`,
    );
  const provisorio = anteriores.find((r) => r.recebimento.tipo === 'provisorio');
  if (provisorio && body.data < provisorio.recebimento.data)
    throw badRequest(
      'data',
      `O recebimento definitivo (${dataBr(body.data)}) não pode ser anterior ao provisório (${dataBr(provisorio.recebimento.data)}).`,
    );
  if (mudaSituacao && o.situacaoData && body.data < o.situacaoData)
    throw badRequest(
      'data',
      `A data do recebimento (${dataBr(body.data)}) não pode ser anterior à da situação atual da obra (${dataBr(o.situacaoData)}).`,
    );
}

/** The termo's text, fields, receivers table and signature lines (decision 025's layout). */
function termoContent(row: ObraRow, body: RecebimentoBody) {
  const o = row.obra;
  const forma = TIPO_RECEBIMENTO_LABELS[body.tipo].toUpperCase();
  const contratada = row.contratada?.razaoSocial
    ? `${row.contratada.razaoSocial} (${formatCpfCnpj(row.contratada.cpfCnpj ?? '')})`
    : 'Não informada';
  const n = body.recebedores.length;
  return {
    paragraphs: [
      `Em ${dataBr(body.data)}, ${n === 1 ? 'o(a) servidor(a) abaixo identificado(a), tendo procedido' : 'os servidores abaixo identificados, tendo procedido'} à vistoria da obra nº ${o.numero} — ${o.objeto}, recebe${n === 1 ? '' : 'm'} ${forma === 'PROVISÓRIO' ? 'PROVISORIAMENTE' : 'DEFINITIVAMENTE'} o seu objeto, nos termos do ${ALINEA[body.tipo]}, da Lei nº 14.133/2021.`,
      `Vistoria: ${body.vistoria}`,
    ],
    fields: [
      ['Obra', `${o.numero} — ${o.objeto}`],
      ['Contratada', contratada],
      ['Contrato', o.contratoNumero ?? 'Não informado'],
      ['Valor medido', formatReais(String(row.valorMedido))],
      [
        'Forma de recebimento',
        `${RECEBIMENTO_AUDESP_CODIGO[body.tipo]} – ${TIPO_RECEBIMENTO_LABELS[body.tipo]}`,
      ],
      ['Data do recebimento', dataBr(body.data)],
    ] as [string, string][],
    columns: RECEBEDOR_COLUMNS,
    rows: body.recebedores.map((r) => [r.nome, r.cargo, formatCpfCnpj(r.cpf)]),
    total: { text: 'Recebedores:', value: n.toLocaleString('pt-BR') },
    signatures: body.recebedores.map((r) => ({ label: r.cargo, name: r.nome })),
  };
}

/**
 * The recebimentos of a work (docs/domain.md, "Recebimento da obra"; docs/api.md, "Obras"): registered
 * with the work locked, in one transaction with its termo (decision 025: numbered, QR code, SHA-256,
 * the bytes stored) and the change of situação it makes (6 or 7, with its publication, through the
 * work's own change); the termo downloaded by the work and the kind.
 */
export function createRecebimentosService(deps: { db: Db; obras: ObrasService; termos: TermosService }) {
  const { db, obras, termos } = deps;
  return {
    async registrar(actor: Actor, obraId: string, body: RecebimentoBody): Promise<ObraDetail> {
      const local = requireLocal(actor);
      await obras.visible(local, obraId);
      return db.transaction(async (tx) => {
        await lockObra(tx, obraId);
        // Read again under the lock: two recebimentos of one work follow each other.
        const row = await findObra(tx, local, obraId);
        if (!row) throw notFoundObra();
        const anteriores = await listRecebimentos(tx, obraId);
        const proximo = proximoRecebimento(
          row.obra.situacao,
          anteriores.map((r) => r.recebimento.tipo),
        );
        if (proximo.tipo !== body.tipo) throw refusal(body.tipo, proximo);
        const situacao = situacaoDoRecebimento(body.tipo);
        // A work put in 6 or 7 before these records keeps its situação (docs/domain.md).
        const mudaSituacao =
          row.obra.situacao !== situacao && row.obra.situacao !== situacaoDoRecebimento('definitivo');
        checkData(row, body, anteriores, mudaSituacao);
        const termo = await termos.documento(
          tx,
          actor,
          row.obra.clientId,
          'recebimento_obra',
          termoContent(row, body),
        );
        const recebimento = await insertRecebimento(tx, {
          clientId: row.obra.clientId,
          obraId,
          tipo: body.tipo,
          data: body.data,
          vistoria: body.vistoria,
          recebedores: body.recebedores,
          termoId: termo.id,
          userId: actor.userId,
        });
        if (mudaSituacao)
          await obras.situacaoIn(tx, actor, local, row, {
            id: obraId,
            situacao,
            data: body.data,
            motivo: `Recebimento ${TIPO_RECEBIMENTO_LABELS[body.tipo].toLowerCase()}: termo de código ${termo.codigo}.`,
            publicacao_veiculo: body.publicacao_veiculo,
            publicacao_data: body.publicacao_data,
          });
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'obra-recebimento',
          entityId: recebimento.id,
          after: { ...body, termo_codigo: termo.codigo },
          clientId: row.obra.clientId,
        });
        return obras.detailIn(tx, local, obraId);
      });
    },

    /** The signed termo of the work's recebimento of `tipo` (its stored bytes); none: 404. */
    async termo(actor: Actor, obraId: string, tipo: TipoRecebimento) {
      await obras.visible(requireLocal(actor), obraId);
      const found = (await listRecebimentos(db, obraId)).find((r) => r.recebimento.tipo === tipo);
      if (!found)
        throw notFound(
          `A obra não tem recebimento ${TIPO_RECEBIMENTO_LABELS[tipo].toLowerCase()} registrado.`,
        );
      return termos.porId(found.recebimento.termoId);
    },
  };
}
export type RecebimentosService = ReturnType<typeof createRecebimentosService>;
