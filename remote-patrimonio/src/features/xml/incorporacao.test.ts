import { type NfeNota, type XmlNota, XmlNotaSchema } from '@gp/shared-contracts';
import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADMINISTRACAO, ALMOXARIFADO, MOBILIARIO, VEICULOS, XML_NOTA } from '../../test/fixtures.js';
import {
  type IncorporacaoValues,
  MENSAGENS,
  PASSOS,
  passoDo,
  problemas,
  ratear,
  resumoValores,
  toIncorporarBody,
  valoresIniciais,
} from './incorporacao.js';

const nfe = XML_NOTA.nota as NfeNota;

/** The proposal with the destination filled and the notebook's category chosen. */
const prontos = (): IncorporacaoValues => {
  const values = valoresIniciais(XML_NOTA);
  return {
    ...values,
    itens: values.itens.map((i) => (i.item === 2 ? { ...i, categoria_id: VEICULOS } : i)),
    secretaria_id: ADMINISTRACAO,
    setor_id: ALMOXARIFADO,
  };
};

/** The note with its second line bought by the kilo (not a whole number of units). */
const comQuilos = (): XmlNota => {
  const nota = structuredClone(XML_NOTA);
  const item = nota.nota?.itens[1];
  if (item) item.quantidade = '2.5000';
  return nota;
};

describe('the fixture', () => {
  it('is a note as the API answers it', () => {
    expect(v.safeParse(XmlNotaSchema, XML_NOTA).success).toBe(true);
  });
});

describe('valoresIniciais', () => {
  it('proposes one asset per unit of a whole quantity, the suggested category, the line description and the emission day', () => {
    const values = valoresIniciais(XML_NOTA);
    expect(values.itens).toEqual([
      { item: 1, modo: 'unidade', categoria_id: MOBILIARIO, descricao: 'Cadeira giratória' },
      { item: 2, modo: 'unidade', categoria_id: null, descricao: 'Notebook 14 polegadas' },
    ]);
    expect(values.estado_conservacao).toBe('novo');
    expect(values.secretaria_id).toBeNull();
    expect(values.data_incorporacao?.format('DD/MM/YYYY')).toBe('10/05/2025');
  });

  it('proposes one asset for a line whose quantity is not whole', () => {
    expect(valoresIniciais(comQuilos()).itens[1]?.modo).toBe('linha');
  });

  it('takes the day the note states, not the browser zone’s day', () => {
    const late = { ...XML_NOTA, nota: { ...nfe, emissao: '2025-05-10T23:30:00-03:00' } };
    expect(valoresIniciais(late).data_incorporacao?.format('YYYY-MM-DD')).toBe('2025-05-10');
  });
});

describe('ratear and resumoValores', () => {
  it('splits each line with its costs over its assets, and the assets add up to the incorporated lines', () => {
    const rateio = ratear(nfe, prontos());
    const [cadeiras, notebook] = rateio.linhas;
    expect(cadeiras?.total).toBe(10667n);
    expect(cadeiras?.valores).toEqual([3556n, 3556n, 3555n]);
    expect(notebook?.total).toBe(350998n);
    expect(rateio.bens).toBe(4);
    expect(rateio.total).toBe(361665n);
    expect(resumoValores(cadeiras?.valores ?? [])).toBe('2 × R$ 35,56 e 1 × R$ 35,55');
    expect(resumoValores(notebook?.valores ?? [])).toBe('1 × R$ 3.509,98');
  });

  it('counts a line left out as no asset', () => {
    const values = prontos();
    values.itens[1] = { item: 2, modo: 'nao_incorporar' };
    const rateio = ratear(nfe, values);
    expect(rateio.bens).toBe(3);
    expect(rateio.total).toBe(10667n);
    expect(resumoValores(rateio.linhas[1]?.valores ?? [])).toBe('-');
  });

  it('lists three distinct values with commas and a final "e"', () => {
    expect(resumoValores([100n, 200n, 200n, 300n])).toBe('1 × R$ 1,00, 2 × R$ 2,00 e 1 × R$ 3,00');
  });
});

