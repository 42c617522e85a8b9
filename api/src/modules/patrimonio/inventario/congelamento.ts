import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { congelaIncorporacoesBaixas, openCovering } from './inventario.repository.js';

/** An open campaign counting a place, as the freeze names it. */
export type CampanhaAberta = NonNullable<Awaited<ReturnType<typeof openCovering>>>;

/** Where an asset sits, as a campaign's unit is compared with it. */
export type Lugar = { secretariaId: string; setorId: string | null; salaId: string | null };

/** The open campaign counting the place, or null (docs/domain.md, "Inventário"). */
export const campanhaAberta = (db: Db, clientId: string, lugar: Lugar) => openCovering(db, clientId, lugar);

export { congelaIncorporacoesBaixas };

/**
 * The refusal of a change of an asset under an open campaign (decision 063): names the asset, the campaign
 * and who can close it, so the clerk knows whom to ask. `oque`: what is suspended ("Transferências").
 */
export function congelado(codigoBem: number, campanha: CampanhaAberta, oque = 'Transferências'): AppError {
  const quem = campanha.presidente
    ? `o presidente da comissão, ${campanha.presidente}, ou um usuário com a permissão Inventário: Editar`
    : 'um usuário com a permissão Inventário: Editar';
  return new AppError(
    'CONFLICT',
    `O bem ${codigoBem} está no escopo do inventário "${campanha.titulo}" (aberto). ${oque} ficam suspensas até o encerramento; quem pode encerrar: ${quem}.`,
    { extra: { code: 'INVENTARIO_ABERTO', inventario_id: campanha.id } },
  );
}
