import type { Db } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { ActorLocation } from '../../auth/actor.js';
import { type BemRow, lockBem } from './bens.repository.js';

export const closedAsset = () =>
  new AppError('CONFLICT', 'Este bem está baixado: só aceita o estorno da baixa.');

/**
 * The asset a vehicle or property record details, locked for the transaction: in the caller's scope
 * (404 otherwise), of the right kind, and not baixado.
 */
export async function bemForDetail(
  db: Db,
  local: ActorLocation,
  bemId: string,
  tipo: 'movel' | 'imovel',
): Promise<BemRow> {
  const bem = await lockBem(db, local, bemId);
  if (!bem) throw notFound('Bem patrimonial não encontrado.');
  if (bem.tipo !== tipo) {
    const message =
      tipo === 'movel'
        ? 'Só um bem móvel tem veículo ou equipamento.'
        : 'Só um bem imóvel tem localização de imóvel.';
    throw new AppError('CONFLICT', message);
  }
  if (bem.situacao === 'baixado') throw closedAsset();
  return bem;
}
