import { describe, expect, it } from 'vitest';
import { type Mapeamento, problemasDoMapeamento } from './implantacao.js';

const CABECALHO = ['Código', 'Descrição', 'Classe', 'Data', 'Valor', 'Secretaria'];
const completo: Mapeamento = {
  campos: {
    chave_origem: { coluna: 'Código', fixo: null },
    descricao: { coluna: 'Descrição', fixo: null },
    categoria: { coluna: 'Classe', fixo: null },
    data_aquisicao: { coluna: 'Data', fixo: null },
    valor_aquisicao: { coluna: 'Valor', fixo: null },
    secretaria: { coluna: 'Secretaria', fixo: null },
  },
  categorias: {},
  separador_secretaria_setor: '/',
};

describe('problemasDoMapeamento', () => {
  it('accepts a mapping with every required field from a column or a fixed value', () => {
    expect(problemasDoMapeamento(completo, CABECALHO)).toEqual([]);
    const fixo = { ...completo, campos: { ...completo.campos, secretaria: { coluna: null, fixo: 'Saúde' } } };
    expect(problemasDoMapeamento(fixo, CABECALHO)).toEqual([]);
  });

  it('refuses a column chosen for two fields, naming the second field by its label', () => {
    const m = {
      ...completo,
      campos: { ...completo.campos, especificacao: { coluna: 'Descrição', fixo: null } },
    };
    expect(problemasDoMapeamento(m, CABECALHO)).toEqual([
      {
        campo: 'especificacao',
        mensagem:
          'A coluna "Descrição" foi escolhida para dois campos (Descrição e Especificação): escolha uma só.',
      },
    ]);
  });

  it('names a column the file lacks and every required field left without a source', () => {
    const { chave_origem: _c, secretaria: _s, ...resto } = completo.campos;
    const m = { ...completo, campos: { ...resto, marca: { coluna: 'Fabricante', fixo: null } } };
    expect(problemasDoMapeamento(m, CABECALHO).map((p) => [p.campo, p.mensagem])).toEqual([
      ['marca', 'A coluna "Fabricante" não existe no arquivo.'],
      ['chave_origem', 'Escolha a coluna (ou um valor fixo) de "Código no sistema antigo".'],
      ['secretaria', 'Escolha a coluna (ou um valor fixo) de "Secretaria".'],
    ]);
  });

  it('takes "Secretaria / Setor" for Secretaria', () => {
    const { secretaria: _s, ...resto } = completo.campos;
    const m = { ...completo, campos: { ...resto, secretaria_setor: { coluna: 'Secretaria', fixo: null } } };
    expect(problemasDoMapeamento(m, CABECALHO)).toEqual([]);
  });
});
