import { completeCno, completeCpf, OBRAS_DISABLED_MESSAGE } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, locations } from '../../src/db/schema.js';
import { daysAfter } from '../../src/modules/obras/obras.mapper.js';
import { today } from '../../src/modules/obras/obras.service.js';
import { companyByName, createLocation, createUser } from '../support/factories.js';
import { iniciarObra, receberObra } from '../support/obras.js';
import { fornecedorBody, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, otherApplicationSupport, signInTo } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The works area (docs/domain.md, "Obras"): support only with `hasObras`, the scope, the inputs, the
 * measurement ceiling, the sequential measurement numbers and the situação rules.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let fornecedorId: string;

beforeAll(async () => {
  ({ t, call, ids, admin, suporte } = await patrimonioApp());
  const res = await call(
    'POST',
    '/patrimonio/fornecedor/create',
    suporte.headers,
    fornecedorBody({ root_id: ids.prefeituraId }),
  );
  expect(res.statusCode, res.body).toBe(201);
  fornecedorId = res.json().id;
});
afterAll(() => t.close());

let seq = 0;
const obraBody = (overrides: Record<string, unknown> = {}) => ({
  numero: `OB-${++seq}/2026`,
  objeto: 'Construção da creche municipal do bairro Centro',
  tipo: 'construcao',
  cep: '01001-000',
  endereco: 'Rua das Flores, 100',
  cidade: 'Exemplo',
  uf: 'SP',
  latitude: -23.55052,
  longitude: -46.633308,
  secretaria_id: ids.adm.id,
  contrato_numero: 'CT-12/2026',
  fornecedor_id: fornecedorId,
  valor_contratado: '100000.00',
  data_inicio: '2026-01-10',
  prazo_dias: 180,
  previsao_conclusao: '2026-07-10',
  fonte_recursos: 'Recursos próprios',
  cliente_id: ids.prefeituraId,
  ...overrides,
});

async function newObra(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/obras/obra/create', suporte.headers, obraBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; numero: string; saldo: string };
}

const medicaoBody = (obraId: string, valor: string, overrides: Record<string, unknown> = {}) => ({
  obra_id: obraId,
  tipo: 1,
  periodo_inicio: '2026-02-01',
  periodo_fim: '2026-02-28',
  data_entrega: '2026-03-05',
  valor,
  descricao: 'Fundações',
  ...overrides,
});

const ordemBody = (obraId: string, overrides: Record<string, unknown> = {}) => ({
  obra_id: obraId,
  numero: `OS-${++seq}`,
  data_emissao: '2026-01-05',
  data_inicio: '2026-01-10',
  prazo_dias: 180,
  objeto: 'Início das obras da creche',
  responsavel: 'Eng. Carlos Lima',
  ...overrides,
});

const situacao = (id: string, s: number, overrides: Record<string, unknown> = {}) =>
  call('PUT', '/obras/obra/id', suporte.headers, {
    id,
    situacao: s,
    data: '2026-02-01',
    motivo: 'Mudança registrada pela fiscalização',
    publicacao_veiculo: 'Diário Oficial do Município',
    publicacao_data: (overrides.data as string | undefined) ?? '2026-02-01',
    ...(s === 3 || s === 4 ? PARALISACAO : {}),
    ...overrides,
  });

/** A stoppage's legal fields (motivo SICOM, responsible company). */
const PARALISACAO = {
  motivo_codigo: 13,
  responsavel_tipo: 'empresa',
  responsavel_nome: 'Construtora Exemplo Ltda',
  responsavel_documento: '11.222.333/0001-81',
};

/** Today in Brazil (the API's day, not UTC's: they differ from 21h in Brasília) moved by `days`, "YYYY-MM-DD". */
const dayFromToday = (days: number) => daysAfter(today(), days);

