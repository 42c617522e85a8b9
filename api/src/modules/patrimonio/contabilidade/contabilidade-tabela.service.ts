import {
  centsToMoney,
  type EventosContabeis,
  type IntangiveisIndefinidos,
  moneyToCents,
  type NaturezaLancamento,
  type UpdateEventoContabilBody,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { notFound } from '../../../lib/errors.js';
import { dateCell, exportFile, numberCell } from '../../../lib/export.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { allows } from '../../auth/area-access.js';
import { oneClient } from '../client-scope.js';
import { intangiveisIndefinidos } from './contabilidade.repository.js';
import { CONTABILIDADE_EDITAR } from './contabilidade-access.js';
import { restaurarEvento, salvarEvento, tabelaEventos } from './lancamentos.repository.js';

/**
 * The accountant's tables of the area (docs/domain.md, "Lançamentos contábeis e RMB"): the client's table
 * of events (decision 065), with what the caller may do in it, and the intangíveis of indefinite useful
 * life with their annual impairment test (decision 071).
 */

const soma = (xs: string[]) => centsToMoney(xs.reduce((s, x) => s + moneyToCents(x), 0n));

const INTANGIVEIS_HEADERS = [
  'Código do bem',
  'Descrição',
  'Categoria',
  'Conta contábil',
  'Incorporação',
  'Valor contábil',
  'Última redução ao valor recuperável',
  'Teste anual',
];

/**
 * GET .../intangiveis-indefinidos: the intangíveis of indefinite useful life (decision 071), each with
 * its latest redução ao valor recuperável; the annual test is pending when none is dated in the current
 * exercise (Brasília's year).
 */
async function intangiveisDoCliente(readDb: ReadDb, clientId: string): Promise<IntangiveisIndefinidos> {
  const exercicio = Number(brazilDate(new Date()).slice(0, 4));
  const data = (await intangiveisIndefinidos(readDb, clientId)).map((r) => ({
    id: r.id,
    codigo_bem: Number(r.codigo_bem),
    descricao: r.descricao,
    categoria: r.categoria,
    conta_contabil: r.conta_contabil,
    data_incorporacao: r.data_incorporacao,
    valor_atual: centsToMoney(moneyToCents(r.valor_atual)),
    ultima_reducao: r.ultima_reducao,
    teste_pendente: r.ultima_reducao === null || Number(r.ultima_reducao.slice(0, 4)) < exercicio,
  }));
  return {
    exercicio,
    data,
    valor_total: soma(data.map((d) => d.valor_atual)),
    pendentes: data.filter((d) => d.teste_pendente).length,
  };
}

/** GET .../intangiveis-indefinidos/exportar: the same list as XLSX or CSV. */
function exportarIntangiveis(r: IntangiveisIndefinidos, formato: 'csv' | 'xlsx') {
  const cells = r.data.map((d) => [
    String(d.codigo_bem),
    d.descricao,
    d.categoria,
    d.conta_contabil,
    dateCell(d.data_incorporacao),
    numberCell(d.valor_atual),
    d.ultima_reducao === null ? null : dateCell(d.ultima_reducao),
    d.teste_pendente ? 'Teste anual pendente' : 'Testado no exercício',
  ]);
  cells.push(['Total', null, null, null, null, numberCell(r.valor_total), null, null]);
  return exportFile(
    formato,
    `intangiveis-vida-indefinida-${r.exercicio}`,
    'Intangíveis vida indefinida',
    INTANGIVEIS_HEADERS,
    [cells],
  );
}

export function createTabelaService(db: Db, readDb: ReadDb) {
  const clientOf = (actor: Actor, clienteId?: string) => oneClient(readDb, requireLocal(actor), clienteId);

  /**
   * GET .../eventos: the client's table of events (its own rows over the MCASP defaults), and whether the
   * caller may edit it (the rule that guards PUT and DELETE).
   */
  async function eventos(actor: Actor, clienteId?: string): Promise<EventosContabeis> {
    const local = requireLocal(actor);
    const clientId = await clientOf(actor, clienteId);
    const data = (await tabelaEventos(readDb, clientId)).map((e) => ({
      evento: e.evento,
      descricao: e.descricao,
      natureza: e.natureza as NaturezaLancamento,
      debito: e.debito,
      credito: e.credito,
      historico: e.historico,
      proprio: Boolean(e.proprio),
      padrao: { debito: e.padrao_debito, credito: e.padrao_credito, historico: e.padrao_historico },
    }));
    return { data, acoes: { editar: allows(local, CONTABILIDADE_EDITAR) } };
  }

  /** PUT .../eventos/{evento}: the client's accounts and history for a kind of event (later events only). */
  async function salvarEventoDoCliente(actor: Actor, evento: string, body: UpdateEventoContabilBody) {
    const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
    const atual = (await tabelaEventos(db, clientId)).find((e) => e.evento === evento);
    if (!atual) throw notFound('Evento contábil não encontrado.');
    await db.transaction(async (tx) => {
      await salvarEvento(tx, clientId, { evento, ...body }, actor.userId);
      await recordAudit(tx, auditActor(actor), {
        action: 'update',
        entity: 'evento_contabil',
        before: { evento, debito: atual.debito, credito: atual.credito, historico: atual.historico },
        after: { evento, debito: body.debito, credito: body.credito, historico: body.historico },
        clientId,
      });
    });
    return eventos(actor, clientId);
  }

  /**
   * DELETE .../eventos/{evento}: the kind takes the MCASP default again (later events only); a kind
   * already on the default is left as it is.
   */
  async function restaurarEventoDoCliente(actor: Actor, evento: string, clienteId?: string) {
    const clientId = await oneClient(db, requireLocal(actor), clienteId);
    const atual = (await tabelaEventos(db, clientId)).find((e) => e.evento === evento);
    if (!atual) throw notFound('Evento contábil não encontrado.');
    if (atual.proprio) {
      await db.transaction(async (tx) => {
        await restaurarEvento(tx, clientId, evento);
        await recordAudit(tx, auditActor(actor), {
          action: 'evento-padrao-restaurado',
          entity: 'evento_contabil',
          before: { evento, debito: atual.debito, credito: atual.credito, historico: atual.historico },
          after: {
            evento,
            debito: atual.padrao_debito,
            credito: atual.padrao_credito,
            historico: atual.padrao_historico,
          },
          clientId,
        });
      });
    }
    return eventos(actor, clientId);
  }

  const intangiveis = async (actor: Actor, clienteId?: string) =>
    intangiveisDoCliente(readDb, await clientOf(actor, clienteId));
  const intangiveisExportar = async (actor: Actor, clienteId: string | undefined, formato: 'csv' | 'xlsx') =>
    exportarIntangiveis(await intangiveis(actor, clienteId), formato);

  return {
    eventos,
    salvarEvento: salvarEventoDoCliente,
    restaurarEvento: restaurarEventoDoCliente,
    intangiveis,
    intangiveisExportar,
  };
}
