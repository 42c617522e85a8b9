import type { DepreciacaoConfiguracao, UpdateDepreciacaoConfiguracaoBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor } from '../../auth/actor.js';
import { toConfig } from './depreciacao.mapper.js';
import { findConfig, latestMonths, lockClient, monthIndex, saveConfig } from './depreciacao.repository.js';
import { clientOf } from './depreciacao-fatos.js';

/**
 * The client's depreciation settings: how the first month is counted and the implantação month, which
 * cannot change once a month is processed.
 */

export function createDepreciacaoConfiguracao(db: Db) {
  return {
    async configuracao(actor: Actor, clienteId?: string): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(db, actor, clienteId);
      return toConfig(clientId, await findConfig(db, clientId));
    },

    async salvarConfiguracao(
      actor: Actor,
      body: UpdateDepreciacaoConfiguracaoBody,
    ): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      return db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const current = await findConfig(tx, clientId);
        const before = toConfig(clientId, current);
        const changesImplantacao =
          (before.implantacao === null) !== (body.implantacao === null) ||
          (before.implantacao !== null &&
            body.implantacao !== null &&
            monthIndex(before.implantacao) !== monthIndex(body.implantacao));
        if (changesImplantacao && (await latestMonths(tx, clientId)).processado !== null) {
          throw conflict(
            'Há meses de depreciação processados: estorne-os antes de mudar o mês de implantação.',
            'DEPRECIACAO_JA_PROCESSADA',
          );
        }
        const saved = await saveConfig(tx, clientId, {
          primeiroMes: body.primeiro_mes,
          implantacaoAno: body.implantacao?.ano ?? null,
          implantacaoMes: body.implantacao?.mes ?? null,
        });
        const after = toConfig(clientId, saved);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'depreciacao-configuracao',
          entityId: clientId,
          before,
          after,
          clientId,
        });
        return after;
      });
    },
  };
}
