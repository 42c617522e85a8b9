import { formatReais, moneyToCents, TETO_VALOR_BEM_PADRAO } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { tetoValorBemDo } from './bens/bens.repository.js';

/**
 * An asset's value above the client's plausibility ceiling (its setting, else `TETO_VALOR_BEM_PADRAO`) is
 * saved only once the user confirms it: a typo of a few extra digits would otherwise drive every total
 * into trillions silently (docs/domain.md, "Bens"). The one rule of every way a value enters the register:
 * an asset's valor de aquisição (create, edit), a revaluation (a movement or a work's improvement), an
 * incorporation (an NF-e's assets, a work's new imóvel). 409 `CONFIRMAR_VALOR` (`confirmar`: the screen
 * asks and sends the body again with `confirmar_valor`), the message naming the value (`what`, e.g. "O
 * valor reavaliado") and the ceiling.
 */
export async function assertValorPlausivel(
  db: Db,
  clientId: string,
  valor: string,
  confirmado: boolean | undefined,
  what = 'O valor de aquisição',
) {
  if (confirmado) return;
  const teto = (await tetoValorBemDo(db, clientId)) ?? TETO_VALOR_BEM_PADRAO;
  if (moneyToCents(valor) <= moneyToCents(teto)) return;
  const message =
    `${what}, ${formatReais(valor)}, passa do teto de plausibilidade de um bem deste cliente ` +
    `(${formatReais(teto)}). Confira o valor: se estiver correto, confirme para salvar.`;
  throw new AppError('CONFLICT', message, {
    extra: { code: 'CONFIRMAR_VALOR', confirmar: true },
  });
}
