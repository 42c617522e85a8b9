import { type Sala, salaAppPath } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { SalaRow } from './salas.repository.js';

/** A sala as the API answers it; `appUrl` prefixes the address its label's QR code encodes. */
export const toSala = (
  { sala: r, setorNome, secretariaId, secretariaNome }: SalaRow,
  appUrl: string,
): Sala => ({
  id: r.id,
  cliente_id: r.clientId,
  secretaria: { id: secretariaId, name: secretariaNome },
  setor: { id: r.setorId, name: setorNome },
  codigo: r.codigo,
  nome: r.nome,
  descricao: r.descricao,
  endereco: `${appUrl}${salaAppPath(r.id)}`,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
