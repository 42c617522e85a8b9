import { type Aceite, TIPO_ACEITE_LABELS } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { dateCell } from '../../../lib/export.js';
import type { Mail } from '../../../lib/mailer.js';
import { enqueueEmail } from '../../notificacoes/emails.js';
import type { JobRunner } from '../../trabalhos/trabalhos.runner.js';
import { overdueCautelasToRemind } from './aceites.repository.js';
import { emailOfServidor } from './servidores.repository.js';

/**
 * The carga's e-mails (docs/domain.md, "Carga patrimonial"), besides the bell: the receiver of a cautela
 * or a transfer is told an aceite waits for them, and each morning the responsável of an overdue cautela
 * is reminded of it. Only people with an active login and an e-mail get them; the links open the app,
 * where the session and the rules of the caller decide, so a message forwarded or read late gives
 * nobody else a way in.
 */
export type CargaEmailsDeps = { db: Db; jobs: JobRunner | undefined; appUrl: string };

const KIND = TIPO_ACEITE_LABELS;

export const aceitesUrl = (appUrl: string) => `${appUrl}/app/patrimonio/aceites`;

/** The message to the receiver of a new cautela or transfer. */
export function aceitePendenteMail(aceite: Aceite, appUrl: string) {
  const bem = `${aceite.bem.CodigoBEM} — ${aceite.bem.descricao}`;
  const lines = [
    `Olá, ${aceite.recebedor.nome}.`,
    '',
    'Um pedido espera o seu aceite no sistema de patrimônio:',
    aceite.lote
      ? `- ${KIND[aceite.tipo]} de um lote de ${aceite.lote.quantidade.toLocaleString('pt-BR')} bens (o primeiro: ${bem}), decidido de uma vez`
      : `- ${KIND[aceite.tipo]} do bem ${bem}`,
    aceite.motivo ? `- Motivo: ${aceite.motivo}` : null,
    aceite.destino ? `- Destino: ${aceite.destino}` : null,
    aceite.data_prevista_retorno ? `- Devolução prevista: ${dateCell(aceite.data_prevista_retorno)}` : null,
    '',
    `Para aceitar ou recusar, entre no sistema e abra: ${aceitesUrl(appUrl)}`,
  ];
  return {
    subject: aceite.lote
      ? `Aceite pendente: ${KIND[aceite.tipo].toLowerCase()} de ${aceite.lote.quantidade.toLocaleString('pt-BR')} bens`
      : `Aceite pendente: ${KIND[aceite.tipo].toLowerCase()} do bem ${aceite.bem.CodigoBEM}`,
    text: lines.filter((l) => l !== null).join('\n'),
  };
}

export function createCargaEmails(deps: CargaEmailsDeps) {
  return {
    /** Queued after the request is recorded: a mail server down delays the message, never the request. */
    async aceitePendente(aceite: Aceite, recebedorId: string) {
      if (!deps.jobs) return;
      const to = await emailOfServidor(deps.db, recebedorId);
      if (!to) return;
      await enqueueEmail(deps.jobs, { to, ...aceitePendenteMail(aceite, deps.appUrl) }, aceite.cliente_id);
    },
  };
}
export type CargaEmails = ReturnType<typeof createCargaEmails>;

/**
 * One message per responsável (and client) listing every cautela of theirs past its expected return, of
 * every client: what the morning's schedule queues.
 */
export async function overdueCautelaReminders(
  db: Db,
  appUrl: string,
  on = new Date(),
): Promise<(Mail & { clientId: string })[]> {
  const rows = await overdueCautelasToRemind(db, brazilDate(on));
  const byPerson = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.clientId} ${row.email}`;
    byPerson.set(key, [...(byPerson.get(key) ?? []), row]);
  }
  return [...byPerson.values()].map((list) => {
    const first = list[0]!;
    const text = [
      `Olá, ${first.nome}.`,
      '',
      list.length === 1
        ? 'Uma cautela sob a sua responsabilidade passou da data prevista de devolução:'
        : `${list.length} cautelas sob a sua responsabilidade passaram da data prevista de devolução:`,
      ...list.map(
        (r) =>
          `- Bem ${r.codigoBem} — ${r.descricao}${r.destino ? `, em ${r.destino}` : ''}: devolução prevista para ${dateCell(r.dataPrevistaRetorno)}`,
      ),
      '',
      `Providencie a devolução ou fale com o setor de patrimônio. Veja no sistema: ${aceitesUrl(appUrl)}`,
    ].join('\n');
    const subject =
      list.length === 1
        ? `Cautela vencida: bem ${first.codigoBem}`
        : `${list.length} cautelas vencidas sob a sua responsabilidade`;
    return { to: first.email!, subject, text, clientId: first.clientId };
  });
}

/** Every morning at 07:00 in Brasília, once across every API process (the queue's schedules). */
export function scheduleCargaEmails(jobs: JobRunner, deps: { db: Db; appUrl: string }) {
  jobs.schedule('cautelas-vencidas', '0 7 * * *', async () => {
    for (const { clientId, ...mail } of await overdueCautelaReminders(deps.db, deps.appUrl)) {
      await enqueueEmail(jobs, mail, clientId);
    }
  });
}
