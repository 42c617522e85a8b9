import { LOCAL_HEADER } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.js';
import { seedDemoObras } from '../../src/db/seed-obras.js';
import { seedDemoPatrimonio } from '../../src/db/seed-patrimonio.js';
import { caller, type Headers } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The demo data: the seeded organisation, its sample patrimônio and works, made through the API on first
 * start.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let consulta: { headers: Headers };

// Migrating an empty database and running both demo seeds takes longer than copying the template.
beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  call = caller(t);
  await seedDemoPatrimonio(t.app);
  consulta = await signInAt(t.app, 'consulta');
}, 180_000);
afterAll(() => t?.close());

describe('demo patrimônio', () => {
  it('creates suppliers, assets of every kind with their records, and a little history', async () => {
    const fornecedores = await call('GET', '/patrimonio/fornecedor', consulta.headers);
    expect(fornecedores.json().total).toBe(3);

    const bens = await call('GET', '/patrimonio/bempatrimonial?limit=20', consulta.headers);
    expect(bens.statusCode).toBe(200);
    const data = bens.json().data as { id: string; descricao: string; CodigoBEM: number }[];
    expect(data).toHaveLength(10);
    expect(data.map((b) => b.CodigoBEM)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const byName = (text: string) => data.find((b) => b.descricao.startsWith(text))!;
    const caminhonete = (
      await call('GET', `/patrimonio/bempatrimonial/${byName('Caminhonete').id}`, consulta.headers)
    ).json();
    expect(caminhonete.veiculo).toMatchObject({ placa: 'BRA2E19', combustivel: 'diesel' });
    const terreno = (
      await call('GET', `/patrimonio/bempatrimonial/${byName('Terreno').id}`, consulta.headers)
    ).json();
    expect(terreno).toMatchObject({ tipo: 'imovel', localizacao: { matricula: '45.872' } });

    const armario = (
      await call('GET', `/patrimonio/movimentacaobem/${byName('Armário').id}`, consulta.headers)
    ).json();
    expect(armario).toHaveLength(2);
    expect(armario[0]).toMatchObject({ TipoMovimentacao: 2 });
    const armarioAgora = (
      await call('GET', `/patrimonio/bempatrimonial/${byName('Armário').id}`, consulta.headers)
    ).json();
    expect(armarioAgora.secretaria.name).toBe('Secretaria Municipal de Educação');
    expect(armarioAgora.setor.name).toBe('Escola Municipal Centro');

    // The first asset has a photo, which its public card (where the label's QR code leads) shows.
    const card = (
      await t.app.inject({ method: 'GET', url: `/patrimonio/bempatrimonial/transparencia/${data[0]!.id}` })
    ).json();
    expect(card.foto_url).toMatch(/^\/publico\/bens\/[0-9a-f-]{36}\/foto\?v=/);
    const foto = await t.app.inject({ method: 'GET', url: card.foto_url });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.rawPayload.readUInt32BE(16)).toBe(320);
  });
});

