import 'fake-indexeddb/auto';
import ky from 'ky';
import { beforeEach, describe, expect, it } from 'vitest';
import { descartar, enfileirar, enviarFila, type LeituraNaFila, naFila } from './contagem-fila.js';
import { tamanhoReduzido } from './foto-leitura.js';
import { bemDoPacote, salaDoPacote } from './pacote-contagem.js';

/**
 * The counting device's queue with what a reading holds besides its label (decision 068): the note, the
 * third party's and the unlabeled asset's marks go with the reading, the photo after it once it is
 * recorded; what the API does not answer stays, what it refuses stays with the reason.
 */
const INV = '0a000000-0000-4000-8000-000000000001';
const SETOR = '0b000000-0000-4000-8000-000000000002';
const FOTO = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer,
  tipo: 'image/jpeg',
  nome: 'mesa.jpg',
};

type Call = { method: string; path: string; body: unknown };
/** The API as the phone meets it: `answer` decides each request (a Response, or a thrown network error). */
function fakeApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const api = ky.create({
    prefixUrl: 'http://api.test',
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const type = request.headers.get('content-type') ?? '';
      // A photo's multipart body is kept as text: its part names the file.
      const body = type.includes('json')
        ? await request.json()
        : type.includes('multipart')
          ? await request.text()
          : null;
      const call = { method: request.method, path: new URL(request.url).pathname, body };
      calls.push(call);
      return answer(call);
    },
  });
  return { api, calls };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const recorded = (call: Call) => {
  const { leituras } = call.body as { leituras: { id: string }[] };
  return json(200, {
    gravadas: leituras.length,
    repetidas: 0,
    leituras: leituras.map((l) => ({ id: l.id, bem: null, situacao: null })),
  });
};
const leitura = (extra: Partial<LeituraNaFila> = {}): LeituraNaFila => ({
  inventarioId: INV,
  id: crypto.randomUUID(),
  leitura: '1234',
  setor_id: SETOR,
  contado_em: new Date().toISOString(),
  ...extra,
});

beforeEach(async () => {
  for (const l of await naFila(INV)) await descartar(l.id);
});