describe('problemas', () => {
  it('asks for the category of each incorporated line and the destination, under their fields', () => {
    const values = { ...valoresIniciais(XML_NOTA), estado_conservacao: null, data_incorporacao: null };
    expect(problemas(nfe, values)).toEqual([
      { path: 'itens.1.categoria_id', message: MENSAGENS.categoria(2) },
      { path: 'secretaria_id', message: MENSAGENS.secretaria },
      { path: 'estado_conservacao', message: MENSAGENS.estado },
      { path: 'data_incorporacao', message: MENSAGENS.data },
    ]);
  });

  it('needs no category for a line left out, but at least one line incorporated', () => {
    const values = prontos();
    values.itens = values.itens.map((i) => ({ item: i.item, modo: 'nao_incorporar' as const }));
    expect(problemas(nfe, values)).toEqual([{ path: 'itens', message: MENSAGENS.nenhumItem }]);
  });

  it('refuses one asset per unit of a quantity that is not whole, with the shared message', () => {
    const nota = comQuilos();
    const values = prontos();
    const issues = problemas(nota.nota as NfeNota, values);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe('itens.1.modo');
    expect(issues[0]?.message).toContain('O item 2 tem quantidade 2.5000 UN');
  });

  it('refuses more assets than a note may make', () => {
    const nota = structuredClone(XML_NOTA);
    const item = nota.nota?.itens[0];
    if (item) item.quantidade = '5000';
    expect(problemas(nota.nota as NfeNota, prontos())).toEqual([
      { path: 'itens', message: MENSAGENS.bensDemais(5001) },
    ]);
  });

  it('refuses a line whose discount is larger than its value', () => {
    const nota = structuredClone(XML_NOTA);
    const item = nota.nota?.itens[0];
    if (item) item.desconto = '200.00';
    expect(problemas(nota.nota as NfeNota, prontos())).toEqual([
      { path: 'itens.0.modo', message: MENSAGENS.negativo(1) },
    ]);
  });
});

describe('passoDo', () => {
  it('sends each field to its step, the API issues included', () => {
    expect(PASSOS.map((_, i) => i)).toEqual([0, 1, 2, 3, 4]);
    expect(passoDo('fornecedor_id')).toBe(0);
    expect(passoDo('itens')).toBe(1);
    expect(passoDo('itens.3.categoria_id')).toBe(1);
    expect(passoDo('secretaria_id')).toBe(3);
    expect(passoDo('data_incorporacao')).toBe(3);
    expect(passoDo('')).toBe(4);
  });
});

describe('toIncorporarBody', () => {
  it('sends every line with its mode, the registered supplier and the destination', () => {
    const nota: XmlNota = {
      ...XML_NOTA,
      fornecedor: { id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', razao_social: 'Comercial', ativo: true },
    };
    const values = prontos();
    values.itens[0] = { ...(values.itens[0] as IncorporacaoValues['itens'][number]), descricao: '  ' };
    values.itens[1] = { item: 2, modo: 'nao_incorporar', categoria_id: VEICULOS, descricao: 'x' };
    expect(toIncorporarBody(nota, values)).toEqual({
      body: {
        fornecedor_id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
        itens: [
          { item: 1, modo: 'unidade', categoria_id: MOBILIARIO, descricao: 'Cadeira giratória' },
          { item: 2, modo: 'nao_incorporar' },
        ],
        secretaria_id: ADMINISTRACAO,
        setor_id: ALMOXARIFADO,
        estado_conservacao: 'novo',
        data_incorporacao: '2025-05-10',
      },
    });
  });

  it('leaves the supplier to the API when none is registered, and sends the chosen date', () => {
    const values = { ...prontos(), setor_id: undefined, data_incorporacao: dayjs('2025-06-01') };
    const result = toIncorporarBody(XML_NOTA, values);
    expect(result).toEqual({
      body: {
        itens: [
          { item: 1, modo: 'unidade', categoria_id: MOBILIARIO, descricao: 'Cadeira giratória' },
          { item: 2, modo: 'unidade', categoria_id: VEICULOS, descricao: 'Notebook 14 polegadas' },
        ],
        secretaria_id: ADMINISTRACAO,
        setor_id: null,
        estado_conservacao: 'novo',
        data_incorporacao: '2025-06-01',
      },
    });
  });

  it('answers the issues instead of a body while something is missing', () => {
    expect(toIncorporarBody(XML_NOTA, valoresIniciais(XML_NOTA))).toEqual({
      issues: [
        { path: 'itens.1.categoria_id', message: MENSAGENS.categoria(2) },
        { path: 'secretaria_id', message: MENSAGENS.secretaria },
      ],
    });
  });
});
