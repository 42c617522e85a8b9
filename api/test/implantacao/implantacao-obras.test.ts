import {
  type Cno,
  completeCno,
  formatCno,
  type Importacao,
  type Obra,
  type ResumoImplantacao,
} from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../support/factories.js';
import { fornecedorBody } from '../support/patrimonio.js';
import { caller, type Headers, upload, userWith } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The works' import (docs/domain.md, "Implantação"; decision 069): each row checked by the work form's
 * contract, the file's words for a situação confirmed by the user as SICOM situações (a word not confirmed
 * refuses its rows), a paralisada work written with its open stoppage, the permission of the works' own
 * screen (support only), the undo refused once something was recorded on a work; and the works list's
 * XLSX and CSV exports of one client imported back into another, every field of the form equal and the
 * work's CNO with it; a CNO in the file checked as the CNO form checks it (decision 074).
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
const BASE = '/patrimonio/implantacao';
const clientes: { id: string; secretaria: string }[] = [];
let cnpj: string;
let fornecedorId: string;

async function novoCliente() {
  const c = await createClient(t.database.db);
  const sec = await call('POST', '/empresas/create', suporte.headers, {
    name: 'Secretaria de Obras e Infraestrutura',
    is_secretaria: true,
    rootId: c.id,
  });
  expect(sec.statusCode, sec.body).toBe(201);
  return { id: c.id, secretaria: sec.json().id as string };
}

const enviar = (clienteId: string, nome: string, conteudo: Buffer, headers = suporte.headers) =>
  upload(t, `${BASE}/bens/upload?tipo=obras&cliente_id=${clienteId}`, headers, {
    filename: nome,
    content: conteudo,
  });

const validar = (id: string, mapeamento: Importacao['sugestao']) =>
  call('POST', `${BASE}/bens/${id}/validar`, suporte.headers, { mapeamento });