describe('the counting queue with notes and photos', () => {
  it('sends the note and the marks with the reading, then its photo, and empties the queue', async () => {
    const semEtiqueta = leitura({
      leitura: null,
      sem_etiqueta: true,
      observacao: 'Cadeira azul',
      foto: FOTO,
      contado_em: '2026-02-03T10:00:00.000Z',
    });
    const terceiro = leitura({
      terceiro: true,
      observacao: 'Impressora locada',
      contado_em: '2026-02-03T10:00:01.000Z',
    });
    await enfileirar(semEtiqueta);
    await enfileirar(terceiro);
    const { api, calls } = fakeApi((call) =>
      call.path.endsWith('/foto') ? json(201, { id: 'f1' }) : recorded(call),
    );
    expect((await enviarFila(api, INV)).estado).toBe('enviado');
    const sent = (calls[0]!.body as { leituras: Record<string, unknown>[] }).leituras;
    expect(sent).toEqual([
      expect.objectContaining({
        id: semEtiqueta.id,
        sem_etiqueta: true,
        observacao: 'Cadeira azul',
        leitura: null,
      }),
      expect.objectContaining({ id: terceiro.id, terceiro: true, observacao: 'Impressora locada' }),
    ]);
    // The queue's own fields never reach the API.
    expect(sent[0]).not.toHaveProperty('foto');
    expect(sent[0]).not.toHaveProperty('inventarioId');
    expect(calls[1]!.path).toBe(`/patrimonio/inventario/${INV}/contagens/${semEtiqueta.id}/foto`);
    // jsdom's Blob reaches Node's fetch without its bytes and name: the part and its type are what is checked here.
    expect(calls[1]!.body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    expect(await naFila(INV)).toEqual([]);
  });

  it('keeps a recorded reading until its photo goes, and sends only the photo next time', async () => {
    const comFoto = leitura({ observacao: 'Riscada', foto: FOTO });
    await enfileirar(comFoto);
    let up = false;
    const { api, calls } = fakeApi((call) => {
      if (!call.path.endsWith('/foto')) return recorded(call);
      if (!up) throw new TypeError('Failed to fetch');
      return json(201, { id: 'f1' });
    });
    expect((await enviarFila(api, INV)).estado).toBe('sem_conexao');
    expect(await naFila(INV)).toEqual([expect.objectContaining({ id: comFoto.id, gravada: true })]);
    up = true;
    expect((await enviarFila(api, INV)).estado).toBe('enviado');
    expect(calls.map((c) => c.path.split('/').at(-1))).toEqual(['contagens', 'foto', 'foto']);
    expect(await naFila(INV)).toEqual([]);
  });

  it('keeps a refused photo with its reason, and a closed campaign’s readings with the API’s words', async () => {
    await enfileirar(leitura({ foto: FOTO }));
    const refused = fakeApi((call) =>
      call.path.endsWith('/foto')
        ? json(413, { message: 'O arquivo "mesa.jpg" excede o tamanho máximo de 1 MB.' })
        : recorded(call),
    );
    expect(await enviarFila(refused.api, INV)).toEqual({
      estado: 'recusado',
      mensagem: 'A foto não foi aceita: O arquivo "mesa.jpg" excede o tamanho máximo de 1 MB.',
    });
    for (const l of await naFila(INV)) await descartar(l.id);

    await enfileirar(leitura({ observacao: 'Depois do encerramento' }));
    const closed = fakeApi(() =>
      json(409, { message: 'O inventário está encerrado: não recebe mais leituras.' }),
    );
    expect((await enviarFila(closed.api, INV)).estado).toBe('recusado');
    expect(await naFila(INV)).toEqual([
      expect.objectContaining({
        observacao: 'Depois do encerramento',
        recusa: 'O inventário está encerrado: não recebe mais leituras.',
      }),
    ]);
    // Kept on the device: nothing is sent again until the counter discards it.
    await enviarFila(closed.api, INV);
    expect(closed.calls).toHaveLength(1);
  });
});

describe('a token that ran out while offline', () => {
  it('keeps the readings for the next send instead of refusing them', async () => {
    await enfileirar(leitura());
    const expired = fakeApi(() => json(401, { message: 'Token de acesso inválido!' }));
    expect((await enviarFila(expired.api, INV)).estado).toBe('sem_conexao');
    expect(await naFila(INV)).toEqual([expect.not.objectContaining({ recusa: expect.anything() })]);
  });
});

describe('what the phone keeps for offline use', () => {
  it('shrinks a picture to 1600 px on its longest side, never enlarging it', () => {
    expect(tamanhoReduzido(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(tamanhoReduzido(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(tamanhoReduzido(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names the downloaded asset a label holds and the sala a sala’s label names', () => {
    const BEM = '0c000000-0000-4000-8000-00000000000a';
    const SALA = '0d000000-0000-4000-8000-00000000000b';
    const pacote = {
      inventario: { id: INV, titulo: 'Anual', contagem_cega: false, estado: 'aberta' },
      gerado_em: '2026-02-03T10:00:00.000Z',
      setores: [{ id: SETOR, nome: 'Almoxarifado', salas: [{ id: SALA, codigo: 'S-1', nome: 'Depósito' }] }],
      bens: [
        [BEM, 1002003, 'Armário de aço', SETOR, SALA, 'bom'] as [
          string,
          number,
          string,
          string,
          string,
          string,
        ],
      ],
    };
    expect(
      bemDoPacote(pacote, `https://gp.exemplo.gov.br/publico/bempatrimonial/${BEM.toUpperCase()}`)?.[2],
    ).toBe('Armário de aço');
    expect(bemDoPacote(pacote, ' 0001002003 ')?.[0]).toBe(BEM);
    expect(bemDoPacote(pacote, 'ETIQUETA')).toBeUndefined();
    expect(bemDoPacote({ ...pacote, bens: null }, '1002003')).toBeUndefined();
    expect(salaDoPacote(pacote, SALA)).toEqual({
      setorId: SETOR,
      sala: expect.objectContaining({ codigo: 'S-1' }),
    });
  });
});
