import { hasRule, type NotificacaoGrupo, type Notificacoes, periodLabel } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { brazilMonth } from '../../lib/brazil-time.js';
import type { Actor } from '../auth/actor.js';
import { PATRIMONIO_AREA } from '../auth/area-access.js';
import { aceitesAguardando, cautelasVencidas } from '../patrimonio/carga/carga.notificacoes.js';
import { monthIndex, monthOf } from '../patrimonio/depreciacao/depreciacao.repository.js';
import { nextMonth } from '../patrimonio/depreciacao/depreciacao-locks.js';
import { ITENS_MAX, type NotificationProvider } from './provider.js';

/**
 * Depreciation months past that were not processed: from the client's next month to run to the month
 * before the current one (the current month is run once it ends), for who may open the depreciation.
 */
export const depreciacaoPendente: NotificationProvider = {
  key: 'depreciacao-pendente',
  title: 'Depreciação pendente',
  async list(db, _actor, local) {
    if (!local.clientId || !PATRIMONIO_AREA.test(local.flags)) return null;
    if (!hasRule({ flags: local.flags, rules: local.rules }, 'depreciations:read')) return null;
    const next = await nextMonth(db, local.clientId);
    if (!next) return null;
    const last = monthIndex(brazilMonth(new Date())) - 1;
    const quantidade = Math.max(0, last - monthIndex(next) + 1);
    const itens = Array.from({ length: Math.min(quantidade, ITENS_MAX) }, (_, i) => {
      const m = monthOf(monthIndex(next) + i);
      return {
        id: `${m.ano}-${m.mes}`,
        texto: `Depreciação de ${periodLabel(m)} não processada`,
        link: `/app/patrimonio/depreciacao?ano=${m.ano}`,
      };
    });
    return { quantidade, itens };
  },
};

/**
 * The providers, in the bell's order. Each domain adds its own, a `NotificationProvider` of its module
 * with its rule checked in `list`: the carga's "Aceites aguardando" (what waits for the caller's aceite)
 * and "Cautelas vencidas" (decision 051).
 */
export const PROVIDERS: NotificationProvider[] = [depreciacaoPendente, aceitesAguardando, cautelasVencidas];

export function createNotificacoesService(db: Db, providers: NotificationProvider[] = PROVIDERS) {
  return {
    /** GET /notificacoes: every provider's group with something for the caller. */
    async list(actor: Actor): Promise<Notificacoes> {
      const local = actor.local;
      if (!local) return { total: 0, grupos: [] };
      const found = await Promise.all(providers.map(async (p) => ({ p, r: await p.list(db, actor, local) })));
      const grupos: NotificacaoGrupo[] = found
        .filter(({ r }) => r !== null && r.quantidade > 0)
        .map(({ p, r }) => ({ chave: p.key, titulo: p.title, quantidade: r!.quantidade, itens: r!.itens }));
      return { total: grupos.reduce((s, g) => s + g.quantidade, 0), grupos };
    },
  };
}
export type NotificacoesService = ReturnType<typeof createNotificacoesService>;
