import type { DepreciacaoAcao, DepreciacaoMesBody, ReabrirDepreciacaoBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor } from '../../auth/actor.js';
import { apagarRmb, guardarRmb } from '../contabilidade/contabilidade.repository.js';
import { label, summary } from './depreciacao.mapper.js';
import { lockClient, setEstado } from './depreciacao.repository.js';
import { assertAcao, clientOf } from './depreciacao-fatos.js';

/** Closing a processed depreciation month and reopening it (docs/domain.md, "Depreciação"). */

export function createDepreciacaoFechamento(db: Db) {
  return {
    /** POST fechar: a processed month becomes closed (no movement, value change nor depreciation action in it). */
    async fechar(actor: Actor, body: DepreciacaoMesBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'fechar', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
        const after = await setEstado(tx, clientId, m, 'fechado', actor.userId);
        // The close freezes the month's RMB as it stands (decision 065).
        await guardarRmb(tx, clientId, m);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-close',
          entity: 'depreciacao',
          before: summary(row),
          after: after && summary(after),
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'fechado' };
    },

    /** POST reabrir: a closed month back to processed, with the reason in the audit log. */
    async reabrir(actor: Actor, body: ReabrirDepreciacaoBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'reabrir', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não está fechado.`, 'MES_NAO_FECHADO');
        const after = await setEstado(tx, clientId, m, 'processado', null);
        await apagarRmb(tx, clientId, m);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-reopen',
          entity: 'depreciacao',
          before: summary(row),
          after: after && { ...summary(after), motivo: body.motivo },
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'processado' };
    },
  };
}
