import { type Aceite, hasRule, TIPO_ACEITE_LABELS } from '@gp/shared-contracts';
import { PATRIMONIO_AREA } from '../../auth/area-access.js';
import { ITENS_MAX, type NotificationProvider } from '../../notificacoes/provider.js';
import { listOverdueCautelas, listPendingAceites } from './aceites.service.js';
import { servidorIdsOfUser } from './servidores.repository.js';

/** The page where aceites are decided and cautelas returned (remote-patrimonio's paths.ts, `aceites`). */
const ACEITES_LINK = '/app/patrimonio/aceites';

/** dd/MM/yyyy of the cautela's expected return (yyyy-MM-dd). */
const dataBr = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** The asset, or a batch (decision 059: one item for the whole batch) by its count and first asset. */
const bemText = (a: Aceite) =>
  a.lote
    ? `lote de ${a.lote.quantidade.toLocaleString('pt-BR')} bens (bem ${a.bem.CodigoBEM} e outros)`
    : `bem ${a.bem.CodigoBEM} – ${a.bem.descricao}`;

const answer = (rows: Aceite[], texto: (a: Aceite) => string) => ({
  quantidade: rows.length,
  itens: rows.slice(0, ITENS_MAX).map((a) => ({ id: a.id, texto: texto(a), link: ACEITES_LINK })),
});

/**
 * "Aceites aguardando" (decision 051): the cautelas and transferências that wait for the caller's own
 * aceite as their receiver (a servidor linked to the caller's login), in the selected location's client.
 * Only the receiver may accept in the app, so no rule beyond the area: the same check `aceiteActions`
 * makes.
 */
export const aceitesAguardando: NotificationProvider = {
  key: 'aceites-aguardando',
  title: 'Aceites aguardando',
  async list(db, actor, local) {
    if (!local.clientId || !PATRIMONIO_AREA.test(local.flags)) return null;
    const rows = await listPendingAceites({ db }, { receiverUserId: actor.userId, clientId: local.clientId });
    return answer(rows, (a) => `${TIPO_ACEITE_LABELS[a.tipo]} do ${bemText(a)}: aguarda o seu aceite`);
  },
};

/**
 * "Cautelas vencidas" (decision 051): accepted cautelas past their expected return. Who keeps the carga
 * (custody:read) sees every one of the client; anyone else only those taken out by the caller as
 * receiver, the same split the aceites list makes.
 */
export const cautelasVencidas: NotificationProvider = {
  key: 'cautelas-vencidas',
  title: 'Cautelas vencidas',
  async list(db, actor, local) {
    if (!local.clientId || !PATRIMONIO_AREA.test(local.flags)) return null;
    const rows = await listOverdueCautelas({ db }, { clientId: local.clientId });
    let mine = rows;
    if (!hasRule({ flags: local.flags, rules: local.rules }, 'custody:read')) {
      const ids = new Set(await servidorIdsOfUser(db, [local.clientId], actor.userId));
      mine = rows.filter((a) => ids.has(a.recebedor.id));
    }
    return answer(
      mine,
      (a) =>
        `Cautela do ${bemText(a)} com ${a.recebedor.nome}: retorno previsto em ${dataBr(a.data_prevista_retorno)}`,
    );
  },
};
