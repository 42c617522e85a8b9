import type { Bem, Inventario, Sala, Servidor } from '@gp/shared-contracts';
import { READ_RULES } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveHead, loteAccepted, moveAccepted } from '../../support/aceite-termo.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { crop, pdfText, readCode128, readQr, renderPage } from '../../support/pdf.js';
import { type caller, type Headers, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Inventário (docs/domain.md, "Inventário"; decision 063): the salas under a setor with their label, the
 * campaigns with a commission (at most one open over any unit, also when two open at once), closing by the
 * president or inventories:update, and the freeze of transfers (single and batch) in an open campaign's
 * unit, incorporations and baixas by the client's rule.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers; session: { user: { id: string } } };
let adminCamara: { headers: Headers };
let consulta: { headers: Headers };
let ana: Servidor;
let bruno: Servidor;

const T = { transferencia: 2, responsavel: 3, baixa: 4 };

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const newSala = (body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/salas/create', headers, { nome: 'Sala', ...body });
const newBem = async (overrides: Record<string, unknown> = {}) =>
  ok<Bem>(await createBem(t, admin.headers, bemBody(ids, { nota_fiscal_chave: undefined, ...overrides })));
const asset = async (bem: { id: string }) =>
  ok<Bem>(await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers), 200);
/** A movement booked: a transfer that waits for the aceite is accepted through the paper termo. */
const move = (bem: { id: string }, body: Record<string, unknown>, headers = admin.headers) =>
  moveAccepted(t, headers, { bempatrimonial_id: bem.id, ...body });
const lote = (body: Record<string, unknown>) => loteAccepted(t, admin.headers, body);

const campanha = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Inventário anual 2026',
  tipo: 'anual',
  escopo: 'secretaria',
  secretaria_id: ids.saude.id,
  portaria_numero: '123/2026',
  portaria_data: '2026-01-10',
  data_abertura: '2026-01-15',
  data_prevista_encerramento: '2026-03-31',
  comissao: [{ servidor_id: ana.id, presidente: true }, { servidor_id: bruno.id }],
  ...overrides,
});
const abrir = (body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/patrimonio/inventario/create', headers, body);
const encerrar = (id: string, headers = admin.headers) =>
  call('POST', `/patrimonio/inventario/${id}/encerrar`, headers);

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta } = await patrimonioApp());
  const servidor = (body: Record<string, unknown>) =>
    call('POST', '/patrimonio/servidor/create', admin.headers, body).then((r) => ok<Servidor>(r));
  ana = await servidor({ nome: 'Ana Lima', matricula: '9001' });
  bruno = await servidor({ nome: 'Bruno Dias', matricula: '9002' });
  // Who receives what is transferred to these setores (decision 062).
  for (const setor of [ids.adm.setores[0]!, ids.adm.setores[1]!, ids.saude.setores[0]!])
    await giveHead(t, admin.headers, setor);
});
afterAll(() => t.close());