describe('access', () => {
  it('lets support with hasObras in and refuses a client’s location (403), whatever its rules', async () => {
    const ok = await call('GET', '/obras/obra', suporte.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await call('GET', '/obras/obra', admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OBRAS_DISABLED_MESSAGE);
    const create = await call('POST', '/obras/obra/create', admin.headers, obraBody());
    expect(create.statusCode).toBe(403);
  });

  it('refuses support at a location without hasObras (403)', async () => {
    const db = t.database.db;
    const office = await companyByName(db, 'Gestão Pública Suporte Ltda');
    const user = await createUser(db);
    const local = await createLocation(db, {
      userId: user.id,
      companyId: office.id,
      isSuporte: true,
      hasObras: false,
    });
    const semObras = await signInTo(t, user, local.id);
    const res = await call('GET', '/obras/medicao', semObras.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OBRAS_DISABLED_MESSAGE);
    // The flag is read per call: switched on, the same token gets in.
    await db.update(locations).set({ hasObras: true }).where(eq(locations.id, local.id));
    expect((await call('GET', '/obras/medicao', semObras.headers)).statusCode).toBe(200);
  });

  it('answers another application’s support with 404 for this client’s records and ids', async () => {
    const obra = await newObra();
    const other = await otherApplicationSupport(t);
    await t.database.db.update(locations).set({ hasObras: true }).where(eq(locations.id, other.localId));
    const get = await call('GET', `/obras/obra/${obra.id}`, other.headers);
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('Obra não encontrada.');
    const list = await call('GET', `/obras/obra?cliente_id=${ids.prefeituraId}`, other.headers);
    expect(list.statusCode).toBe(404);
    const medicao = await call('POST', '/obras/medicao/create', other.headers, medicaoBody(obra.id, '10.00'));
    expect(medicao.statusCode).toBe(404);
    const mine = await call('GET', '/obras/obra', other.headers);
    expect(mine.json().data.map((o: { id: string }) => o.id)).not.toContain(obra.id);
    // A secretaria of another client of the same application is not the client's.
    const camara = await call(
      'POST',
      '/obras/obra/create',
      suporte.headers,
      obraBody({ secretaria_id: ids.camaraDeptId }),
    );
    expect(camara.statusCode).toBe(404);
    expect(camara.json().message).toBe('Secretaria não encontrada.');
  });
});

describe('obra', () => {
  it('registers a work with its contract, address and coordinates, and lists it with filters', async () => {
    const obra = await newObra({ tipo: 'pavimentacao', objeto: 'Pavimentação da Avenida Brasil' });
    const got = await call('GET', `/obras/obra/${obra.id}`, suporte.headers);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      cliente_id: ids.prefeituraId,
      cep: '01001000',
      latitude: -23.55052,
      longitude: -46.633308,
      secretaria: { id: ids.adm.id },
      contratada: { id: fornecedorId },
      valor_contratado: '100000.00',
      valor_aditivos: '0.00',
      valor_total: '100000.00',
      percentual_executado: '0.00',
      situacao: 1,
      situacao_descricao: 'Não iniciada',
      aditivos: [],
      historico: [],
    });
    const list = await call('GET', '/obras/obra?tipo=pavimentacao&search=avenida brasil', suporte.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { id: string }) => o.id)).toEqual([obra.id]);
    const period = await call(
      'GET',
      `/obras/obra?inicio_de=2026-01-01&inicio_ate=2026-01-31&situacao=1&secretaria_id=${ids.adm.id}`,
      suporte.headers,
    );
    expect(period.json().data.map((o: { id: string }) => o.id)).toContain(obra.id);
    const dup = await call('POST', '/obras/obra/create', suporte.headers, obraBody({ numero: obra.numero }));
    expect(dup.statusCode).toBe(409);
  });

  it.each([
    ['cep', { cep: '123' }, 'CEP inválido.'],
    ['latitude', { latitude: 91 }, 'A latitude deve estar dentro do Brasil: entre -33,75 e 5,27 graus.'],
    [
      'longitude',
      { longitude: -20 },
      'A longitude deve estar dentro do Brasil: entre -73,99 e -28,84 graus.',
    ],
    [
      'previsao_conclusao',
      { data_inicio: '2026-05-01', previsao_conclusao: '2026-04-01' },
      'A previsão de conclusão deve ser posterior ao início.',
    ],
    ['valor_contratado', { valor_contratado: '12.345' }, undefined],
  ])('refuses a bad %s with a Portuguese message (400)', async (path, overrides, message) => {
    const res = await call('POST', '/obras/obra/create', suporte.headers, obraBody(overrides));
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue, res.body).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  });

  it('flags a work started more than 30 days ago without a CNO (sem_cno) until it has one', async () => {
    const obra = await newObra({ data_inicio: dayFromToday(-45), previsao_conclusao: null });
    expect((await call('GET', `/obras/obra/${obra.id}`, suporte.headers)).json().sem_cno).toBe(true);
    const recente = await newObra({ data_inicio: dayFromToday(-5), previsao_conclusao: null });
    expect((await call('GET', `/obras/obra/${recente.id}`, suporte.headers)).json().sem_cno).toBe(false);
    const cno = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      obra_id: obra.id,
      numero: completeCno('51234123451'),
      data_registro: dayFromToday(-40),
      categoria: 'obra_nova',
      destinacao: 'Creche municipal',
      area: '850.50',
      unidade: 'm2',
      responsavel_documento: '12.ABC.345/01DE-35',
      responsavel_nome: 'Construtora Exemplo Ltda',
    });
    expect(cno.statusCode, cno.body).toBe(201);
    expect((await call('GET', `/obras/obra/${obra.id}`, suporte.headers)).json().sem_cno).toBe(false);
  });
});

