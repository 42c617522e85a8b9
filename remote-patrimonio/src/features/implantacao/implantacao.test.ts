import type { Importacao, Mapeamento } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  acoesPermitidas,
  aplicarModelo,
  codificacaoLabel,
  comOrigem,
  exemploDe,
  mapeamentoInicial,
  PASSO,
  passoDe,
  problemasPorCampo,
  ultimoPasso,
} from './implantacao.js';

const CABECALHO = ['Código', 'Descrição', 'Categoria', 'Aquisição', 'Valor', 'Secretaria'];
const vazio: Mapeamento = { campos: {}, categorias: {}, separador_secretaria_setor: '/' };
const sugestao: Mapeamento = {
  ...vazio,
  campos: {
    chave_origem: { coluna: 'Código', fixo: null },
    descricao: { coluna: 'Descrição', fixo: null },
    categoria: { coluna: 'Categoria', fixo: null },
    data_aquisicao: { coluna: 'Aquisição', fixo: null },
    valor_aquisicao: { coluna: 'Valor', fixo: null },
    secretaria: { coluna: 'Secretaria', fixo: null },
  },
};
const sim = { permitido: true, motivo: null };
const nao = (motivo: string) => ({ permitido: false, motivo });

describe('the wizard’s mapping state', () => {
  it('starts from the mapping validated last, else from the API’s suggestion', () => {
    expect(mapeamentoInicial({ mapeamento: null, sugestao })).toBe(sugestao);
    const salvo = comOrigem(sugestao, 'marca', { fixo: 'Tramontina' });
    expect(mapeamentoInicial({ mapeamento: salvo, sugestao })).toBe(salvo);
  });

  it('changes one field’s source and leaves out a field with neither column nor fixed value', () => {
    const m = comOrigem(sugestao, 'descricao', { coluna: null });
    expect(m.campos.descricao).toBeUndefined();
    expect(sugestao.campos.descricao?.coluna).toBe('Descrição');
    const fixo = comOrigem(m, 'secretaria', { coluna: null, fixo: 'Secretaria de Educação' });
    expect(fixo.campos.secretaria).toEqual({ coluna: null, fixo: 'Secretaria de Educação' });
    expect(comOrigem(fixo, 'secretaria', { fixo: '   ' }).campos.secretaria).toBeUndefined();
  });

  it('refuses a column mapped twice and a required field left empty, beside each field', () => {
    const duas = comOrigem(sugestao, 'especificacao', { coluna: 'Descrição' });
    expect(problemasPorCampo(duas, CABECALHO)).toEqual({
      especificacao:
        'A coluna "Descrição" foi escolhida para dois campos (Descrição e Especificação): escolha uma só.',
    });
    expect(problemasPorCampo(comOrigem(sugestao, 'valor_aquisicao', { coluna: null }), CABECALHO)).toEqual({
      valor_aquisicao: 'Escolha a coluna (ou um valor fixo) de "Valor de aquisição".',
    });
    expect(problemasPorCampo(sugestao, CABECALHO)).toEqual({});
  });

  it('applies a preset by header name without case or accents, naming the columns the file lacks', () => {
    const modelo: Mapeamento = {
      campos: {
        chave_origem: { coluna: 'CODIGO', fixo: null },
        descricao: { coluna: 'descricao', fixo: null },
        marca: { coluna: 'Fabricante', fixo: null },
        tipo: { coluna: null, fixo: 'movel' },
      },
      categorias: { '101': '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f' },
      separador_secretaria_setor: '-',
    };
    const { mapeamento, ausentes } = aplicarModelo(modelo, CABECALHO);
    expect(mapeamento.campos).toEqual({
      chave_origem: { coluna: 'Código', fixo: null },
      descricao: { coluna: 'Descrição', fixo: null },
      tipo: { coluna: null, fixo: 'movel' },
    });
    expect(mapeamento.categorias).toEqual(modelo.categorias);
    expect(mapeamento.separador_secretaria_setor).toBe('-');
    expect(ausentes).toEqual(['Fabricante']);
  });

  it('shows a column’s first non-empty sample value', () => {
    const imp = {
      cabecalho: CABECALHO,
      amostra: [
        ['1', '', null, null, null, null],
        ['2', 'Educação', null, null, null, null],
      ],
    };
    expect(exemploDe(imp, 'Descrição')).toBe('Educação');
    expect(exemploDe(imp, 'Valor')).toBeNull();
    expect(exemploDe(imp, null)).toBeNull();
  });
});

describe('the wizard’s steps and actions', () => {
  it('opens on the step the import’s state left it, and no further', () => {
    expect(passoDe({ situacao: 'enviada' })).toBe(PASSO.previa);
    expect(ultimoPasso({ situacao: 'enviada' })).toBe(PASSO.mapeamento);
    expect(passoDe({ situacao: 'validada' })).toBe(PASSO.simulacao);
    expect(ultimoPasso({ situacao: 'validada' })).toBe(PASSO.simulacao);
    for (const situacao of ['gravando', 'gravada', 'desfeita'] as const)
      expect(passoDe({ situacao })).toBe(PASSO.gravacao);
  });

  it('offers only the actions the API’s flags allow', () => {
    const acoes: Importacao['acoes'] = {
      validar: nao('Informe o mês de implantação.'),
      gravar: nao('Valide o arquivo antes de gravar.'),
      desfazer: sim,
      criar_secretarias: nao('x'),
      criar_setores: nao('x'),
      criar_fornecedores: nao('x'),
    };
    expect(acoesPermitidas({ acoes })).toEqual(['desfazer']);
    expect(acoesPermitidas({ acoes: { ...acoes, validar: sim, desfazer: nao('x') } })).toEqual(['validar']);
  });

  it('says how the text was read', () => {
    expect(codificacaoLabel({ formato: 'csv', codificacao: 'windows-1252' })).toBe('Windows-1252 (Latin-1)');
    expect(codificacaoLabel({ formato: 'csv', codificacao: 'misto' })).toBe(
      'UTF-8 e Windows-1252, linha a linha',
    );
    expect(codificacaoLabel({ formato: 'xlsx', codificacao: 'ascii' })).toBe('Unicode (planilha do Excel)');
  });
});
