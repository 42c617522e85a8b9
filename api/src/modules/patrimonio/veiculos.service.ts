import type { VeiculoFields, VeiculoListQuery } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { optionalColumns } from '../../lib/mapping.js';
import { uniqueViolation } from '../../lib/sql.js';
import type { Actor } from '../auth/actor.js';
import { bemDetailService } from './bem-detail.service.js';
import type { BemRow } from './bens.repository.js';
import { toVeiculo } from './veiculos.mapper.js';
import { veiculos } from './veiculos.repository.js';

const valuesOf = (f: VeiculoFields) => ({
  tipo: f.tipo,
  ...optionalColumns(f, [
    'placa',
    'renavam',
    'chassi',
    'marca',
    'modelo',
    'ano_fabricacao',
    'ano_modelo',
    'cor',
    'combustivel',
    'odometro',
    'horimetro',
  ]),
});

/** Placa, RENAVAM and chassi are unique per client; the asset has one record. */
function conflictOf(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === null) throw error;
  const field = index.includes('placa')
    ? 'placa'
    : index.includes('renavam')
      ? 'renavam'
      : index.includes('chassi')
        ? 'chassi'
        : 'bempatrimonial_id';
  const message =
    field === 'bempatrimonial_id'
      ? 'Este bem já tem um veículo/equipamento cadastrado.'
      : `Já existe um veículo com este(a) ${field} neste cliente.`;
  throw new AppError('CONFLICT', message, { extra: { issues: [{ path: field, message }] } });
}

const service = (db: Db) =>
  bemDetailService(db, {
    repo: veiculos,
    key: 'veiculo',
    kind: 'movel',
    valuesOf,
    toApi: toVeiculo,
    notFound: () => notFound('Veículo/equipamento não encontrado.'),
    taken: 'Este bem já tem um veículo/equipamento cadastrado.',
    lost: 'veículo salvo não encontrado',
    writeError: conflictOf,
  });

/**
 * The vehicle record of an asset, created or updated inside the caller's transaction (the asset form
 * saves both at once). The caller has locked the asset and checked it.
 */
export const saveVeiculoOfBem = (db: Db, actor: Actor, bem: BemRow, fields: VeiculoFields) =>
  service(db).saveOfBem(db, actor, bem, fields);

export function createVeiculosService(db: Db) {
  const { list, get, create, update, setStatus } = service(db);
  return {
    list: (actor: Actor, q: VeiculoListQuery) => list(actor, q, { tipo: q.tipo }),
    get,
    create,
    update,
    setStatus,
  };
}
export type VeiculosService = ReturnType<typeof createVeiculosService>;
