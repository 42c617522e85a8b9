import type { CreateExercicioBody, Exercicio } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { brazilMonth } from '../../lib/brazil-time.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { clientInScope } from '../empresas/company-scope.js';
import { exercicioExists, insertExercicio, listExercicios } from './exercicios.repository.js';

const yyyymm = (e: { ano: number; mes: number }) => e.ano * 100 + e.mes;

/**
 * Order of a company's periods: the current month and the past ones newest first, then future months
 * nearest first. The host selects the first one on load (docs/domain.md, "Organização e acesso"), which is then the current period.
 */
export function orderForSelection<T extends { ano: number; mes: number }>(list: T[], now = new Date()): T[] {
  const current = yyyymm(brazilMonth(now));
  const pastOrCurrent = list.filter((e) => yyyymm(e) <= current).sort((a, b) => yyyymm(b) - yyyymm(a));
  const future = list.filter((e) => yyyymm(e) > current).sort((a, b) => yyyymm(a) - yyyymm(b));
  return [...pastOrCurrent, ...future];
}

export function createExerciciosService(db: Db) {
  return {
    listForCompany: (empresaIds: string[]) =>
      listExercicios(db, empresaIds).then((l) => orderForSelection(l)),

    async list(actor: Actor, empresaId: string, ano?: number): Promise<Exercicio[]> {
      await clientInScope(db, requireLocal(actor), empresaId);
      return orderForSelection(await listExercicios(db, [empresaId], ano));
    },

    async exists(actor: Actor, empresaId: string, ano: number, mes: number) {
      await clientInScope(db, requireLocal(actor), empresaId);
      return { exists: await exercicioExists(db, empresaId, ano, mes) };
    },

    async create(actor: Actor, body: CreateExercicioBody): Promise<Exercicio> {
      const found = await clientInScope(db, requireLocal(actor), body.empresa_id);
      return db.transaction(async (tx) => {
        const created = await insertExercicio(tx, {
          empresaId: body.empresa_id,
          ano: body.ano,
          mes: body.mes,
        });
        if (!created) {
          const label = `${String(body.mes).padStart(2, '0')}/${body.ano}`;
          throw new AppError('CONFLICT', `O exercício ${label} já existe para ${found.company.name}.`);
        }
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'exercicio',
          entityId: created.id,
          after: created,
          clientId: body.empresa_id,
        });
        return created;
      });
    },
  };
}
export type ExerciciosService = ReturnType<typeof createExerciciosService>;