describe('salas', () => {
  it('registers a sala under a setor of the client, its code unique in the setor', async () => {
    const sala = await ok<Sala>(
      await newSala({ setor_id: ids.adm.setores[0], codigo: 'S-01', nome: 'Sala 1' }),
    );
    expect(sala).toMatchObject({
      codigo: 'S-01',
      setor: { id: ids.adm.setores[0] },
      secretaria: { id: ids.adm.id },
      ativo: true,
    });
    expect(sala.endereco).toMatch(new RegExp(`/app/patrimonio/inventario/sala/${sala.id}$`));
    const twice = await newSala({ setor_id: ids.adm.setores[0], codigo: 's-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Já existe uma sala com o código s-01 neste setor.');
    // The same code in another setor is another sala.
    await ok<Sala>(await newSala({ setor_id: ids.adm.setores[1], codigo: 'S-01' }));
    const listed = await ok<{ data: Sala[]; total: number }>(
      await call('GET', `/patrimonio/salas?setor_id=${ids.adm.setores[0]}`, consulta.headers),
      200,
    );
    expect(listed.data.map((s) => s.codigo)).toEqual(['S-01']);
  });

  it('answers one 409 when two requests register the same code at once, never a 500', async () => {
    const body = { setor_id: ids.adm.setores[0], codigo: 'CORRIDA' };
    const [a, b] = await Promise.all([newSala(body), newSala(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('keeps the scope: another client, a setor of another client, a read-only profile', async () => {
    const sala = await ok<Sala>(await newSala({ setor_id: ids.adm.setores[0], codigo: 'S-ESCOPO' }));
    expect((await call('GET', `/patrimonio/salas/${sala.id}`, adminCamara.headers)).statusCode).toBe(404);
    const foreign = await newSala({ setor_id: ids.adm.setores[0], codigo: 'X' }, adminCamara.headers);
    expect(foreign.statusCode).toBe(400);
    expect((await newSala({ setor_id: ids.adm.id, codigo: 'NAO-SETOR' })).statusCode).toBe(400);
    expect((await newSala({ setor_id: ids.adm.setores[0], codigo: 'Y' }, consulta.headers)).statusCode).toBe(
      403,
    );
    expect((await newSala({ setor_id: ids.adm.setores[0], codigo: '' })).statusCode).toBe(400);
  });

  it('prints the label with the code and a QR code of the sala', async () => {
    const sala = await ok<Sala>(
      await newSala({ setor_id: ids.adm.setores[0], codigo: 'ALMOX-12', nome: 'Almoxarifado' }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/salas/${sala.id}/etiqueta`,
      headers: consulta.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('ALMOX-12');
    expect(text).toContain('Almoxarifado');
    // The QR code opens the sala's page of the inventory; the barcode carries its code.
    const page = renderPage(res.rawPayload, 1, 300);
    expect(readQr(page)).toBe(`${t.config.appUrl}/app/patrimonio/inventario/sala/${sala.id}`);
    expect(readCode128(crop(page, { x: 0, y: 0.6, w: 1, h: 0.4 }))).toBe('ALMOX-12');
    const other = await t.app.inject({
      method: 'GET',
      url: `/patrimonio/salas/${sala.id}/etiqueta`,
      headers: adminCamara.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('puts an asset in a sala of its setor only, and a transfer out of the setor clears it', async () => {
    const s0 = await ok<Sala>(await newSala({ setor_id: ids.adm.setores[0], codigo: 'BEM-S0' }));
    const s1 = await ok<Sala>(await newSala({ setor_id: ids.adm.setores[1], codigo: 'BEM-S1' }));
    const bem = await newBem({ sala_id: s0.id });
    expect(bem.sala_id).toBe(s0.id);
    const wrong = await createBem(
      t,
      admin.headers,
      bemBody(ids, { nota_fiscal_chave: undefined, sala_id: s1.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A sala não é do setor do bem.');
    const moved = await move(bem, {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[1],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await asset(bem)).sala_id).toBeNull();
  });
});

describe('campaigns', () => {
  it('opens a campaign with its commission and refuses an overlapping one, naming it', async () => {
    const opened = await ok<Inventario>(await abrir(campanha()));
    expect(opened).toMatchObject({
      estado: 'aberta',
      escopo: 'secretaria',
      secretaria: { id: ids.saude.id },
      acoes: { editar: true, encerrar: true, anexar: true, contar: true, divergencias: true, recontar: true },
    });
    expect(opened.comissao.find((m) => m.presidente)?.servidor.nome).toBe('Ana Lima');

    // A setor of that secretaria, and the whole client, overlap it.
    for (const body of [
      campanha({
        tipo: 'ciclico',
        escopo: 'setor',
        secretaria_id: undefined,
        setor_id: ids.saude.setores[0],
      }),
      campanha({ escopo: 'cliente', secretaria_id: undefined }),
    ]) {
      const res = await abrir(body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('"Inventário anual 2026"');
    }
    // Another secretaria does not.
    const other = await ok<Inventario>(
      await abrir(campanha({ titulo: 'Cíclico Adm', tipo: 'ciclico', secretaria_id: ids.adm.id })),
    );
    for (const c of [opened, other]) await ok<Inventario>(await encerrar(c.id), 200);
  });

  it('answers one 409 when two overlapping campaigns open at once', async () => {
    const [a, b] = await Promise.all([
      abrir(campanha({ titulo: 'Corrida A' })),
      abrir(
        campanha({
          titulo: 'Corrida B',
          escopo: 'setor',
          secretaria_id: undefined,
          setor_id: ids.saude.setores[0],
          tipo: 'ciclico',
        }),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const opened = (a.statusCode === 201 ? a : b).json() as Inventario;
    await ok<Inventario>(await encerrar(opened.id), 200);
  });

  it('validates the commission, the unit and the transição', async () => {
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await abrir(campanha(body));
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await bad({ comissao: [] }, 'A comissão precisa de pelo menos um servidor.');
    await bad({ comissao: [{ servidor_id: ana.id }] }, 'Indique um (e só um) presidente da comissão.');
    await bad(
      {
        comissao: [
          { servidor_id: ana.id, presidente: true },
          { servidor_id: bruno.id, presidente: true },
        ],
      },
      'Indique um (e só um) presidente da comissão.',
    );
    await bad(
      { comissao: [{ servidor_id: ana.id, presidente: true }, { servidor_id: ana.id }] },
      'Um servidor aparece mais de uma vez na comissão.',
    );
    await bad(
      { tipo: 'ciclico', escopo: 'cliente', secretaria_id: undefined },
      'Só o inventário anual cobre todo o cliente.',
    );
    await bad({ tipo: 'transicao', responsavel_saida_id: ana.id }, 'informe quem sai e quem entra');
    await bad({ data_prevista_encerramento: '2026-01-01' }, 'não pode ser anterior à abertura');
    // A servidor or a secretaria of another client.
    const camaraServidor = await ok<Servidor>(
      await call('POST', '/patrimonio/servidor/create', adminCamara.headers, { nome: 'Da Câmara' }),
    );
    await bad(
      { comissao: [{ servidor_id: camaraServidor.id, presidente: true }] },
      'não é um servidor deste cliente',
    );
    await bad({ secretaria_id: ids.camaraDeptId }, 'A secretaria não é deste cliente.');
  });

  it('closes by the president (with a login) or inventories:update; read-only and other clients are refused', async () => {
    const presidente = await userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: READ_RULES,
      flags: { hasPatrimonio: true },
    });
    const carla = await ok<Servidor>(
      await call('POST', '/patrimonio/servidor/create', admin.headers, {
        nome: 'Carla Presidente',
        user_id: presidente.userId,
      }),
    );
    const opened = await ok<Inventario>(
      await abrir(
        campanha({
          titulo: 'Transição Saúde',
          tipo: 'transicao',
          responsavel_saida_id: ana.id,
          responsavel_entrada_id: bruno.id,
          comissao: [{ servidor_id: carla.id, presidente: true }],
        }),
      ),
    );
    expect(opened.responsavel_saida?.nome).toBe('Ana Lima');
    expect((await call('GET', `/patrimonio/inventario/${opened.id}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    expect((await encerrar(opened.id, adminCamara.headers)).statusCode).toBe(404);
    const seen = await ok<Inventario>(
      await call('GET', `/patrimonio/inventario/${opened.id}`, consulta.headers),
      200,
    );
    expect(seen.acoes).toEqual({
      editar: false,
      encerrar: false,
      anexar: false,
      contar: false,
      divergencias: true,
      recontar: false,
    });
    expect((await encerrar(opened.id, consulta.headers)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/patrimonio/inventario/${opened.id}`, consulta.headers, campanha())).statusCode,
    ).toBe(403);

    const asPresident = await ok<Inventario>(
      await call('GET', `/patrimonio/inventario/${opened.id}`, presidente.headers),
      200,
    );
    expect(asPresident.acoes).toEqual({
      editar: false,
      encerrar: true,
      anexar: false,
      contar: true,
      divergencias: true,
      recontar: true,
    });
    const closed = await ok<Inventario>(await encerrar(opened.id, presidente.headers), 200);
    expect(closed).toMatchObject({ estado: 'encerrada', encerrado_por: { id: presidente.userId } });
    expect(closed.encerrado_em).not.toBeNull();
    expect(closed.acoes).toEqual({
      editar: false,
      encerrar: false,
      anexar: false,
      contar: false,
      divergencias: true,
      recontar: false,
    });
    expect((await encerrar(opened.id)).statusCode).toBe(409);
    const edit = await call('PUT', `/patrimonio/inventario/${opened.id}`, admin.headers, {
      ...campanha(),
      tipo: undefined,
      escopo: undefined,
      secretaria_id: undefined,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('keeps the portaria as a file of the campaign', async () => {
    const opened = await ok<Inventario>(await abrir(campanha({ titulo: 'Com portaria' })));
    const boundary = 'x-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="portaria.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/patrimonio/inventario/upload/${opened.id}`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const files = await ok<{ name: string }[]>(
      await call('GET', `/patrimonio/inventario/files/${opened.id}`, consulta.headers),
      200,
    );
    expect(files.map((f) => f.name)).toEqual(['portaria.pdf']);
    await ok<Inventario>(await encerrar(opened.id), 200);
  });
});

describe('the freeze', () => {
  it('refuses a transfer out of or into an open campaign’s unit, single and in batch, until it closes', async () => {
    const inside = await newBem({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    const outside = await newBem();
    const opened = await ok<Inventario>(
      await abrir(
        campanha({
          titulo: 'Inventário de setor',
          tipo: 'ciclico',
          escopo: 'setor',
          secretaria_id: undefined,
          setor_id: ids.saude.setores[0],
        }),
      ),
    );
    const out = await move(inside, {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[0],
    });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(
      `O bem ${inside.CodigoBEM} está no escopo do inventário "Inventário de setor" (aberto). Transferências ficam suspensas até o encerramento; quem pode encerrar: o presidente da comissão, Ana Lima, ou um usuário com a permissão Inventário: Editar.`,
    );
    const into = await move(outside, {
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
    expect(into.statusCode).toBe(409);
    const responsavel = await move(inside, { TipoMovimentacao: T.responsavel, Responsavel: 'Outro Nome' });
    expect(responsavel.statusCode).toBe(409);
    const batch = await lote({
      TipoMovimentacao: T.transferencia,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
      bem_ids: [outside.id],
    });
    expect(batch.statusCode).toBe(409);
    expect(batch.json().message).toContain('Inventário de setor');

    await ok<Inventario>(await encerrar(opened.id), 200);
    expect(
      (
        await move(inside, {
          TipoMovimentacao: T.transferencia,
          secretaria_id: ids.adm.id,
          setor_id: ids.adm.setores[0],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lets incorporations and baixas through by default, and refuses them when the client says so', async () => {
    const bem = await newBem({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });
    const opened = await ok<Inventario>(await abrir(campanha({ titulo: 'Anual Saúde' })));
    const config = await ok<{ congela_incorporacoes_baixas: boolean; editar: boolean }>(
      await call('GET', '/patrimonio/inventario/configuracao', admin.headers),
      200,
    );
    expect(config).toMatchObject({ congela_incorporacoes_baixas: false, editar: true });
    // Allowed by default: an incorporation in the unit.
    await newBem({ secretaria_id: ids.saude.id, setor_id: ids.saude.setores[0] });

    const set = (value: boolean, headers = admin.headers) =>
      call('PUT', '/patrimonio/inventario/configuracao', headers, { congela_incorporacoes_baixas: value });
    expect((await set(true, consulta.headers)).statusCode).toBe(403);
    await ok(await set(true), 200);
    const created = await createBem(
      t,
      admin.headers,
      bemBody(ids, {
        nota_fiscal_chave: undefined,
        secretaria_id: ids.saude.id,
        setor_id: ids.saude.setores[0],
      }),
    );
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toContain('Incorporações ficam suspensas');
    const baixa = await move(bem, { TipoMovimentacao: T.baixa, MotivoBaixa: 4 });
    expect(baixa.statusCode).toBe(409);
    expect(baixa.json().message).toContain('Baixas ficam suspensas');
    // Outside the unit nothing changes.
    await newBem();

    await ok(await set(false), 200);
    expect((await move(bem, { TipoMovimentacao: T.baixa, MotivoBaixa: 4 })).statusCode).toBe(201);
    await ok<Inventario>(await encerrar(opened.id), 200);
  });
});
