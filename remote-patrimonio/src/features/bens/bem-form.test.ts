import { completeChaveNfe } from '@gp/shared-contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRACAO,
  ALMOXARIFADO,
  BEM,
  MOBILIARIO,
  TERRENOS,
  UTILS,
  VEICULOS,
} from '../../test/fixtures.js';
import {
  type BemFormValues,
  bemToValues,
  categoriaDefaults,
  decimalText,
  newBemValues,
  toBemBody,
} from './bem-form.js';

const filled = (extra: Partial<BemFormValues> = {}): BemFormValues => ({
  ...newBemValues(UTILS, dayjs('2025-03-10')),
  descricao: '  Mesa de escritório  ',
  categoria_id: MOBILIARIO,
  secretaria_id: ADMINISTRACAO,
  setor_id: ALMOXARIFADO,
  valor_aquisicao: '1234.56',
  ...extra,
});

describe('asset form: new asset', () => {
  it("proposes the client's next code, today, in use and new", () => {
    const values = newBemValues(UTILS, dayjs('2025-03-10T15:00:00'));
    expect(values).toMatchObject({
      CodigoBEM: 42,
      tipo: 'movel',
      situacao: 'em_uso',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
    });
    expect(values.data_aquisicao?.format('DD/MM/YYYY HH:mm')).toBe('10/03/2025 00:00');
  });

  it('takes useful life, depreciable and account from the category', () => {
    const [mobiliario] = UTILS.categorias;
    expect(mobiliario && categoriaDefaults(mobiliario)).toEqual({
      vida_util_meses: 120,
      depreciavel: true,
      conta_contabil: '1.2.3.1.1.03.03',
    });
  });

  it('builds the create body: trimmed text, API dates, exact money, empty fields left to the server', () => {
    const result = toBemBody(
      filled({ data_incorporacao: dayjs('2025-03-12'), especificacao: '', valor_residual: undefined }),
      { kind: 'create' },
    );
    expect(result).toEqual({
      body: expect.objectContaining({
        CodigoBEM: 42,
        descricao: 'Mesa de escritório',
        especificacao: null,
        categoria_id: MOBILIARIO,
        tipo: 'movel',
        situacao: 'em_uso',
        data_aquisicao: '2025-03-10',
        data_incorporacao: '2025-03-12',
        data_inicio_uso: null,
        valor_aquisicao: '1234.56',
        secretaria_id: ADMINISTRACAO,
        setor_id: ALMOXARIFADO,
      }),
    });
    if ('body' in result) {
      expect('valor_residual' in result.body).toBe(false);
      expect('veiculo' in result.body).toBe(false);
    }
  });

  it('lets the server pick the code when the field is emptied or keeps the proposed one', () => {
    const emptied = toBemBody(filled({ CodigoBEM: null }), { kind: 'create' });
    expect('body' in emptied && 'CodigoBEM' in emptied.body).toBe(false);
    const proposed = toBemBody(filled({ CodigoBEM: 42 }), { kind: 'create', proposto: 42 });
    expect('body' in proposed && 'CodigoBEM' in proposed.body).toBe(false);
    const typed = toBemBody(filled({ CodigoBEM: 7 }), { kind: 'create', proposto: 42 });
    expect('body' in typed && typed.body.CodigoBEM).toBe(7);
  });

  it("names the missing required fields with the shared schema's messages", () => {
    const result = toBemBody({ ...newBemValues(UTILS), data_aquisicao: null }, { kind: 'create' });
    expect('issues' in result && result.issues.map((i) => i.path)).toEqual([
      'descricao',
      'categoria_id',
      'data_aquisicao',
      'valor_aquisicao',
      'secretaria_id',
    ]);
    expect('issues' in result && result.issues[0]?.message).toBe('A descrição é obrigatório.');
  });

  it('refuses dates out of order and a residual above the acquisition value, in centavos', () => {
    const dates = toBemBody(filled({ data_incorporacao: dayjs('2025-03-01') }), { kind: 'create' });
    expect(dates).toEqual({
      issues: [
        {
          path: 'data_incorporacao',
          message:
            'As datas de incorporação e de início de uso não podem ser anteriores à data de aquisição.',
        },
      ],
    });
    const residual = toBemBody(filled({ valor_aquisicao: '0.10', valor_residual: '0.11' }), {
      kind: 'create',
    });
    expect(residual).toEqual({
      issues: [
        { path: 'valor_residual', message: 'O valor residual não pode ser maior que o valor de aquisição.' },
      ],
    });
    expect(
      'body' in toBemBody(filled({ valor_aquisicao: '0.30', valor_residual: '0.30' }), { kind: 'create' }),
    ).toBe(true);
  });

  it('sends an indefinite useful life only for an intangível (a switch left on before the kind changed is dropped)', () => {
    const intangivel = toBemBody(filled({ tipo: 'intangivel', vida_util_indefinida: true }), {
      kind: 'create',
    });
    expect('body' in intangivel && intangivel.body.vida_util_indefinida).toBe(true);
    const movel = toBemBody(filled({ tipo: 'movel', vida_util_indefinida: true }), { kind: 'create' });
    expect('body' in movel && movel.body.vida_util_indefinida).toBe(false);
    expect(bemToValues({ ...BEM, tipo: 'intangivel', vida_util_indefinida: true }).vida_util_indefinida).toBe(
      true,
    );
  });

  it("checks the NF-e key's check digit", () => {
    const valid = completeChaveNfe('3525031234567800019955001000000123100000012');
    expect('body' in toBemBody(filled({ nota_fiscal_chave: valid }), { kind: 'create' })).toBe(true);
    const wrong = `${valid.slice(0, 43)}${(Number(valid[43]) + 1) % 10}`;
    expect(toBemBody(filled({ nota_fiscal_chave: wrong }), { kind: 'create' })).toEqual({
      issues: [
        { path: 'nota_fiscal_chave', message: 'Chave da NF-e inválida: 44 dígitos com dígito verificador.' },
      ],
    });
  });

  it('sends the vehicle record of a movable asset, with its own field paths for errors', () => {
    const vehicle = filled({
      categoria_id: VEICULOS,
      tem_veiculo: true,
      veiculo: { tipo: 'veiculo', placa: 'abc-1d23', renavam: '', ano_fabricacao: 2024, ano_modelo: 2025 },
    });
    const result = toBemBody(vehicle, { kind: 'create' });
    expect('body' in result && result.body.veiculo).toMatchObject({
      tipo: 'veiculo',
      placa: 'ABC1D23',
      renavam: null,
      ano_modelo: 2025,
    });
    const bad = toBemBody(
      { ...vehicle, veiculo: { tipo: 'veiculo', placa: 'AB12', ano_fabricacao: 2020, ano_modelo: 2023 } },
      {
        kind: 'create',
      },
    );
    expect('issues' in bad && bad.issues).toEqual([
      { path: 'veiculo.placa', message: 'Placa inválido.' },
      { path: 'veiculo.ano_modelo', message: 'O ano do modelo deve ser o de fabricação ou o seguinte.' },
    ]);
    // A vehicle switched on for an asset that is not movable is not sent.
    const imovel = toBemBody({ ...vehicle, tipo: 'imovel', categoria_id: TERRENOS }, { kind: 'create' });
    expect('body' in imovel && 'veiculo' in imovel.body).toBe(false);
  });

  it("sends the location of a property with Brazilian decimals as the API's", () => {
    const result = toBemBody(
      filled({
        tipo: 'imovel',
        categoria_id: TERRENOS,
        tem_localizacao: true,
        localizacao: {
          descricao: 'Terreno da escola',
          cep: '01310-100',
          uf: 'sp',
          area_terreno: '1.250,50',
          latitude: '-23,561414',
          longitude: '-46.655881',
        },
      }),
      { kind: 'create' },
    );
    expect('body' in result && result.body.localizacao).toMatchObject({
      descricao: 'Terreno da escola',
      cep: '01310100',
      uf: 'SP',
      area_terreno: '1250.50',
      latitude: '-23.561414',
      longitude: '-46.655881',
    });
  });
});