describe('situação', () => {
  it('refuses to start without a service order and to restart without a paralisação (409)', async () => {
    // A reform needs no Licença de Instalação: only the service order decides here.
    const obra = await newObra({ tipo: 'reforma' });
    const reiniciar = await situacao(obra.id, 8);
    expect(reiniciar.statusCode).toBe(409);
    expect(reiniciar.json().message).toBe(
      'Só uma obra paralisada pode ser reiniciada: registre antes a paralisação.',
    );
    const iniciar = await situacao(obra.id, 2);
    expect(iniciar.statusCode).toBe(409);
    expect(iniciar.json().message).toBe(
      'A obra não pode ser iniciada sem uma ordem de serviço: cadastre a ordem de serviço primeiro.',
    );

    const os = await call('POST', '/obras/ordemservico/create', suporte.headers, ordemBody(obra.id));
    expect(os.statusCode, os.body).toBe(201);
    expect((await situacao(obra.id, 2)).statusCode).toBe(200);

    const semPrevisao = await situacao(obra.id, 4, { data: '2026-03-10' });
    expect(semPrevisao.statusCode).toBe(400);
    expect(semPrevisao.json().issues[0]).toEqual({
      path: 'previsao_reinicio',
      message: 'Informe a previsão de reinício da obra paralisada.',
    });
    const paralisada = await situacao(obra.id, 4, {
      data: '2026-03-10',
      motivo: 'Chuvas intensas',
      previsao_reinicio: '2026-04-15',
    });
    expect(paralisada.statusCode, paralisada.body).toBe(200);
    expect(paralisada.json().paralisacao).toEqual({
      data: '2026-03-10',
      motivo: 'Chuvas intensas',
      previsao_reinicio: '2026-04-15',
    });
    const antes = await situacao(obra.id, 8, { data: '2026-03-01' });
    expect(antes.statusCode).toBe(400);
    const reiniciada = await situacao(obra.id, 8, { data: '2026-04-12' });
    expect(reiniciada.statusCode).toBe(200);
    expect(reiniciada.json()).toMatchObject({ situacao: 8, paralisacao: null });
    expect(reiniciada.json().historico.map((h: { situacao: number }) => h.situacao)).toEqual([2, 4, 8]);
    expect(reiniciada.json().historico[1]).toMatchObject({ situacao_anterior: 2, motivo: 'Chuvas intensas' });
  });
});

