import { type BemUtils, completeCnpj } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from './seed.js';
import { demoPhoto, uploadDemoFile } from './seed-files.js';
import { demoSession } from './seed-session.js';

/**
 * A small patrimônio for the demo Prefeitura (suppliers, assets of several kinds, a vehicle, a property,
 * a transfer and a change of holder, a photo of the first asset: the card its label's QR code opens shows
 * it), so the lists, the dashboard, the history and the public area have something to show on first start. It goes through the API as the demo `admin`, so every record gets the same
 * checks, codes, counters and audit entries as one typed in by a user. Test databases never get it.
 */

const SUPPLIERS = [
  {
    key: 'moveis',
    cpf_cnpj: completeCnpj('112223330001'),
    razao_social: 'Móveis Corporativos do Vale Ltda',
    nome_fantasia: 'Móveis do Vale',
    email: 'vendas@moveisdovale.com.br',
    telefone: '(11) 3333-4444',
  },
  {
    key: 'informatica',
    // An alphanumeric CNPJ (docs/domain.md, "Identificadores"), as the Receita issues them from July 2026.
    cpf_cnpj: completeCnpj('12ABC3450001'),
    razao_social: 'Tecnologia Municipal Comércio de Equipamentos S.A.',
    nome_fantasia: 'TecMunicipal',
    email: 'licitacoes@tecmunicipal.com.br',
    telefone: '(11) 4002-8922',
  },
  {
    key: 'veiculos',
    cpf_cnpj: completeCnpj('445556660001'),
    razao_social: 'Auto Frota Veículos Ltda',
    nome_fantasia: 'Auto Frota',
    email: 'governo@autofrota.com.br',
    telefone: '(11) 2222-1111',
  },
] as const;

type SupplierKey = (typeof SUPPLIERS)[number]['key'];

type DemoAsset = {
  descricao: string;
  categoria: string;
  secretaria: string;
  setor?: string;
  valor: string;
  diasAtras: number;
  fornecedor?: SupplierKey;
  marca?: string;
  modelo?: string;
  responsavel?: string;
  estado?: 'novo' | 'bom' | 'regular';
  extra?: Record<string, unknown>;
};

const ADM = 'Secretaria Municipal de Administração';
const SAUDE = 'Secretaria Municipal de Saúde';
const EDUCACAO = 'Secretaria Municipal de Educação';