async function gravarEsperar(id: string) {
  const res = await call('POST', `${BASE}/bens/${id}/gravar`, suporte.headers);
  expect(res.statusCode, res.body).toBe(202);
  const trabalho = res.json().trabalho_id as string;
  const limite = Date.now() + 25_000;
  while (Date.now() < limite) {
    const job = (await call('GET', `/trabalhos/${trabalho}`, suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a gravação não terminou em 25 s');
}

/** The CNO records of a client's works, as the CNO form edits them, by the work's número. */
const cnosDo = async (clienteId: string) => {
  const res = await call('GET', `/obras/cadastronacional?cliente_id=${clienteId}&limit=100`, suporte.headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Cno[])
    .map((c) => ({
      obra: c.obra.numero,
      numero: c.numero,
      data_registro: c.data_registro,
      categoria: c.categoria,
      destinacao: c.destinacao,
      area: c.area,
      unidade: c.unidade,
      responsavel_documento: c.responsavel_documento,
      responsavel_nome: c.responsavel_nome,
      responsavel_qualificacao: c.responsavel_qualificacao,
      situacao: c.situacao,
    }))
    .sort((a, b) => a.obra.localeCompare(b.obra));
};

const obrasDo = async (clienteId: string): Promise<Obra[]> => {
  const res = await call('GET', `/obras/obra?cliente_id=${clienteId}&limit=100&sort=numero`, suporte.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  clientes.push(await novoCliente(), await novoCliente(), await novoCliente());
  const f = await call(
    'POST',
    '/patrimonio/fornecedor/create',
    suporte.headers,
    fornecedorBody({ root_id: clientes[0]!.id }),
  );
  expect(f.statusCode, f.body).toBe(201);
  cnpj = f.json().cpf_cnpj;
  fornecedorId = f.json().id;
});
afterAll(() => t.close());

const CABECALHO =
  'Nº da obra;Objeto;Tipo;Secretaria;Contrato;CNPJ;Valor;Início;Prazo;Status;Data da situação;Latitude;Longitude';
const arquivo = (linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\n'));

describe('implantação of works', () => {
  let imp: Importacao;
  const SEC = 'secretaria de obras e infraestrutura';
  const linhas = () => [
    `OB-1;Pavimentação da Rua A;Pavimentação;${SEC};12/2024;${cnpj};1.234.567,89;01/02/2025;180;EM ANDAMENTO;;-19,9;-43,9`,
    `OB-2;Reforma da escola;reforma;${SEC};;;50.000,00;01/03/2025;90;Paralisada;15/06/2025;;`,
    `OB-3;Praça central;construcao;${SEC};;;80.000,00;01/01/2024;;CONCLUIDA;30/11/2024;;`,
    `OB-4;Drenagem do bairro;drenagem;${SEC};;;10.000,00;;;;;;`,
    `OB-5;Sem tipo;piscina;${SEC};;;10,00;;;;;;`,
    `OB-6;Secretaria que falta;reforma;Secretaria de Esportes;;;10,00;;;;;;`,
    `OB-1;Repetida;reforma;${SEC};;;10,00;;;;;;`,
    `OB-7;Paralisada sem data;reforma;${SEC};;;10,00;;;paralisada;;;`,
  ];

  it('suggests the mapping, lists the file’s situações with a suggestion each and refuses their rows until confirmed', async () => {
    const res = await enviar(clientes[0]!.id, 'obras.csv', arquivo(linhas()));
    expect(res.statusCode, res.body).toBe(201);
    imp = res.json();
    expect(imp.tipo).toBe('obras');
    expect(imp.sugestao.campos).toMatchObject({
      numero: { coluna: 'Nº da obra' },
      objeto: { coluna: 'Objeto' },
      tipo_obra: { coluna: 'Tipo' },
      secretaria: { coluna: 'Secretaria' },
      contrato_numero: { coluna: 'Contrato' },
      fornecedor: { coluna: 'CNPJ' },
      valor_contratado: { coluna: 'Valor' },
      data_inicio: { coluna: 'Início' },
      prazo_dias: { coluna: 'Prazo' },
      situacao_obra: { coluna: 'Status' },
      situacao_data: { coluna: 'Data da situação' },
      latitude: { coluna: 'Latitude' },
      longitude: { coluna: 'Longitude' },
    });
    const semConfirmar = await validar(imp.id, imp.sugestao);
    expect(semConfirmar.statusCode, semConfirmar.body).toBe(200);
    const resumo: ResumoImplantacao = semConfirmar.json().resumo;
    expect(resumo.situacoes).toEqual([
      { valor: 'EM ANDAMENTO', linhas: 1, sugestao: 2, confirmada: null, aviso: null },
      { valor: 'Paralisada', linhas: 2, sugestao: 4, confirmada: null, aviso: null },
      { valor: 'CONCLUIDA', linhas: 1, sugestao: 5, confirmada: null, aviso: null },
    ]);
    expect(resumo.erros).toContainEqual({
      linha: 2,
      campo: 'Situação',
      mensagem: 'Situação "EM ANDAMENTO" não confirmada: confirme a situação correspondente no mapeamento.',
    });
    // OB-4 (no situação) and the second OB-1 (the first one refused, so not a repetition).
    expect(resumo).toMatchObject({ total: 8, validas: 2 });
  });

  it('with the situações confirmed, checks each row by the work form’s rules', async () => {
    const res = await validar(imp.id, {
      ...imp.sugestao,
      situacoes: { 'em andamento': 2, PARALISADA: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    imp = res.json();
    const resumo = imp.resumo!;
    expect(resumo.situacoes?.map((s) => s.confirmada)).toEqual([2, 4, null]);
    expect(resumo.erros).toEqual([
      {
        linha: 4,
        campo: 'Situação',
        mensagem: 'Situação "CONCLUIDA" não confirmada: confirme a situação correspondente no mapeamento.',
      },
      { linha: 6, campo: 'Tipo de obra', mensagem: 'Tipo de obra inválido.' },
      {
        linha: 7,
        campo: 'Secretaria',
        mensagem: 'Secretaria "Secretaria de Esportes" não encontrada no cadastro.',
      },
      { linha: 8, campo: 'Número', mensagem: 'Obra número OB-1 repetida no arquivo (linha 2).' },
      {
        linha: 9,
        campo: 'Data da situação',
        mensagem: 'Informe a data da situação (ou a data de início) de uma obra que não está "não iniciada".',
      },
    ]);
    // A received work is received here by its termo: the contract refuses 6 and 7 in the map.
    const recebida = await validar(imp.id, { ...imp.sugestao, situacoes: { CONCLUIDA: 7 as never } });
    expect(recebida.statusCode).toBe(400);
    const ok = await validar(imp.id, {
      ...imp.sugestao,
      situacoes: { 'EM ANDAMENTO': 2, Paralisada: 4, CONCLUIDA: 5 },
    });
    imp = ok.json();
    expect(imp.resumo).toMatchObject({ total: 8, validas: 4, com_erro: 4 });
  });

  it('is offered only to who may create works (support, at a location with Obras)', async () => {
    const admin = await userWith(t, {
      companyId: clientes[0]!.id,
      clientId: clientes[0]!.id,
      rules: ['implantacao:read', 'implantacao:create', 'suppliers:create', 'assets:create'],
      flags: { hasObras: true, hasPatrimonio: true },
    });
    const lista = await call('GET', `${BASE}/bens`, admin.headers);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().tipos).toContainEqual({
      tipo: 'obras',
      permitido: false,
      motivo: 'Só o suporte, num local com o módulo de Obras, pode cadastrar obras.',
    });
    const recusa = await enviar(clientes[0]!.id, 'obras.csv', arquivo([]), admin.headers);
    expect(recusa.statusCode).toBe(403);
    expect(
      (await call('GET', `${BASE}/bens`, suporte.headers))
        .json()
        .tipos.find((x: { tipo: string }) => x.tipo === 'obras').permitido,
    ).toBe(true);
  });

  it('commits each work in its situação, a paralisada one with its open stoppage; the undo is refused once a record is made on a work', async () => {
    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(4);
    const obras = await obrasDo(clientes[0]!.id);
    const por = new Map(obras.map((o) => [o.numero, o]));
    expect(por.get('OB-1')).toMatchObject({
      situacao: 2,
      situacao_data: '2025-02-01',
      valor_contratado: '1234567.89',
      latitude: -19.9,
      longitude: -43.9,
      contratada: { id: fornecedorId },
      prazo_dias: 180,
      contrato_numero: '12/2024',
    });
    expect(por.get('OB-3')).toMatchObject({ situacao: 5, situacao_data: '2024-11-30' });
    expect(por.get('OB-4')).toMatchObject({ situacao: 1, situacao_data: null });
    const parada = (await call('GET', `/obras/obra/${por.get('OB-2')!.id}`, suporte.headers)).json();
    expect(parada.situacao).toBe(4);
    expect(parada.paralisacoes).toHaveLength(1);
    expect(parada.paralisacoes[0]).toMatchObject({
      data_inicio: '2025-06-15',
      motivo_codigo: 99,
      motivo: 'Importada na implantação',
      data_fim: null,
    });
    expect(parada.historico[0]).toMatchObject({ situacao: 4, motivo: 'Importada na implantação' });

    const aditivo = await call(
      'POST',
      `/obras/obra/${por.get('OB-4')!.id}/aditivos/create`,
      suporte.headers,
      {
        numero_ato: '1º aditivo',
        data: '2025-05-01',
        valor: '1000.00',
      },
    );
    expect(aditivo.statusCode, aditivo.body).toBe(201);
    const lida: Importacao = (await call('GET', `${BASE}/bens/${imp.id}`, suporte.headers)).json();
    expect(lida.acoes.desfazer).toEqual({
      permitido: false,
      motivo:
        'A obra OB-4 já tem aditivos registrados desde a importação: a importação não pode mais ser desfeita.',
    });
    const desfazer = await call('POST', `${BASE}/bens/${imp.id}/desfazer`, suporte.headers);
    expect(desfazer.statusCode).toBe(409);
  });
});

describe('the works list’s export imported into another client', () => {
  let origem: Obra[];
  let cnosOrigem: Awaited<ReturnType<typeof cnosDo>>;

  beforeAll(async () => {
    const [a] = clientes;
    const cheia = await call('POST', '/obras/obra/create', suporte.headers, {
      cliente_id: a!.id,
      numero: 'RT-1',
      objeto: '=SOMA(A1:A9) e +1 @todos -obra',
      tipo: 'pavimentacao',
      cep: '30130-010',
      endereco: 'Avenida Afonso Pena, 1.212',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      latitude: -19.924501,
      longitude: -43.935235,
      secretaria_id: a!.secretaria,
      contrato_numero: 'CT-77/2025',
      fornecedor_id: fornecedorId,
      valor_contratado: '987654.32',
      data_inicio: '2025-04-01',
      prazo_dias: 365,
      previsao_conclusao: '2026-03-31',
      fonte_recursos: 'Convênio estadual',
    });
    expect(cheia.statusCode, cheia.body).toBe(201);
    // Its CNO, closed: every field of the CNO form filled, a CNPJ as the responsible party.
    const cno = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      obra_id: cheia.json().id,
      numero: formatCno(completeCno('31123456789')),
      data_registro: '2025-04-10',
      categoria: 'acrescimo',
      destinacao: 'Via urbana; calçadas',
      area: '12500.75',
      unidade: 'm2',
      responsavel_documento: cnpj,
      responsavel_nome: 'Construtora da Avenida Ltda',
      responsavel_qualificacao: 'Empreiteira',
      situacao: 'encerrada',
    });
    expect(cno.statusCode, cno.body).toBe(201);
    origem = (await obrasDo(a!.id)).sort((x, y) => x.numero.localeCompare(y.numero));
    cnosOrigem = await cnosDo(a!.id);
    expect(cnosOrigem).toHaveLength(1);
  });

  const campos = (o: Obra) => ({
    numero: o.numero,
    objeto: o.objeto,
    tipo: o.tipo,
    cep: o.cep,
    endereco: o.endereco,
    bairro: o.bairro,
    cidade: o.cidade,
    uf: o.uf,
    latitude: o.latitude,
    longitude: o.longitude,
    secretaria: o.secretaria.name,
    contrato_numero: o.contrato_numero,
    contratada: o.contratada?.cpf_cnpj ?? null,
    valor_contratado: o.valor_contratado,
    data_inicio: o.data_inicio,
    prazo_dias: o.prazo_dias,
    previsao_conclusao: o.previsao_conclusao,
    fonte_recursos: o.fonte_recursos,
    situacao: o.situacao,
    situacao_data: o.situacao_data,
  });

  for (const [formato, indice] of [
    ['xlsx', 1],
    ['csv', 2],
  ] as const)
    it(`${formato.toUpperCase()}: every field of the work’s form comes back equal, and the undo removes them`, async () => {
      const destino = clientes[indice]!;
      const arq = await call(
        'GET',
        `/obras/obra/exportar?cliente_id=${clientes[0]!.id}&formato=${formato}`,
        suporte.headers,
      );
      expect(arq.statusCode).toBe(200);
      const enviado = await enviar(destino.id, `obras.${formato}`, arq.rawPayload);
      expect(enviado.statusCode, enviado.body).toBe(201);
      let imp: Importacao = enviado.json();
      // The export's own headers map by themselves.
      expect(Object.keys(imp.sugestao.campos).sort()).toEqual(
        [
          'bairro',
          'cep',
          'cidade',
          'contrato_numero',
          'data_inicio',
          'endereco',
          'fonte_recursos',
          'fornecedor',
          'latitude',
          'longitude',
          'numero',
          'objeto',
          'prazo_dias',
          'previsao_conclusao',
          'secretaria',
          'situacao_data',
          'situacao_obra',
          'tipo_obra',
          'uf',
          'valor_contratado',
          'cno',
          'cno_data_registro',
          'cno_categoria',
          'cno_destinacao',
          'cno_area',
          'cno_unidade',
          'cno_responsavel_documento',
          'cno_responsavel_nome',
          'cno_responsavel_qualificacao',
          'cno_situacao',
        ].sort(),
      );
      const seco = await validar(imp.id, imp.sugestao);
      const situacoes = Object.fromEntries(
        (seco.json().resumo as ResumoImplantacao).situacoes!.map((s) => [s.valor, s.sugestao!]),
      );
      const res = await validar(imp.id, { ...imp.sugestao, situacoes });
      imp = res.json();
      expect(imp.resumo, JSON.stringify(imp.resumo?.erros)).toMatchObject({
        total: origem.length,
        validas: origem.length,
        com_erro: 0,
      });
      await gravarEsperar(imp.id);
      const copia = (await obrasDo(destino.id)).sort((x, y) => x.numero.localeCompare(y.numero));
      expect(copia.map(campos)).toEqual(origem.map(campos));
      expect(copia.find((o) => o.numero === 'RT-1')!.objeto).toBe('=SOMA(A1:A9) e +1 @todos -obra');
      expect(await cnosDo(destino.id)).toEqual(cnosOrigem);

      const desfeita = await call('POST', `${BASE}/bens/${imp.id}/desfazer`, suporte.headers);
      expect(desfeita.statusCode, desfeita.body).toBe(200);
      expect(await obrasDo(destino.id)).toEqual([]);
    });
});

describe('a work’s CNO in the import', () => {
  it('checks it as the CNO form does, unique in the client and the file; the commit writes it and the undo removes it', async () => {
    const cliente = await novoCliente();
    const SEC = 'Secretaria de Obras e Infraestrutura';
    const bom = formatCno(completeCno('35123456780'));
    const outro = completeCno('35123456781');
    const errado = `${bom.slice(0, -1)}${(Number(bom.at(-1)) + 1) % 10}`;
    // One work already has a CNO in the client.
    const antiga = await call('POST', '/obras/obra/create', suporte.headers, {
      cliente_id: cliente.id,
      numero: 'CN-0',
      objeto: 'Obra já cadastrada',
      tipo: 'reforma',
      secretaria_id: cliente.secretaria,
      valor_contratado: '10.00',
    });
    expect(antiga.statusCode, antiga.body).toBe(201);
    const existente = completeCno('35999999990');
    const registrado = await call('POST', '/obras/cadastronacional/create', suporte.headers, {
      obra_id: antiga.json().id,
      numero: existente,
      data_registro: '2025-01-10',
      categoria: 'reforma',
      destinacao: 'Escola',
      area: '100.00',
      unidade: 'm2',
      responsavel_documento: cnpj,
      responsavel_nome: 'Prefeitura',
    });
    expect(registrado.statusCode, registrado.body).toBe(201);
    const cab =
      'Número;Objeto;Tipo;Secretaria;Valor contratado;CNO;Data de registro do CNO;Categoria do CNO;Destinação do CNO;Área do CNO;Unidade da área do CNO;CPF/CNPJ do responsável pelo CNO;Responsável pelo CNO;Situação do CNO';
    const obra = (n: string) => `${n};Obra ${n};reforma;${SEC};1.000,00`;
    const linhasCno = [
      `${obra('CN-1')};${bom};15/03/2025;Reforma;Unidade de saúde;1.250,50;m²;${cnpj};Construtora X;Ativa`,
      `${obra('CN-2')};${errado};15/03/2025;reforma;Escola;10;m2;${cnpj};Construtora X;`,
      `${obra('CN-3')};${outro};;;;;;;;`,
      `${obra('CN-4')};${formatCno(existente)};15/03/2025;reforma;Escola;10;m2;${cnpj};Construtora X;`,
      `${obra('CN-5')};${bom};15/03/2025;reforma;Escola;10;m2;${cnpj};Construtora X;`,
      `${obra('CN-6')};${outro};15/03/2025;piscina;Escola;0;km;123;Construtora X;`,
      `${obra('CN-7')};;;;;;;;;`,
    ];
    const enviado = await enviar(cliente.id, 'obras-cno.csv', Buffer.from([cab, ...linhasCno].join('\n')));
    expect(enviado.statusCode, enviado.body).toBe(201);
    let imp: Importacao = enviado.json();
    expect(imp.sugestao.campos).toMatchObject({
      cno: { coluna: 'CNO' },
      cno_data_registro: { coluna: 'Data de registro do CNO' },
      cno_unidade: { coluna: 'Unidade da área do CNO' },
      cno_situacao: { coluna: 'Situação do CNO' },
    });
    const res = await validar(imp.id, imp.sugestao);
    expect(res.statusCode, res.body).toBe(200);
    imp = res.json();
    expect(imp.resumo!.erros).toEqual([
      {
        linha: 3,
        campo: 'CNO (número)',
        mensagem: 'Número do CNO inválido (12 dígitos, 00.000.00000/00; confira o dígito verificador).',
      },
      { linha: 4, campo: 'Data de registro do CNO', mensagem: expect.any(String) },
      { linha: 4, campo: 'Categoria do CNO', mensagem: 'Categoria do CNO inválida.' },
      { linha: 4, campo: 'Destinação do CNO', mensagem: expect.any(String) },
      { linha: 4, campo: 'Área do CNO', mensagem: expect.any(String) },
      { linha: 4, campo: 'Unidade da área do CNO', mensagem: 'Unidade da área inválida.' },
      { linha: 4, campo: 'CPF/CNPJ do responsável pelo CNO', mensagem: expect.any(String) },
      { linha: 4, campo: 'Responsável pelo CNO', mensagem: expect.any(String) },
      {
        linha: 5,
        campo: 'CNO (número)',
        mensagem: `O CNO ${formatCno(existente)} já está cadastrado na obra CN-0.`,
      },
      {
        linha: 6,
        campo: 'CNO (número)',
        mensagem: `O CNO ${bom} é de outra obra do arquivo (CN-1).`,
      },
      { linha: 7, campo: 'Categoria do CNO', mensagem: 'Categoria do CNO inválida.' },
      { linha: 7, campo: 'Área do CNO', mensagem: 'A área deve ser maior que zero.' },
      { linha: 7, campo: 'Unidade da área do CNO', mensagem: 'Unidade da área inválida.' },
      {
        linha: 7,
        campo: 'CPF/CNPJ do responsável pelo CNO',
        mensagem: 'CPF/CNPJ do responsável inválido (confira os dígitos verificadores).',
      },
    ]);
    expect(imp.resumo).toMatchObject({ total: 7, validas: 2 });
    await gravarEsperar(imp.id);
    expect((await cnosDo(cliente.id)).filter((c) => c.obra !== 'CN-0')).toEqual([
      {
        obra: 'CN-1',
        numero: completeCno('35123456780'),
        data_registro: '2025-03-15',
        categoria: 'reforma',
        destinacao: 'Unidade de saúde',
        area: '1250.50',
        unidade: 'm2',
        responsavel_documento: cnpj,
        responsavel_nome: 'Construtora X',
        responsavel_qualificacao: null,
        situacao: 'ativa',
      },
    ]);
    const semCno = (await obrasDo(cliente.id)).find((o) => o.numero === 'CN-7');
    expect(semCno).toBeDefined();
    // The CNO the import wrote does not hold the undo back.
    const desfeita = await call('POST', `${BASE}/bens/${imp.id}/desfazer`, suporte.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect((await cnosDo(cliente.id)).map((c) => c.obra)).toEqual(['CN-0']);
  });
});