describe('GET /dashboard: the patrimônio at a glance', () => {
  it('counts the assets, sums their book value exactly and counts the month’s movements and suppliers', async () => {
    const res = await call('GET', '/dashboard', consulta.headers);
    expect(res.statusCode).toBe(200);
    const { patrimonio } = res.json();
    expect(patrimonio).toMatchObject({
      bens: 10,
      emUso: 10,
      baixados: 0,
      // 1389.90 + 749 + 1120 + 4290 + 5199 + 2350 + 12480 + 3180.50 + 289900 + 480000
      valorContabil: '800658.40',
      fornecedoresAtivos: 3,
    });
    // The transfer and the change of holder are dated now; some incorporations may fall in the month too.
    expect(patrimonio.movimentacoesMes).toBeGreaterThanOrEqual(2);
    expect(patrimonio.movimentacoesMes).toBeLessThanOrEqual(12);

    // The activity names each record, and an asset's own side of a movement is not listed twice.
    const activity = res.json().recentActivity as { action: string; entity: string; subject: string }[];
    expect(activity[0]).toMatchObject({ entity: 'uma movimentação', subject: 'do bem 5' });
    expect(activity.some((a) => a.action === 'Movimentou')).toBe(false);
    expect(activity).toContainEqual(
      expect.objectContaining({
        entity: 'um bem patrimonial',
        subject: '10 — Terreno da futura creche do Jardim Primavera',
      }),
    );
  });

  it('follows revaluations and baixas in the kept totals, without summing the assets', async () => {
    const admin = await signInAt(t.app, 'admin', 'Prefeitura');
    const bens = (await call('GET', '/patrimonio/bempatrimonial?limit=20', admin.headers)).json().data as {
      id: string;
      CodigoBEM: number;
    }[];
    const [mesa, cadeira] = [bens[0]!, bens[1]!];
    const move = async (bem: { id: string }, body: Record<string, unknown>) => {
      const res = await call('POST', '/patrimonio/movimentacaobem/create', admin.headers, {
        bempatrimonial_id: bem.id,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await move(mesa, { TipoMovimentacao: 5, Valor: '1500.00' }); // reavaliação: 1389.90 -> 1500.00
    await move(cadeira, { TipoMovimentacao: 4, MotivoBaixa: 1 }); // baixa of 749.00
    const { patrimonio } = (await call('GET', '/dashboard', consulta.headers)).json();
    expect(patrimonio).toMatchObject({
      bens: 10,
      emUso: 9,
      baixados: 1,
      // 800658.40 + 110.10 - 749.00
      valorContabil: '800019.50',
    });
  });

  it('leaves the figures out for a location without the patrimônio area', async () => {
    const localId = String(consulta.headers[LOCAL_HEADER]);
    await t.database.db.update(locations).set({ hasPatrimonio: false }).where(eq(locations.id, localId));
    const res = await call('GET', '/dashboard', consulta.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().patrimonio).toBeNull();
    await t.database.db.update(locations).set({ hasPatrimonio: true }).where(eq(locations.id, localId));
  });
});

describe('demo obras', () => {
  it('gives the Prefeitura a work em andamento with two measurements, one paralisada and one received', async () => {
    // After the patrimônio's counts: the works add the contractor to the suppliers.
    await seedDemoObras(t.app);
    const suporte = await signInAt(t.app, 'suporte');
    const res = await call('GET', '/obras/obra?sort=numero', suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    const obras = res.json().data as {
      id: string;
      numero: string;
      situacao: number;
      valor_medido: string;
      percentual_executado: string;
      paralisacao: { motivo: string } | null;
      sem_cno: boolean;
    }[];
    const byNumero = Object.fromEntries(obras.map((o) => [o.numero, o]));
    expect(byNumero['001/2026']).toMatchObject({
      situacao: 2,
      valor_medido: '425500.00',
      percentual_executado: '23.00',
      sem_cno: false,
    });
    expect(byNumero['002/2026']?.situacao).toBe(4);
    expect(byNumero['002/2026']?.paralisacao?.motivo).toContain('Chuvas');
    // The construction started with its LI; the paving on a justificativa, shown in its history.
    const detalhe = async (numero: string) =>
      (await call('GET', `/obras/obra/${byNumero[numero]?.id}`, suporte.headers)).json();
    expect((await detalhe('001/2026')).historico[0]).toMatchObject({
      situacao: 2,
      justificativa_sem_li: null,
    });
    expect((await detalhe('002/2026')).historico[0].justificativa_sem_li).toContain('emergencial');
    // One licence expiring within 60 days, flagged in the licence list.
    const licencas = await call('GET', '/obras/licencaambiental?vencimento=a_vencer', suporte.headers);
    expect(licencas.json().data.map((l: { numero: string }) => l.numero)).toEqual(['ASV-0031/2025']);
    expect(byNumero['015/2025']).toMatchObject({ situacao: 7, valor_medido: '304500.00' });
    const medicoes = await call('GET', '/obras/medicao?sort=numero&order=asc', suporte.headers);
    expect(medicoes.json().data.map((m: { numero: number }) => m.numero)).toEqual([1, 1, 2]);

    // The work em andamento's follow-ups, newest first, carry photos of the site.
    const creche = res.json().data.find((o: { numero: string }) => o.numero === '001/2026') as { id: string };
    const follow = await call('GET', `/obras/acompanhamento?obra_id=${creche.id}`, suporte.headers);
    const acompanhamentos = follow.json().data as { id: string; tipo: string }[];
    expect(acompanhamentos.map((a) => a.tipo)).toEqual(['fiscalizacao', 'vistoria']);
    const photos = [];
    for (const a of acompanhamentos) {
      const files = await call('GET', `/obras/acompanhamento/files/${a.id}`, suporte.headers);
      photos.push(...(files.json() as { id: string; name: string; mime: string }[]));
    }
    expect(photos.map((p) => p.name).sort()).toEqual(['alvenaria.png', 'estrutura.png', 'fundacoes.png']);
    expect(photos.every((p) => p.mime === 'image/png')).toBe(true);
    const preview = await call('GET', `/obras/acompanhamento/preview/${photos[0]?.id}`, suporte.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    // A whole PNG: its signature, and its last chunk IEND.
    expect(preview.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(preview.rawPayload.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('leaves the received work ready to become an imóvel of the Edificações category', async () => {
    const suporte = await signInAt(t.app, 'suporte');
    const list = await call('GET', '/obras/obra?situacao=7', suporte.headers);
    const ubs = list.json().data.find((o: { numero: string }) => o.numero === '015/2025');
    const detail = await call('GET', `/obras/obra/${ubs.id}`, suporte.headers);
    expect(detail.json()).toMatchObject({ bem: null, endereco: 'Praça da Matriz, 210' });
    // Received definitively: its service order is concluded, not "Em execução".
    const ordens = await call('GET', `/obras/ordemservico?obra_id=${ubs.id}`, suporte.headers);
    expect(
      ordens.json().data.map((o: { numero: string; situacao: string }) => [o.numero, o.situacao]),
    ).toEqual([['OS-015/2025', 'concluida']]);
    const categorias = await call(
      'GET',
      `/patrimonio/categoriabem?cliente_id=${ubs.cliente_id}`,
      suporte.headers,
    );
    expect(categorias.json().find((c: { nome: string }) => c.nome === 'Edificações')).toMatchObject({
      tipo_bem: 'imovel',
      depreciavel: true,
    });
  });
});
