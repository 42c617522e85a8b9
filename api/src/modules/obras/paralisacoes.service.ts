import {
  centsToMoney,
  formatCpfCnpj,
  formatReais,
  maskCpf,
  moneyToCents,
  motivoParalisacaoLabel,
  type ObraDetail,
  type ParalisacaoResponsavelBody,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { documentTitle } from '../../lib/document-title.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { toParalisacao } from './obras.mapper.js';
import { lockObra } from './obras.repository.js';
import type { ObrasService } from './obras.service.js';
import {
  findClientOf,
  findParalisacao,
  findParalisacaoAberta,
  type ParalisacaoRow,
  updateResponsavel,
} from './paralisacoes.repository.js';
import { renderPlaca } from './placa-paralisacao-pdf.js';

const brDate = (day: string) => day.split('-').reverse().join('/');

/** The stoppage's responsible party as printed and published: a servant's CPF masked (LGPD). */
export function responsavelTexto(p: ParalisacaoRow): string {
  if (p.responsavelTipo === 'apuracao') return `Em apuração: processo nº ${p.apuracaoNumero ?? ''}`;
  if (p.responsavelTipo === 'servidor')
    return `Servidor(a) ${p.responsavelNome ?? ''} (CPF ${maskCpf(p.responsavelDocumento ?? '')})`;
  if (p.responsavelTipo === 'empresa')
    return `Empresa ${p.responsavelNome ?? ''} (CNPJ ${formatCpfCnpj(p.responsavelDocumento ?? '')})`;
  return 'Não informado (paralisação registrada antes do campo)';
}

/**
 * The stoppages of a work beyond their records (docs/domain.md, "Works: the law's fields"): the placa de
 * obra paralisada, A3, printed from the work while it is stopped; its QR code leads to the work on the
 * entity's transparency page (`{appUrl}/publico/transparencia/{cpf_cnpj}/obra/{id}`, the work's own public page).
 */
export function createParalisacoesService(deps: { db: Db; obras: ObrasService; appUrl: string }) {
  const { db, obras, appUrl } = deps;
  return {
    /**
     * PUT /obras/paralisacao/{id}: the responsible party named again (the inquiry ended, or a correction),
     * open or ended stoppage alike; the rest of the record stays as recorded. Another client's: 404.
     */
    async setResponsavel(actor: Actor, id: string, body: ParalisacaoResponsavelBody): Promise<ObraDetail> {
      const local = requireLocal(actor);
      const found = await findParalisacao(db, id);
      if (!found) throw notFound('Paralisação não encontrada.');
      // The work in the caller's scope, else the stoppage is not found either.
      await obras.visible(local, found.obraId).catch(() => {
        throw notFound('Paralisação não encontrada.');
      });
      return db.transaction(async (tx) => {
        await lockObra(tx, found.obraId);
        const apuracao = body.responsavel_tipo === 'apuracao';
        await updateResponsavel(tx, id, {
          responsavelTipo: body.responsavel_tipo ?? null,
          responsavelNome: apuracao ? null : (body.responsavel_nome ?? null),
          responsavelDocumento: apuracao ? null : (body.responsavel_documento ?? null),
          apuracaoNumero: apuracao ? (body.apuracao_numero ?? null) : null,
        });
        const after = await findParalisacao(tx, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'obra-paralisacao',
          entityId: id,
          before: toParalisacao(found),
          after: after ? toParalisacao(after) : null,
          clientId: found.clientId,
        });
        return obras.detailIn(tx, local, found.obraId);
      });
    },

    async placa(actor: Actor, obraId: string) {
      const row = await obras.visible(requireLocal(actor), obraId);
      const aberta = await findParalisacaoAberta(db, obraId);
      if (!aberta)
        throw conflict(
          'A obra não está paralisada: a placa só é impressa durante uma paralisação.',
          'SEM_PARALISACAO',
        );
      const client = await findClientOf(db, row.obra.clientId);
      const o = row.obra;
      const endereco = [o.endereco, o.bairro, [o.cidade, o.uf].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(' — ');
      const total = centsToMoney(
        moneyToCents(String(o.valorContratado)) + moneyToCents(String(row.valorAditivos)),
      );
      const fields: [string, string][] = [
        ['Local', endereco || 'Não informado'],
        [
          'Contratada',
          row.contratada?.razaoSocial
            ? `${row.contratada.razaoSocial} (${formatCpfCnpj(row.contratada.cpfCnpj ?? '')})`
            : 'Não informada',
        ],
        ['Valor do contrato com aditivos', formatReais(total)],
        ['Paralisada desde', brDate(aberta.dataInicio)],
        [
          'Motivo da paralisação',
          `${aberta.motivoCodigo} – ${motivoParalisacaoLabel(aberta.motivoCodigo)}: ${aberta.motivo}`,
        ],
        ['Responsável pela paralisação', responsavelTexto(aberta)],
        ['Previsão de reinício', aberta.previsaoReinicio ? brDate(aberta.previsaoReinicio) : 'Não informada'],
      ];
      const { title, name } = documentTitle(`Placa de obra paralisada ${o.numero}`);
      const url = `${appUrl}/publico/transparencia/${client?.cpfCnpj ?? ''}/obra/${o.id}`;
      const pdf = await renderPlaca({
        title,
        entity: client?.name ?? '',
        obra: `Obra nº ${o.numero} — ${o.objeto}`,
        fields,
        url,
      });
      return { name, pdf };
    },
  };
}
export type ParalisacoesService = ReturnType<typeof createParalisacoesService>;
