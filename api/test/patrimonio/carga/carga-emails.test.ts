import type { Aceite, Bem, Servidor } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema.js';
import { overdueCautelaReminders } from '../../../src/modules/patrimonio/carga/carga.emails.js';
import { until } from '../../support/api-process.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import type { caller, Headers } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The carga's e-mails (docs/domain.md, "Carga patrimonial"), sent as jobs through the deployment's SMTP
 * settings and read here from a real SMTP server on loopback (support/smtp-receiver.ts): the receiver of a
 * cautela is told an aceite waits, someone without a login is not written to, and the responsável of an
 * overdue cautela is reminded.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let comLogin: Servidor;
let semLogin: Servidor;

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const cautela = (bem: Bem, recebedor: Servidor) =>
  call('POST', '/patrimonio/carga/cautela', admin.headers, {
    bempatrimonial_id: bem.id,
    recebedor_id: recebedor.id,
    motivo: 'Conserto da fonte',
    destino: 'Assistência técnica',
    data_prevista_retorno: tomorrow,
  });
const emailJobs = async () =>
  (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'email'))).length;

beforeAll(async () => {
  ({ t, call, ids, admin } = await patrimonioApp({ appUrl: 'https://patrimonio.exemplo.gov.br' }));
  comLogin = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, {
      nome: 'Bruno Dias',
      user_id: admin.session.user.id,
      matricula: '2001',
    }),
  );
  semLogin = await ok<Servidor>(
    await call('POST', '/patrimonio/servidor/create', admin.headers, { nome: 'Ana Lima', matricula: '2002' }),
  );
  // The setor's head answers for its new assets: the reminders go to him.
  await ok(
    await call('PUT', `/patrimonio/carga/setor/${ids.adm.setores[0]}/responsavel`, admin.headers, {
      servidor_id: comLogin.id,
    }),
    200,
  );
});
afterAll(() => t.close());

describe('e-mails of the carga', () => {
  it('tells the receiver with a login that an aceite waits, through SMTP, with a link to the app', async () => {
    const bem = await ok<Bem>(await createBem(t, admin.headers, bemBody(ids)));
    const before = t.mails.length;
    const pedido = await ok<Aceite>(await cautela(bem, comLogin));
    const mail = await until('o e-mail do aceite', () => t.mails.slice(before)[0]);
    const [d, m, y] = [tomorrow.slice(8, 10), tomorrow.slice(5, 7), tomorrow.slice(0, 4)];
    expect(mail).toEqual({
      from: 'nao-responda@localhost',
      to: 'admin@exemplo.gov.br',
      subject: `Aceite pendente: cautela do bem ${pedido.bem.CodigoBEM}`,
      text: [
        'Olá, Bruno Dias.',
        '',
        'Um pedido espera o seu aceite no sistema de patrimônio:',
        `- Cautela do bem ${pedido.bem.CodigoBEM} — ${pedido.bem.descricao}`,
        '- Motivo: Conserto da fonte',
        '- Destino: Assistência técnica',
        `- Devolução prevista: ${d}/${m}/${y}`,
        '',
        'Para aceitar ou recusar, entre no sistema e abra: https://patrimonio.exemplo.gov.br/app/patrimonio/aceites',
      ].join('\n'),
    });
  });

  it('writes to nobody when the receiver has no login', async () => {
    const bem = await ok<Bem>(await createBem(t, admin.headers, bemBody(ids)));
    const jobsBefore = await emailJobs();
    await ok<Aceite>(await cautela(bem, semLogin));
    expect(await emailJobs()).toBe(jobsBefore);
  });

  it('reminds the responsável of each cautela past its return, one message per person', async () => {
    const bem = await ok<Bem>(await createBem(t, admin.headers, bemBody(ids)));
    const pedido = await ok<Aceite>(await cautela(bem, comLogin));
    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/aceitar`, admin.headers), 200);
    const soon = await overdueCautelaReminders(t.database.db, 'https://app.exemplo');
    expect(soon.some((m) => m.text.includes(`Bem ${pedido.bem.CodigoBEM} `))).toBe(false);

    // A week later the asset is still out.
    const later = new Date(Date.now() + 8 * 86_400_000);
    const reminders = await overdueCautelaReminders(t.database.db, 'https://app.exemplo', later);
    const mine = reminders.filter((m) => m.to === 'admin@exemplo.gov.br');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      clientId: ids.prefeituraId,
      subject: expect.stringMatching(/^(Cautela vencida: bem |\d+ cautelas vencidas)/),
    });
    expect(mine[0]!.text).toContain(
      `- Bem ${pedido.bem.CodigoBEM} — ${pedido.bem.descricao}, em Assistência técnica`,
    );
    expect(mine[0]!.text).toContain('https://app.exemplo/app/patrimonio/aceites');

    // Returned, it is no longer reminded.
    await ok(await call('POST', `/patrimonio/carga/aceites/${pedido.id}/devolver`, admin.headers), 200);
    const after = await overdueCautelaReminders(t.database.db, 'https://app.exemplo', later);
    expect(after.some((m) => m.text.includes(`Bem ${pedido.bem.CodigoBEM} `))).toBe(false);
  });
});