describe('asset form: editing', () => {
  it('shows a stored asset with its dates as pickers and its money as strings', () => {
    const values = bemToValues(BEM);
    expect(values.data_aquisicao?.format('DD/MM/YYYY')).toBe('10/03/2024');
    expect(values.valor_aquisicao).toBe('1234.56');
    expect(values.tem_veiculo).toBe(false);
  });

  it('sends the id, never the code, and the stored place and holder, which only movements change', () => {
    const values = {
      ...bemToValues(BEM),
      secretaria_id: 'outra',
      responsavel: 'Outra pessoa',
      descricao: 'Mesa em L',
    };
    const result = toBemBody(values, { kind: 'edit', bem: BEM });
    expect('body' in result && result.body).toMatchObject({
      id: BEM.id,
      descricao: 'Mesa em L',
      secretaria_id: ADMINISTRACAO,
      setor_id: ALMOXARIFADO,
      responsavel: 'João',
    });
    expect('body' in result && 'CodigoBEM' in result.body).toBe(false);
  });

  it('clears an emptied optional field with null and leaves a situação set by a movement alone', () => {
    const cedido = { ...BEM, situacao: 'cedido' as const, marca: 'Tok' };
    const result = toBemBody({ ...bemToValues(cedido), marca: '' }, { kind: 'edit', bem: cedido });
    expect('body' in result && result.body.marca).toBeNull();
    expect('body' in result && 'situacao' in result.body).toBe(false);
    const ocioso = toBemBody({ ...bemToValues(BEM), situacao: 'ocioso' }, { kind: 'edit', bem: BEM });
    expect('body' in ocioso && ocioso.body.situacao).toBe('ocioso');
  });

  it('sends the saldo de implantação typed, and null (computed by the first run) when left empty', () => {
    const typed = toBemBody(filled({ saldo_implantacao: '450.25' }), { kind: 'create' });
    expect('body' in typed && typed.body.saldo_implantacao).toBe('450.25');
    const empty = toBemBody(filled({ saldo_implantacao: '' }), { kind: 'create' });
    expect('body' in empty && empty.body.saldo_implantacao).toBeNull();
    expect(bemToValues({ ...BEM, saldo_implantacao: '12.00' }).saldo_implantacao).toBe('12.00');
  });
});

describe('decimals typed the Brazilian way', () => {
  it('turns a comma into the decimal point and drops thousands dots', () => {
    expect(decimalText('1.234,5')).toBe('1234.5');
    expect(decimalText('1234.5')).toBe('1234.5');
    expect(decimalText(' ')).toBeNull();
  });
});