describe('licença de instalação to start a work', () => {
  const LI_AUSENTE =
    'Uma obra do tipo Construção precisa de uma Licença de Instalação (LI) ativa e válida em 01/02/2026 ' +
    'para ser iniciada. Cadastre a licença ou informe uma justificativa para iniciar a obra sem ela.';

  /** A work of `tipo` with its service order, ready to start but for the licence. */
  async function pronta(tipo = 'construcao') {
    const obra = await newObra({ tipo });
    const os = await call('POST', '/obras/ordemservico/create', suporte.headers, ordemBody(obra.id));
    expect(os.statusCode, os.body).toBe(201);
    return obra;
  }
  const licenca = async (obraId: string, overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/obras/licencaambiental/create', suporte.headers, {
      obra_id: obraId,
      tipo: 'LI',
      numero: `LI-${++seq}`,
      orgao: 'CETESB',
      data_emissao: '2026-01-15',
      data_validade: '2027-01-15',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const refusedForLi = async (obraId: string) => {
    const res = await situacao(obraId, 2);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LI_AUSENTE', message: LI_AUSENTE });
  };

  it('refuses to start a construction without an LI, with an expired or inactive one, or with an LP only (409)', async () => {
    const semLicenca = await pronta();
    await refusedForLi(semLicenca.id);

    const vencida = await pronta();
    await licenca(vencida.id, { data_emissao: '2025-01-10', data_validade: '2026-01-31' });
    await refusedForLi(vencida.id);
    const futura = await pronta();
    await licenca(futura.id, { data_emissao: '2026-02-02' });
    await refusedForLi(futura.id);

    const inativa = await pronta();
    const li = await licenca(inativa.id);
    const off = await call('PUT', '/obras/licencaambiental/id', suporte.headers, {
      id: li.id,
      ativo: false,
      motivo: 'Licença cassada pelo órgão ambiental',
    });
    expect(off.statusCode, off.body).toBe(200);
    await refusedForLi(inativa.id);

    const soLp = await pronta();
    await licenca(soLp.id, { tipo: 'LP' });
    await refusedForLi(soLp.id);
    expect((await call('GET', `/obras/obra/${soLp.id}`, suporte.headers)).json()).toMatchObject({
      situacao: 1,
      historico: [],
    });
  });

  it('starts a construction with an LI valid on the date (its first and last days included)', async () => {
    const obra = await pronta();
    await licenca(obra.id, { data_emissao: '2025-02-01', data_validade: '2026-02-01' });
    const res = await situacao(obra.id, 2, { justificativa_sem_li: 'Ignorada: a licença existe.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().historico).toEqual([
      expect.objectContaining({ situacao: 2, justificativa_sem_li: null }),
    ]);
    const emitidaNoDia = await pronta('pavimentacao');
    await licenca(emitidaNoDia.id, { data_emissao: '2026-02-01' });
    expect((await situacao(emitidaNoDia.id, 2)).statusCode).toBe(200);
  });

  it('starts one without an LI on a justificativa, kept in the history and the audit log', async () => {
    const obra = await pronta('saneamento');
    const curta = await situacao(obra.id, 2, { justificativa_sem_li: '  urgente  ' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().issues[0]).toEqual({
      path: 'justificativa_sem_li',
      message: 'A justificativa para iniciar sem Licença de Instalação deve ter ao menos 10 caracteres.',
    });
    const longa = await situacao(obra.id, 2, { justificativa_sem_li: 'x'.repeat(1001) });
    expect(longa.statusCode).toBe(400);

    const justificativa = 'Obra emergencial: rompimento da rede de esgoto (Decreto 12/2026).';
    const res = await situacao(obra.id, 2, { justificativa_sem_li: `  ${justificativa} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().historico).toEqual([
      expect.objectContaining({ situacao: 2, justificativa_sem_li: justificativa }),
    ]);
    const again = await call('GET', `/obras/obra/${obra.id}`, suporte.headers);
    expect(again.json().historico[0].justificativa_sem_li).toBe(justificativa);
    const db = t.database.db;
    const [audit] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, obra.id), eq(auditLog.action, 'situacao')));
    expect(JSON.stringify(audit?.after)).toContain(justificativa);
  });

  it('starts a work whose tipo needs no LI without one, ignoring a justificativa', async () => {
    for (const tipo of ['reforma', 'recuperacao', 'outro']) {
      const obra = await pronta(tipo);
      const res = await situacao(obra.id, 2, { justificativa_sem_li: 'Não é preciso licença aqui.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().historico[0].justificativa_sem_li).toBeNull();
    }
  });
});

describe('medição', () => {
  it('numbers the measurements of a work in sequence, also when they arrive together', async () => {
    const obra = await newObra();
    const res = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '1000.00')),
      ),
    );
    for (const r of res) expect(r.statusCode, r.body).toBe(201);
    expect(res.map((r) => r.json().numero).sort()).toEqual([1, 2, 3, 4]);
    const other = await newObra();
    const first = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(other.id, '5.00'));
    expect(first.json().numero).toBe(1);
  });

  it('refuses a measurement past 100% of contract + aditivos with the figures (409), and takes it after an aditivo', async () => {
    const obra = await newObra();
    const m1 = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '60000.00'));
    expect(m1.statusCode, m1.body).toBe(201);
    const over = await call(
      'POST',
      '/obras/medicao/create',
      suporte.headers,
      medicaoBody(obra.id, '50000.00'),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'A medição de R$ 50.000,00 levaria o total medido a R$ 110.000,00, acima de 100% do valor da obra: ' +
        'contrato R$ 100.000,00 + aditivos R$ 0,00 = R$ 100.000,00. Saldo disponível: R$ 40.000,00. ' +
        'Registre um aditivo para medir além do contrato.',
    );

    const aditivo = await call('POST', `/obras/obra/${obra.id}/aditivos/create`, suporte.headers, {
      numero_ato: '1º Termo Aditivo',
      data: '2026-03-01',
      valor: '20000.00',
      prazo_dias: 60,
    });
    expect(aditivo.statusCode, aditivo.body).toBe(201);
    const m2 = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '50000.00'));
    expect(m2.statusCode, m2.body).toBe(201);
    expect(m2.json().numero).toBe(2);

    const still = await call(
      'POST',
      '/obras/medicao/create',
      suporte.headers,
      medicaoBody(obra.id, '10000.01'),
    );
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toContain(
      'contrato R$ 100.000,00 + aditivos R$ 20.000,00 = R$ 120.000,00. Saldo disponível: R$ 10.000,00.',
    );

    const got = (await call('GET', `/obras/obra/${obra.id}`, suporte.headers)).json();
    expect(got).toMatchObject({
      valor_aditivos: '20000.00',
      prazo_aditivos_dias: 60,
      valor_total: '120000.00',
      valor_medido: '110000.00',
      percentual_executado: '91.66',
    });
    expect(got.aditivos).toHaveLength(1);

    // Lowering the aditivo below what was measured is refused; an edit of a measurement is checked too.
    const lower = await call('PUT', `/obras/obra/aditivos/${aditivo.json().id}`, suporte.headers, {
      numero_ato: '1º Termo Aditivo',
      data: '2026-03-01',
      valor: '5000.00',
    });
    expect(lower.statusCode).toBe(409);
    const edit = await call(
      'PUT',
      `/obras/medicao/${m2.json().id}`,
      suporte.headers,
      medicaoBody(obra.id, '60000.01', { obra_id: undefined }),
    );
    expect(edit.statusCode).toBe(409);
    const inativa = await call('PUT', '/obras/medicao/id', suporte.headers, {
      id: m1.json().id,
      ativo: false,
      motivo: 'Medição lançada em duplicidade',
    });
    expect(inativa.statusCode, inativa.body).toBe(200);
    expect((await call('GET', `/obras/obra/${obra.id}`, suporte.headers)).json().valor_medido).toBe(
      '50000.00',
    );
  });

  it('gives each work its saldo, computed by the rule that refuses a measurement past it', async () => {
    const obra = await newObra({ valor_contratado: '1000.00' });
    const saldo = async () => (await call('GET', `/obras/obra/${obra.id}`, suporte.headers)).json().saldo;
    const inList = async () =>
      (await call('GET', `/obras/obra?search=${encodeURIComponent(obra.numero)}`, suporte.headers))
        .json()
        .data.find((o: { id: string }) => o.id === obra.id)?.saldo;
    expect(await saldo()).toBe('1000.00');

    const m1 = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '400.10'));
    expect(m1.statusCode, m1.body).toBe(201);
    expect(await saldo()).toBe('599.90');
    expect(obra.saldo).toBe('1000.00');

    // One centavo past the saldo is refused, naming it; exactly the saldo is taken and leaves zero.
    const over = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '599.91'));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('Saldo disponível: R$ 599,90.');
    const all = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '599.90'));
    expect(all.statusCode, all.body).toBe(201);
    expect(await saldo()).toBe('0.00');
    const none = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '0.01'));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Saldo disponível: R$ 0,00.');

    // An amendment raises it; an inactive measurement gives its value back; the list says the same.
    const aditivo = await call('POST', `/obras/obra/${obra.id}/aditivos/create`, suporte.headers, {
      numero_ato: '1º Termo Aditivo',
      data: '2026-03-01',
      valor: '250.00',
      prazo_dias: 0,
    });
    expect(aditivo.statusCode, aditivo.body).toBe(201);
    expect(await saldo()).toBe('250.00');
    const inativa = await call('PUT', '/obras/medicao/id', suporte.headers, {
      id: m1.json().id,
      ativo: false,
      motivo: 'Medição lançada em duplicidade',
    });
    expect(inativa.statusCode, inativa.body).toBe(200);
    expect(await saldo()).toBe('650.10');
    expect(await inList()).toBe('650.10');
    const fits = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '650.10'));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await saldo()).toBe('0.00');
  });

  it('refuses a period out of order and a bad tipo (400)', async () => {
    const obra = await newObra();
    const res = await call(
      'POST',
      '/obras/medicao/create',
      suporte.headers,
      medicaoBody(obra.id, '10.00', { periodo_inicio: '2026-03-01', periodo_fim: '2026-02-01', tipo: 6 }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toContain('tipo');
  });

  it('closes the measurements of a work received for good (409)', async () => {
    const obra = await newObra();
    const m = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '10.00'));
    // Received for good through its records (the situação follows them, decision 057).
    await iniciarObra(call, suporte.headers, obra.id);
    await receberObra(call, suporte.headers, obra.id);
    const res = await call('POST', '/obras/medicao/create', suporte.headers, medicaoBody(obra.id, '10.00'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A obra foi recebida definitivamente: suas medições estão encerradas.');
    const edit = await call(
      'PUT',
      `/obras/medicao/${m.json().id}`,
      suporte.headers,
      medicaoBody(obra.id, '20.00', { obra_id: undefined }),
    );
    expect(edit.statusCode).toBe(409);
    expect((await situacao(obra.id, 6, { data: '2026-03-01' })).statusCode).toBe(409);
  });
});

describe('registers of a work', () => {
  it('checks the CNO number and the responsible’s CPF/CNPJ (400)', async () => {
    const obra = await newObra();
    const base = {
      obra_id: obra.id,
      data_registro: '2026-01-20',
      categoria: 'obra_nova',
      destinacao: 'Creche',
      area: '100',
      unidade: 'm2',
      responsavel_nome: 'Prefeitura',
    };
    const valid = completeCno('51234123452');
    const wrongDigit = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    const bad = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      ...base,
      numero: wrongDigit,
      responsavel_documento: '11.111.111/1111-11',
    });
    expect(bad.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      bad.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(byPath.numero).toBe(
      'Número do CNO inválido (12 dígitos, 00.000.00000/00; confira o dígito verificador).',
    );
    expect(byPath.responsavel_documento).toBe(
      'CPF/CNPJ do responsável inválido (confira os dígitos verificadores).',
    );
    const masked = `${valid.slice(0, 2)}.${valid.slice(2, 5)}.${valid.slice(5, 10)}/${valid.slice(10)}`;
    const ok = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      ...base,
      numero: masked,
      responsavel_documento: completeCpf('529982247'),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().numero).toBe(valid);
    const dup = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      ...base,
      numero: valid,
      responsavel_documento: completeCpf('529982247'),
    });
    expect(dup.statusCode).toBe(409);
  });

  it('checks the professional’s CPF of a technical responsibility (400)', async () => {
    const obra = await newObra();
    const body = {
      obra_id: obra.id,
      tipo: 'execucao',
      conselho: 'CREA',
      numero: 'ART 2026-000123',
      profissional_nome: 'Ana Ribeiro',
      registro_conselho: 'SP-123456',
      data: '2026-01-15',
    };
    const bad = await call('POST', '/obras/responsabilidadetecnica/create', suporte.headers, {
      ...body,
      profissional_cpf: '111.111.111-11',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe(
      'CPF do profissional inválido (confira os dígitos verificadores).',
    );
    const ok = await call('POST', '/obras/responsabilidadetecnica/create', suporte.headers, {
      ...body,
      profissional_cpf: completeCpf('529982247'),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('flags licences expiring within 60 days and expired ones, and refuses validity before issue', async () => {
    const obra = await newObra();
    const licenca = (validade: string) =>
      call('POST', '/obras/licencaambiental/create', suporte.headers, {
        obra_id: obra.id,
        tipo: 'LI',
        numero: `LI-${++seq}`,
        orgao: 'CETESB',
        data_emissao: '2025-01-10',
        data_validade: validade,
      });
    const vencida = await licenca(dayFromToday(-1));
    const aVencer = await licenca(dayFromToday(30));
    const vigente = await licenca(dayFromToday(200));
    expect([vencida, aVencer, vigente].map((r) => r.json().vencimento)).toEqual([
      'vencida',
      'a_vencer',
      'vigente',
    ]);
    const list = await call(
      'GET',
      `/obras/licencaambiental?obra_id=${obra.id}&vencimento=a_vencer`,
      suporte.headers,
    );
    expect(list.json().data.map((l: { id: string }) => l.id)).toEqual([aVencer.json().id]);
    const backwards = await licenca('2024-12-31');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues[0]).toEqual({
      path: 'data_validade',
      message: 'A validade deve ser posterior à emissão.',
    });
  });

  it('records dated follow-ups with the physical percentage (0–100)', async () => {
    const obra = await newObra();
    const body = {
      obra_id: obra.id,
      tipo: 'vistoria',
      data: '2026-02-15',
      percentual_fisico: '35.5',
      descricao: 'Fundações concluídas',
      responsavel: 'Fiscal João',
    };
    const ok = await call('POST', '/obras/acompanhamento/create', suporte.headers, body);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ percentual_fisico: '35.50', obra: { id: obra.id } });
    const over = await call('POST', '/obras/acompanhamento/create', suporte.headers, {
      ...body,
      percentual_fisico: '100.01',
    });
    expect(over.statusCode).toBe(400);
    const list = await call('GET', `/obras/acompanhamento?obra_id=${obra.id}`, suporte.headers);
    expect(list.json().total).toBe(1);
  });
});
