import { ALL_RULES, type Importacao, type Mapeamento } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { CLIENTE, patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const TRABALHO = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';
const BASE = `/patrimonio/implantacao/bens/${ID}`;
const CABECALHO = ['Código', 'Descrição', 'Categoria', 'Aquisição', 'Valor', 'Secretaria', 'Marca'];
const sim = { permitido: true, motivo: null };
const nao = (motivo: string) => ({ permitido: false, motivo });
const sugestao: Mapeamento = {
  campos: {
    chave_origem: { coluna: 'Código', fixo: null },
    descricao: { coluna: 'Descrição', fixo: null },
    categoria: { coluna: 'Categoria', fixo: null },
    data_aquisicao: { coluna: 'Aquisição', fixo: null },
    valor_aquisicao: { coluna: 'Valor', fixo: null },
    secretaria: { coluna: 'Secretaria', fixo: null },
    marca: { coluna: 'Marca', fixo: null },
  },
  categorias: {},
  separador_secretaria_setor: '/',
};
const ENVIADA: Importacao = {
  id: ID,
  tipo: 'bens',
  cliente_id: CLIENTE,
  nome: 'bens-antigos.csv',
  formato: 'csv',
  tamanho: 1234,
  situacao: 'enviada',
  abas: [],
  aba: null,
  cabecalho: CABECALHO,
  amostra: [
    [
      '101',
      'Mesa de reunião',
      'Mobiliário em geral',
      '15/01/2020',
      '1.234,56',
      'Secretaria Municipal de Educação',
      'Tok',
    ],
    [
      '102',
      'Cadeira',
      'Mobiliário em geral',
      '31/02/2020',
      '500,00',
      'Secretaria Municipal de Educação',
      null,
    ],
  ],
  codificacao: 'windows-1252',
  separador: ';',
  sugestao,
  mapeamento: null,
  opcoes: { criar_secretarias: false, criar_setores: false, criar_fornecedores: false },
  resumo: null,
  corte: '2026-11-01',
  trabalho_id: null,
  criado_em: '2026-11-28T12:00:00.000Z',
  acoes: {
    validar: sim,
    gravar: nao('Valide o arquivo antes de gravar.'),
    desfazer: nao('Só uma importação gravada pode ser desfeita.'),
    criar_secretarias: sim,
    criar_setores: nao('Você não tem permissão para criar setores.'),
    criar_fornecedores: sim,
  },
};
const RESUMO = {
  total: 5,
  validas: 4,
  com_erro: 1,
  ja_importadas: 0,
  gravadas: 0,
  erros: [{ linha: 3, campo: 'Data de aquisição', mensagem: 'Data inválida: "31/02/2020".' }],
};
const VALIDADA: Importacao = {
  ...ENVIADA,
  situacao: 'validada',
  mapeamento: sugestao,
  resumo: RESUMO,
  acoes: { ...ENVIADA.acoes, gravar: sim },
};
const GRAVADA: Importacao = {
  ...VALIDADA,
  situacao: 'gravada',
  trabalho_id: TRABALHO,
  resumo: { ...RESUMO, gravadas: 4 },
  acoes: {
    ...ENVIADA.acoes,
    validar: nao('x'),
    gravar: nao('Nenhuma linha válida a gravar.'),
    desfazer: sim,
  },
};
const MODELOS = {
  data: [
    {
      id: null,
      nome: 'e-Cidade',
      padrao: true,
      mapeamento: { ...sugestao, campos: { descricao: { coluna: 't52_descr', fixo: null } } },
    },
    {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      nome: 'Planilha da prefeitura',
      padrao: false,
      mapeamento: {
        ...sugestao,
        campos: {
          chave_origem: { coluna: 'CODIGO', fixo: null },
          descricao: { coluna: 'descricao', fixo: null },
          especificacao: { coluna: 'Detalhes', fixo: null },
          tipo: { coluna: null, fixo: 'movel' },
        },
      },
    },
  ],
};

/** Serves the import in the state `estado()` gives, and the calls the wizard makes. */
function mount(estado: () => Importacao, extra: (path: string, method: string) => unknown = () => undefined) {
  api = startFakeApi((call) => {
    const answer = extra(call.path, call.method);
    if (answer) return answer as { status: number; body: unknown };
    if (call.path === BASE && call.method === 'GET') return { status: 200, body: estado() };
    if (call.path === '/patrimonio/implantacao/modelos' && call.method === 'GET')
      return { status: 200, body: MODELOS };
    return undefined;
  });
  return renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/implantacao/${ID}`,
    session: patrimonioSession([...ALL_RULES]),
  });
}

/** Chooses an option of a select by its accessible name (antd renders the options in a portal). */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].findLast(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`sem a opção ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The text shown under a field's column (its sample value or its problem). */
const campo = (name: string) => document.querySelector(`[data-campo="${name}"]`) as HTMLElement;
const posts = (suffix: string) => api!.calls.filter((c) => c.method === 'POST' && c.path.endsWith(suffix));

describe('implantação wizard', () => {
  it('previews the decoded rows, pre-fills the suggestion and refuses a column mapped twice before the API', async () => {
    let atual = ENVIADA;
    mount(
      () => atual,
      (path, method) => {
        if (path === `${BASE}/validar` && method === 'POST') {
          atual = VALIDADA;
          return { status: 200, body: VALIDADA };
        }
        return undefined;
      },
    );
    expect(
      (await screen.findAllByText('Secretaria Municipal de Educação', {}, { timeout: 8000 })).length,
    ).toBe(2);
    expect(screen.getByText('Windows-1252 (Latin-1)')).toBeTruthy();
    expect(screen.getByText('Ponto e vírgula (;)')).toBeTruthy();
    expect(screen.getByText('01/11/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Próximo: mapeamento' }));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    // The API's suggestion is there, each column with a sample value.
    expect(within(campo('descricao')).getByText('Ex.: Mesa de reunião')).toBeTruthy();
    expect(within(campo('valor_aquisicao')).getByText('Ex.: 1.234,56')).toBeTruthy();

    await pick('Coluna de Especificação', 'Descrição');
    const duas =
      'A coluna "Descrição" foi escolhida para dois campos (Descrição e Especificação): escolha uma só.';
    expect(within(campo('especificacao')).getByText(duas)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Validar/ }));
    expect(await screen.findByText(`Corrija o mapeamento: ${duas}`)).toBeTruthy();
    expect(posts('/validar')).toHaveLength(0);

    await pick('Coluna de Especificação', 'Marca');
    expect(
      within(campo('marca')).getByText(/foi escolhida para dois campos \(Especificação e Marca\)/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Valor fixo de Marca'), { target: { value: 'Sem marca' } });
    // The select's clear icon (antd clears on its mouse down).
    fireEvent.mouseDown(campo('marca').querySelector('.ant-select-clear') as Element);
    await waitFor(() => expect(within(campo('marca')).queryByText(/dois campos/)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Validar/ }));
    await screen.findByRole('region', { name: 'Etapa: Simulação' });
    expect(posts('/validar')[0]!.body).toEqual({
      aba: null,
      mapeamento: {
        ...sugestao,
        campos: {
          ...sugestao.campos,
          especificacao: { coluna: 'Marca', fixo: null },
          marca: { coluna: null, fixo: 'Sem marca' },
        },
      },
      opcoes: ENVIADA.opcoes,
    });
    // The dry run: counts, the rows with errors, their CSV and the commit the API allows.
    expect(await screen.findByText('Data inválida: "31/02/2020".')).toBeTruthy();
    expect(screen.getByText('Prontas para gravar')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Baixar CSV de erros/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Gravar 4 bens/ })).toBeTruthy();
  });

  it('offers only the creations the API allows, sends the ones checked and shows what the dry run will create', async () => {
    let atual = ENVIADA;
    const criar = {
      secretarias: { quantidade: 1, nomes: ['Secretaria de Turismo'] },
      setores: { quantidade: 0, nomes: [] },
      fornecedores: { quantidade: 2, nomes: ['Papelaria Alfa Ltda (41700000000181)', 'Gráfica Beta'] },
    };
    const aviso = {
      linha: 3,
      campo: 'Secretaria',
      mensagem: 'Será criada a secretaria "Secretaria de Turismo".',
    };
    const comCriacoes: Importacao = {
      ...VALIDADA,
      opcoes: { criar_secretarias: true, criar_setores: false, criar_fornecedores: false },
      resumo: { ...RESUMO, criar, avisos: [aviso] },
    };
    mount(
      () => atual,
      (path, method) => {
        if (path === `${BASE}/validar` && method === 'POST') {
          atual = comCriacoes;
          return { status: 200, body: comCriacoes };
        }
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo: mapeamento' }, { timeout: 8000 }));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    const secretarias = screen.getByRole('checkbox', { name: 'Criar as secretarias que faltam' });
    expect(screen.getByRole('checkbox', { name: 'Criar os fornecedores que faltam' })).toBeTruthy();
    // Setores need the Setores screen's rule, which this caller lacks: not offered.
    expect(screen.queryByRole('checkbox', { name: 'Criar os setores que faltam' })).toBeNull();
    expect(secretarias.getAttribute('aria-describedby')).toBe('implantacao-criar_secretarias');
    expect(screen.getByText(/os nomes são comparados sem maiúsculas, acentos e pontuação/)).toBeTruthy();
    fireEvent.click(secretarias);

    fireEvent.click(screen.getByRole('button', { name: /Validar/ }));
    await screen.findByRole('region', { name: 'Etapa: Simulação' });
    expect(posts('/validar')[0]!.body).toMatchObject({
      opcoes: { criar_secretarias: true, criar_setores: false, criar_fornecedores: false },
    });
    expect(await screen.findByText('Serão criados na gravação')).toBeTruthy();
    expect(screen.getByText('1 secretaria')).toBeTruthy();
    expect(screen.getByText('2 fornecedores')).toBeTruthy();
    expect(screen.getByText('Papelaria Alfa Ltda (41700000000181); Gráfica Beta')).toBeTruthy();
    expect(screen.getByText('Será criada a secretaria "Secretaria de Turismo".')).toBeTruthy();
  });

  it('maps a suppliers’ file to the supplier’s fields and speaks of suppliers in the dry run', async () => {
    const naoSeAplica = nao('Não se aplica a este cadastro.');
    const fornecedores: Importacao = {
      ...VALIDADA,
      tipo: 'fornecedores',
      cabecalho: ['CNPJ', 'Razão social'],
      amostra: [['41800000000101', 'Papelaria Alfa Ltda']],
      sugestao: {
        campos: {
          cpf_cnpj: { coluna: 'CNPJ', fixo: null },
          razao_social: { coluna: 'Razão social', fixo: null },
        },
        categorias: {},
        separador_secretaria_setor: '/',
      },
      mapeamento: null,
      corte: null,
      resumo: { ...RESUMO, total: 3, validas: 2, com_erro: 0, ja_importadas: 1, erros: [] },
      acoes: {
        ...VALIDADA.acoes,
        criar_secretarias: naoSeAplica,
        criar_setores: naoSeAplica,
        criar_fornecedores: naoSeAplica,
      },
    };
    mount(() => fornecedores);
    expect(
      await screen.findByRole('button', { name: /Gravar 2 fornecedores/ }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('Já cadastrados')).toBeTruthy();
    fireEvent.click(screen.getByText('Mapeamento'));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    expect(campo('cpf_cnpj')).toBeTruthy();
    expect(campo('razao_social')).toBeTruthy();
    expect(campo('inscricao_estadual')).toBeTruthy();
    expect(campo('descricao')).toBeNull();
    expect(screen.queryByText('Cadastros que faltam')).toBeNull();
    expect(
      api!.calls.some(
        (c) => c.path === '/patrimonio/implantacao/modelos' && c.search.get('tipo') === 'fornecedores',
      ),
    ).toBe(true);
  });

  it('shows no creation option to a caller the API allows none', async () => {
    const semCriar = {
      ...ENVIADA,
      acoes: {
        ...ENVIADA.acoes,
        criar_secretarias: nao('x'),
        criar_setores: nao('x'),
        criar_fornecedores: nao('x'),
      },
    };
    mount(() => semCriar);
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo: mapeamento' }, { timeout: 8000 }));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    expect(screen.queryByText('Cadastros que faltam')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('applies a preset to the file’s header, says which columns it lacks, and saves the mapping as a preset', async () => {
    mount(
      () => ENVIADA,
      (path, method) =>
        path === '/patrimonio/implantacao/modelos' && method === 'POST'
          ? { status: 200, body: { id: 'novo', nome: 'Meu modelo', padrao: false, mapeamento: sugestao } }
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo: mapeamento' }, { timeout: 8000 }));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    await pick('Modelo de mapeamento', 'Planilha da prefeitura');
    expect(
      await screen.findByText(
        'O arquivo não tem a coluna "Detalhes" do modelo: escolha outra para o campo ou deixe-o vazio.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByLabelText('Valor fixo de Tipo (móvel, imóvel, intangível)') as HTMLInputElement).value,
    ).toBe('movel');
    // The preset has no value column: the field says so.
    expect(
      within(campo('valor_aquisicao')).getByText(
        'Escolha a coluna (ou um valor fixo) de "Valor de aquisição".',
      ),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nome do novo modelo'), { target: { value: 'Meu modelo' } });
    fireEvent.click(screen.getByRole('button', { name: /Salvar modelo/ }));
    await waitFor(() => expect(posts('/modelos')).toHaveLength(1));
    expect(posts('/modelos')[0]!.body).toEqual({
      nome: 'Meu modelo',
      mapeamento: {
        ...sugestao,
        campos: {
          chave_origem: { coluna: 'Código', fixo: null },
          descricao: { coluna: 'Descrição', fixo: null },
          tipo: { coluna: null, fixo: 'movel' },
        },
      },
    });
    expect(await screen.findByText('Modelo "Meu modelo" salvo.')).toBeTruthy();
  });

  it('follows the commit’s job to the end, then offers the undo the API allows', async () => {
    let atual: Importacao = VALIDADA;
    let leituras = 0;
    mount(
      () => atual,
      (path, method) => {
        if (path === `${BASE}/gravar` && method === 'POST') {
          atual = {
            ...VALIDADA,
            situacao: 'gravando',
            trabalho_id: TRABALHO,
            acoes: { ...VALIDADA.acoes, gravar: nao('A importação está sendo gravada.') },
          };
          return { status: 202, body: { trabalho_id: TRABALHO } };
        }
        if (path === `/trabalhos/${TRABALHO}`) {
          leituras++;
          const fim = leituras > 1;
          if (fim) atual = GRAVADA;
          return {
            status: 200,
            body: {
              id: TRABALHO,
              tipo: 'implantacao',
              titulo: 'Implantação de bens-antigos.csv',
              cliente_id: CLIENTE,
              estado: fim ? 'concluido' : 'executando',
              progresso: {
                feito: fim ? 5 : 2,
                total: 5,
                mensagem: fim ? '4 bens gravados' : '2 bens gravados; 1 s decorridos',
              },
              resultado: fim ? { quantidade: 4, arquivo: null } : null,
              erro: null,
              criado_em: '2026-11-28T12:00:00.000Z',
              iniciado_em: '2026-11-28T12:00:00.000Z',
              terminado_em: fim ? '2026-11-28T12:00:02.000Z' : null,
            },
          };
        }
        if (path === `${BASE}/desfazer` && method === 'POST') {
          atual = {
            ...GRAVADA,
            situacao: 'desfeita',
            acoes: { ...GRAVADA.acoes, desfazer: nao('Só uma importação gravada pode ser desfeita.') },
          };
          return { status: 200, body: { status: 'Ok', message: 'Importação desfeita: 4 bens removidos.' } };
        }
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Gravar 4 bens/ }, { timeout: 8000 }));
    await screen.findByRole('region', { name: 'Etapa: Gravação' });
    expect(await screen.findByText('2 bens gravados; 1 s decorridos')).toBeTruthy();
    expect(
      await screen.findByText('Importação gravada: 4 bens gravados.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('1 linha com erro ficou de fora.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Desfazer/ }));
    const confirmar = await screen.findByRole('tooltip');
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(posts('/desfazer')).toHaveLength(1));
    expect(
      await screen.findByText('Importação desfeita: os bens que ela gravou foram removidos.'),
    ).toBeTruthy();
    expect(await screen.findByText('Importação desfeita: 4 bens removidos.')).toBeTruthy();
  });

  it('never shows an action the API refuses: its reason instead', async () => {
    mount(() => ({
      ...GRAVADA,
      acoes: {
        ...GRAVADA.acoes,
        desfazer: nao('Um mês de depreciação processado inclui bens desta importação: só estornos.'),
      },
    }));
    expect(
      await screen.findByText(
        'Um mês de depreciação processado inclui bens desta importação: só estornos.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Desfazer/ })).toBeNull();
  });

  it('offers the sheet chooser of an XLSX with several sheets and previews the one chosen', async () => {
    const planilha = (aba: string): Importacao => ({
      ...ENVIADA,
      nome: 'bens.xlsx',
      formato: 'xlsx',
      codificacao: 'ascii',
      separador: null,
      abas: ['Resumo', 'Bens'],
      aba,
      amostra: aba === 'Bens' ? ENVIADA.amostra : [['Total', '2', null, null, null, null, null]],
    });
    api = startFakeApi((call) =>
      call.path === BASE ? { status: 200, body: planilha(call.search.get('aba') ?? 'Resumo') } : undefined,
    );
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: `/app/patrimonio/implantacao/${ID}`,
      session: patrimonioSession([...ALL_RULES]),
    });
    expect(await screen.findByText('Total', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Unicode (planilha do Excel)')).toBeTruthy();
    await pick('Planilha', 'Bens');
    expect(await screen.findByText('Mesa de reunião')).toBeTruthy();
    expect(api.calls.some((c) => c.path === BASE && c.search.get('aba') === 'Bens')).toBe(true);
  });

  it('shows why the dry run cannot start (no implantação month)', async () => {
    const motivo =
      'Informe o mês de implantação nas configurações da depreciação antes de importar o cadastro.';
    mount(() => ({ ...ENVIADA, corte: null, acoes: { ...ENVIADA.acoes, validar: nao(motivo) } }));
    expect(await screen.findByText('Mês de implantação não definido', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo: mapeamento' }));
    expect(await screen.findByText(motivo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Validar/ })).toBeNull();
  });
});

describe('new import', () => {
  it('offers the registers the API says the caller may bring in', async () => {
    api = startFakeApi((call) =>
      call.path === '/patrimonio/implantacao/bens' && call.method === 'GET'
        ? {
            status: 200,
            body: {
              tipos: [
                { tipo: 'bens', ...sim },
                { tipo: 'fornecedores', ...sim },
                { tipo: 'veiculos', ...sim },
                { tipo: 'ncm', ...nao('Você não tem permissão para criar referências NCM.') },
              ],
              data: [],
            },
          }
        : undefined,
    );
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: '/app/patrimonio/implantacao/nova',
      session: patrimonioSession([...ALL_RULES]),
    });
    const grupo = await screen.findByRole(
      'radiogroup',
      { name: 'Cadastro que o arquivo traz' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(grupo).getAllByRole('radio')).toHaveLength(3));
    expect(within(grupo).getByRole('radio', { name: 'Bens móveis e imóveis' })).toBeTruthy();
    expect(within(grupo).getByRole('radio', { name: 'Fornecedores' })).toBeTruthy();
    expect(within(grupo).getByRole('radio', { name: 'Veículos e equipamentos' })).toBeTruthy();
    expect(within(grupo).queryByRole('radio', { name: 'Referências NCM' })).toBeNull();
  });
});

describe('works: the situação confirmation step', () => {
  const obrasSugestao: Mapeamento = {
    campos: {
      numero: { coluna: 'Número', fixo: null },
      objeto: { coluna: 'Objeto', fixo: null },
      tipo_obra: { coluna: 'Tipo', fixo: null },
      secretaria: { coluna: 'Secretaria', fixo: null },
      valor_contratado: { coluna: 'Valor', fixo: null },
      situacao_obra: { coluna: 'Status', fixo: null },
    },
    categorias: {},
    separador_secretaria_setor: '/',
  };
  const OBRAS: Importacao = {
    ...ENVIADA,
    tipo: 'obras',
    nome: 'obras.csv',
    cabecalho: ['Número', 'Objeto', 'Tipo', 'Secretaria', 'Valor', 'Status'],
    amostra: [['OB-1', 'Pavimentação', 'Pavimentação', 'Secretaria de Obras', '1.000,00', 'EM ANDAMENTO']],
    sugestao: obrasSugestao,
    corte: null,
    acoes: {
      ...ENVIADA.acoes,
      criar_secretarias: nao('Não se aplica a este cadastro.'),
      criar_setores: nao('Não se aplica a este cadastro.'),
      criar_fornecedores: nao('Não se aplica a este cadastro.'),
    },
  };
  const situacoes = (confirmadas: (number | null)[]) =>
    [
      { valor: 'EM ANDAMENTO', linhas: 12, sugestao: 2, aviso: null },
      { valor: 'Paralisada', linhas: 3, sugestao: 4, aviso: null },
      {
        valor: 'RECEBIDA',
        linhas: 1,
        sugestao: 5,
        aviso: 'Obra recebida no sistema antigo: entra como "Concluída e não recebida".',
      },
      { valor: 'XPTO', linhas: 1, sugestao: null, aviso: null },
    ].map((s, i) => ({ ...s, confirmada: confirmadas[i] ?? null })) as NonNullable<
      NonNullable<Importacao['resumo']>['situacoes']
    >;

  it('lists the file’s situações with their suggestion after the first dry run, and validating confirms what it shows', async () => {
    let atual = OBRAS;
    let vez = 0;
    mount(
      () => atual,
      (path, method) => {
        if (path !== `${BASE}/validar` || method !== 'POST') return undefined;
        vez++;
        const confirmadas = vez === 1 ? [null, null, null, null] : [2, 8, 5, 1];
        atual = {
          ...OBRAS,
          situacao: 'validada',
          mapeamento: obrasSugestao,
          resumo: { ...RESUMO, situacoes: situacoes(confirmadas) },
          acoes: { ...OBRAS.acoes, gravar: sim },
        };
        return { status: 200, body: atual };
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo: mapeamento' }, { timeout: 8000 }));
    await screen.findByRole('region', { name: 'Etapa: Mapeamento' });
    expect(screen.getByText(/Ao validar, as situações que o arquivo usa são listadas aqui/)).toBeTruthy();

    // The first dry run finds four words not confirmed: the step stays, listing them with suggestions.
    fireEvent.click(screen.getByRole('button', { name: /Validar/ }));
    expect(
      await screen.findByText('Confirme as situações das obras do arquivo e valide de novo.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Etapa: Mapeamento' })).toBeTruthy();
    const tabela = await screen.findByRole('region', { name: 'Situações das obras' });
    expect(within(tabela).getByText('EM ANDAMENTO')).toBeTruthy();
    expect(within(tabela).getByText('12')).toBeTruthy();
    expect(within(tabela).getAllByText('Sugerida')).toHaveLength(3);
    expect(within(tabela).getByText('2 — Iniciada')).toBeTruthy();
    expect(within(tabela).getByText(/entra como "Concluída e não recebida"/)).toBeTruthy();
    expect(screen.getByText(/4 situações ainda não confirmadas/)).toBeTruthy();
    // Received (6, 7) is not offered: a receipt is registered with its termo.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação da obra para "RECEBIDA"' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="8 — Reiniciada"]')).toBeTruthy(),
    );
    expect(document.querySelector('.ant-select-item-option[title^="6 "]')).toBeNull();
    expect(document.querySelector('.ant-select-item-option[title^="7 "]')).toBeNull();

    // The user changes one suggestion and chooses the word without one.
    await pick('Situação da obra para "Paralisada"', '8 — Reiniciada');
    await pick('Situação da obra para "XPTO"', '1 — Não iniciada');
    fireEvent.click(screen.getByRole('button', { name: /Validar/ }));
    await screen.findByRole('region', { name: 'Etapa: Simulação' });
    expect(posts('/validar')[1]!.body).toMatchObject({
      mapeamento: {
        ...obrasSugestao,
        situacoes: { 'EM ANDAMENTO': 2, Paralisada: 8, RECEBIDA: 5, XPTO: 1 },
      },
    });
  });
});