const ASSETS: DemoAsset[] = [
  {
    descricao: 'Mesa de escritório em L 1,60 m',
    categoria: 'Mobiliário em geral',
    secretaria: ADM,
    setor: 'Recursos Humanos',
    valor: '1389.90',
    diasAtras: 200,
    fornecedor: 'moveis',
    marca: 'Flexform',
    responsavel: 'Maria Souza',
  },
  {
    descricao: 'Cadeira giratória com braços',
    categoria: 'Mobiliário em geral',
    secretaria: ADM,
    setor: 'Recursos Humanos',
    valor: '749.00',
    diasAtras: 200,
    fornecedor: 'moveis',
    marca: 'Cavaletti',
    responsavel: 'Maria Souza',
  },
  {
    descricao: 'Armário de aço com 2 portas',
    categoria: 'Mobiliário em geral',
    secretaria: ADM,
    setor: 'Almoxarifado Central',
    valor: '1120.00',
    diasAtras: 150,
    fornecedor: 'moveis',
    estado: 'bom',
  },
  {
    descricao: 'Computador desktop Core i5 16 GB',
    categoria: 'Equipamentos de processamento de dados',
    secretaria: ADM,
    setor: 'Recursos Humanos',
    valor: '4290.00',
    diasAtras: 120,
    fornecedor: 'informatica',
    marca: 'Dell',
    modelo: 'OptiPlex 7010',
    extra: { numero_serie: 'BR7010X21' },
  },
  {
    descricao: 'Notebook 14" para atendimento',
    categoria: 'Equipamentos de processamento de dados',
    secretaria: SAUDE,
    setor: 'Unidade Básica de Saúde Central',
    valor: '5199.00',
    diasAtras: 90,
    fornecedor: 'informatica',
    marca: 'Lenovo',
    modelo: 'ThinkPad E14',
    responsavel: 'Dr. Paulo Lima',
  },
  {
    descricao: 'Impressora multifuncional laser',
    categoria: 'Máquinas e equipamentos de escritório',
    secretaria: EDUCACAO,
    setor: 'Escola Municipal Centro',
    valor: '2350.00',
    diasAtras: 80,
    fornecedor: 'informatica',
    marca: 'Brother',
    modelo: 'DCP-L5652DN',
  },
  {
    descricao: 'Refrigerador vertical para vacinas 280 L',
    categoria: 'Equipamentos médico-hospitalares',
    secretaria: SAUDE,
    setor: 'Vigilância Sanitária',
    valor: '12480.00',
    diasAtras: 60,
    marca: 'Indrel',
  },
  {
    descricao: 'Fogão industrial 6 bocas',
    categoria: 'Utensílios domésticos',
    secretaria: EDUCACAO,
    setor: 'Merenda Escolar',
    valor: '3180.50',
    diasAtras: 45,
  },
  {
    descricao: 'Caminhonete cabine dupla 4x4',
    categoria: 'Veículos de tração mecânica',
    secretaria: ADM,
    valor: '289900.00',
    diasAtras: 30,
    fornecedor: 'veiculos',
    marca: 'Toyota',
    modelo: 'Hilux SR',
    responsavel: 'Setor de Transportes',
    extra: {
      veiculo: {
        tipo: 'veiculo',
        placa: 'BRA2E19',
        ano_fabricacao: new Date().getFullYear() - 1,
        ano_modelo: new Date().getFullYear(),
        cor: 'Branca',
        combustivel: 'diesel',
        odometro: 1250,
      },
    },
  },
  {
    descricao: 'Terreno da futura creche do Jardim Primavera',
    categoria: 'Terrenos',
    secretaria: EDUCACAO,
    valor: '480000.00',
    diasAtras: 20,
    extra: {
      tipo: 'imovel',
      localizacao: {
        descricao: 'Lote 12 da quadra B',
        endereco: 'Rua das Acácias',
        numero: 's/n',
        bairro: 'Jardim Primavera',
        cep: '01001-000',
        municipio: 'Exemplo',
        uf: 'SP',
        matricula: '45.872',
        area_terreno: '1250.00',
      },
    },
  },
];

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the demo patrimônio, declared call by call in the order the records depend on each other.
export async function seedDemoPatrimonio(app: FastifyInstance, today = new Date()): Promise<void> {
  const { headers, call } = await demoSession(
    app,
    DEMO_USERS.admin,
    'demo patrimônio',
    (locais) => locais.find((l) => l.empresa.no_empresa.startsWith('Prefeitura')),
    'admin sem local na Prefeitura',
  );

  const utils = await call<BemUtils>({ method: 'GET', url: '/utils/bempatrimonial' });
  const idOf = <T extends { id: string }>(list: T[], name: (x: T) => string, wanted: string) => {
    const found = list.find((x) => name(x) === wanted);
    if (!found) throw new Error(`demo patrimônio: ${wanted} não encontrado`);
    return found.id;
  };

  const suppliers = {} as Record<SupplierKey, string>;
  for (const { key, ...supplier } of SUPPLIERS) {
    const saved = await call<{ id: string }>({
      method: 'POST',
      url: '/patrimonio/fornecedor/create',
      body: {
        tipo_pessoa: 'J',
        ...supplier,
        cep: '01001-000',
        endereco: 'Praça da Sé',
        numero: '100',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
    suppliers[key] = saved.id;
  }

  // Acquisitions of the current year, so each incorporation falls in an open exercício.
  const janFirst = Date.UTC(today.getFullYear(), 0, 1);
  const acquired = (daysAgo: number) =>
    new Date(Math.max(janFirst, today.getTime() - daysAgo * 86_400_000)).toISOString().slice(0, 10);

  const created: { id: string; CodigoBEM: number }[] = [];
  for (const asset of ASSETS) {
    created.push(
      await call<{ id: string; CodigoBEM: number }>({
        method: 'POST',
        url: '/patrimonio/bempatrimonial/create',
        body: {
          descricao: asset.descricao,
          categoria_id: idOf(utils.categorias, (c) => c.nome, asset.categoria),
          tipo: 'movel',
          estado_conservacao: asset.estado ?? 'novo',
          TipoIncorporacao: utils.tiposIncorporacao[0]?.id,
          data_aquisicao: acquired(asset.diasAtras),
          valor_aquisicao: asset.valor,
          secretaria_id: idOf(utils.secretarias, (s) => s.name, asset.secretaria),
          setor_id: asset.setor ? idOf(utils.setores, (s) => s.name, asset.setor) : null,
          responsavel: asset.responsavel ?? null,
          fornecedor_id: asset.fornecedor ? suppliers[asset.fornecedor] : null,
          marca: asset.marca ?? null,
          modelo: asset.modelo ?? null,
          ...asset.extra,
        },
      }),
    );
  }

  // The first asset's photo (the public card and the report with photos show it).
  const [mesa] = created;
  if (!mesa) throw new Error('demo patrimônio: bens');
  await uploadDemoFile(
    app,
    headers,
    `/patrimonio/bempatrimonial/upload/${mesa.id}`,
    'mesa-de-escritorio.png',
    demoPhoto([120, 80, 45], 320, 240),
  );

  // A little history: the armário goes to the school, the notebook changes hands.
  const tipo = (efeito: string) => {
    const found = utils.tiposMovimentacao.find((t) => t.efeito === efeito);
    if (!found) throw new Error(`demo patrimônio: tipo de movimentação ${efeito}`);
    return found.id;
  };
  const [armario, notebook] = [created[2], created[4]];
  if (!armario || !notebook) throw new Error('demo patrimônio: bens');
  // A transfer to another setor waits for the aceite of its head (decision 062): the school's director
  // receives the armário, and her signed paper termo (its scanned photo) records the aceite.
  const escola = idOf(utils.setores, (s) => s.name, 'Escola Municipal Centro');
  const diretora = await call<{ id: string }>({
    method: 'POST',
    url: '/patrimonio/servidor/create',
    body: { nome: 'Profa. Helena Prado', matricula: '30.118', cargo: 'Diretora de escola' },
  });
  await call({
    method: 'PUT',
    url: `/patrimonio/carga/setor/${escola}/responsavel`,
    body: { servidor_id: diretora.id },
  });
  const aceite = await call<{ id: string }>({
    method: 'POST',
    url: '/patrimonio/movimentacaobem/create',
    body: {
      bempatrimonial_id: armario.id,
      CodigoBEM: armario.CodigoBEM,
      TipoMovimentacao: tipo('transferencia'),
      secretaria_id: idOf(utils.secretarias, (s) => s.name, EDUCACAO),
      setor_id: escola,
      Observacao: 'Remanejamento para a secretaria da escola.',
    },
  });
  await uploadDemoFile(
    app,
    headers,
    `/patrimonio/carga/aceites/${aceite.id}/termo`,
    'termo-assinado.png',
    demoPhoto([240, 240, 230], 240, 320),
    200,
  );
  await call({
    method: 'POST',
    url: '/patrimonio/movimentacaobem/create',
    body: {
      bempatrimonial_id: notebook.id,
      CodigoBEM: notebook.CodigoBEM,
      TipoMovimentacao: tipo('responsavel'),
      Responsavel: 'Enf. Carla Mendes',
    },
  });
}
