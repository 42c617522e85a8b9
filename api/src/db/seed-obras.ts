import { completeCno, completeCnpj, completeCpf } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from './seed.js';
import { demoPhoto, uploadDemoFile } from './seed-files.js';
import { demoSession } from './seed-session.js';

/**
 * The demo's works (docs/domain.md, "Obras"), registered through the API by support (the area is
 * support's, with `hasObras`) for the Prefeitura: a work em andamento with its service order, Licença de
 * Instalação, CNO, two measurements and two follow-ups with photos; one started without its LI on a
 * justificativa and paralisada for more than a month, with its reason and a licence expiring within 60
 * days; one recebida definitivamente,
 * measured, ready to be incorporated in the asset register (with the Prefeitura's Edificações category).
 */
/** Buildings (PCASP 1.2.3.2.1.01), the default category of a work incorporated as a new imóvel. */
const EDIFICACOES = {
  nome: 'Edificações',
  tipo_bem: 'imovel',
  conta_contabil: '1.2.3.2.1.01.01',
  vida_util_anos: 50,
  valor_residual_percentual: '10.00',
  depreciavel: true,
};

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the demo works, declared call by call in the order the records depend on each other.
export async function seedDemoObras(app: FastifyInstance, today = new Date()): Promise<void> {
  const { headers, call } = await demoSession(
    app,
    DEMO_USERS.suporte,
    'demo obras',
    (locais) => locais[0],
    'suporte sem local',
  );
  const upload = (url: string, name: string, content: Buffer) =>
    uploadDemoFile(app, headers, url, name, content);

  const clients = await call<{ id: string; name: string }[]>({ method: 'GET', url: '/v1/companies/clients' });
  const prefeitura = clients.find((c) => c.name.startsWith('Prefeitura'));
  if (!prefeitura) throw new Error('demo obras: Prefeitura não encontrada');
  // The Prefeitura's codes at TCE-SP AUDESP (the remessas centre's settings).
  await call({
    method: 'PUT',
    url: '/patrimonio/prestacao-contas/configuracao',
    body: { cliente_id: prefeitura.id, audesp_entidade: 1234, audesp_municipio: '6291' },
  });
  const secretarias = await call<{ data: { id: string; name: string }[] }>({
    method: 'GET',
    url: `/empresas/secretarias?clientId=${prefeitura.id}&limit=100`,
  });
  const secretaria = (part: string) => {
    const found = secretarias.data.find((s) => s.name.includes(part));
    if (!found) throw new Error(`demo obras: secretaria ${part}`);
    return found.id;
  };
  const contratada = await call<{ id: string }>({
    method: 'POST',
    url: '/patrimonio/fornecedor/create',
    body: {
      tipo_pessoa: 'J',
      cpf_cnpj: completeCnpj('44556677000'.padEnd(12, '1')),
      razao_social: 'Construtora Horizonte Ltda',
      nome_fantasia: 'Construtora Horizonte',
      root_id: prefeitura.id,
      cidade: 'Exemplo',
      uf: 'SP',
    },
  });

  // The category a work becomes when incorporated as an imóvel (the STN table has only Terrenos of imóveis).
  const categorias = await call<{ nome: string }[]>({
    method: 'GET',
    url: `/patrimonio/categoriabem?cliente_id=${prefeitura.id}`,
  });
  if (!categorias.some((c) => c.nome === EDIFICACOES.nome))
    await call({
      method: 'POST',
      url: '/patrimonio/categoriabem/create',
      body: { ...EDIFICACOES, cliente_id: prefeitura.id },
    });

  const day = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const obra = (body: Record<string, unknown>) =>
    call<{ id: string }>({
      method: 'POST',
      url: '/obras/obra/create',
      body: {
        cliente_id: prefeitura.id,
        fornecedor_id: contratada.id,
        cidade: 'Exemplo',
        uf: 'SP',
        fonte_recursos: 'Recursos próprios e convênio estadual',
        ...body,
      },
    });
  const ordem = (
    obraId: string,
    numero: string,
    inicio: string,
    situacao: 'em_execucao' | 'concluida' = 'em_execucao',
  ) =>
    call({
      method: 'POST',
      url: '/obras/ordemservico/create',
      body: {
        obra_id: obraId,
        numero,
        data_emissao: inicio,
        data_inicio: inicio,
        prazo_dias: 240,
        objeto: 'Início dos serviços contratados',
        responsavel: 'Eng. Paulo Andrade',
        situacao,
      },
    });
  const situacao = (id: string, s: number, data: string, motivo: string, extra: object = {}) =>
    call({
      method: 'PUT',
      url: '/obras/obra/id',
      body: {
        id,
        situacao: s,
        data,
        motivo,
        publicacao_veiculo: 'Diário Oficial do Município',
        publicacao_data: data,
        ...extra,
      },
    });

  // Em andamento: started 60 days ago, with its CNO, an ART and two measurements.
  const creche = await obra({
    numero: '001/2026',
    objeto: 'Construção da creche municipal do Jardim Primavera',
    tipo: 'construcao',
    cep: '01001-000',
    endereco: 'Rua das Acácias, s/n',
    bairro: 'Jardim Primavera',
    latitude: -23.548,
    longitude: -46.638,
    secretaria_id: secretaria('Educação'),
    contrato_numero: 'CT-014/2026',
    codigo_ajuste: '3512026000014',
    valor_contratado: '1850000.00',
    data_inicio: day(60),
    prazo_dias: 300,
  });
  await ordem(creche.id, 'OS-001/2026', day(60));
  // A construction starts with its Licença de Instalação valid on the day (docs/domain.md, "Obras").
  await call({
    method: 'POST',
    url: '/obras/licencaambiental/create',
    body: {
      obra_id: creche.id,
      tipo: 'LI',
      numero: 'LI-0457/2026',
      orgao: 'Secretaria Municipal de Meio Ambiente',
      processo: 'PA-1120/2025',
      data_emissao: day(75),
      data_validade: day(75 - 730),
      condicionantes: 'Controle de poeira e destinação dos resíduos da construção civil.',
    },
  });
  await situacao(creche.id, 2, day(60), 'Ordem de serviço emitida e canteiro instalado.');
  await call({
    method: 'POST',
    url: '/obras/cadastronacional/create',
    body: {
      obra_id: creche.id,
      numero: completeCno('35123456780'),
      data_registro: day(50),
      categoria: 'obra_nova',
      destinacao: 'Creche municipal',
      area: '1250.00',
      unidade: 'm2',
      responsavel_documento: completeCnpj('44556677000'.padEnd(12, '1')),
      responsavel_nome: 'Construtora Horizonte Ltda',
      responsavel_qualificacao: 'Empresa construtora',
    },
  });
  await call({
    method: 'POST',
    url: '/obras/responsabilidadetecnica/create',
    body: {
      obra_id: creche.id,
      tipo: 'execucao',
      conselho: 'CREA',
      numero: '2620260001234',
      profissional_nome: 'Paulo Andrade',
      profissional_cpf: completeCpf('123456789'),
      registro_conselho: 'CREA-SP 5061234567',
      vinculo: 'executora',
      data: day(60),
    },
  });
  for (const [n, valor] of [
    [1, '185000.00'],
    [2, '240500.00'],
  ] as const) {
    await call({
      method: 'POST',
      url: '/obras/medicao/create',
      body: {
        obra_id: creche.id,
        tipo: 1,
        periodo_inicio: day(60 - (n - 1) * 30),
        periodo_fim: day(31 - (n - 1) * 30),
        data_entrega: day(29 - (n - 1) * 30),
        valor,
        descricao: n === 1 ? 'Fundações e infraestrutura' : 'Estrutura e alvenaria',
        // The empenho that pays it and its liquidação (TCE-SP AUDESP's remessa, decision 066).
        empenho_numero: `2026NE00014${n}`,
        empenho_data: day(60),
        liquidacao_data: day(28 - (n - 1) * 30),
      },
    });
  }

  // Two follow-ups of the fiscalização, with photos of the site.
  const acompanhamentos = [
    {
      tipo: 'vistoria',
      data: day(40),
      percentual_fisico: '10.00',
      descricao: 'Fundações concluídas; início das vigas baldrame.',
      responsavel: 'Eng. Fiscal Ana Lima',
      fotos: [['fundacoes.png', [120, 120, 120]]],
    },
    {
      tipo: 'fiscalizacao',
      data: day(10),
      percentual_fisico: '23.00',
      descricao: 'Estrutura do térreo e alvenaria das salas em andamento.',
      responsavel: 'Eng. Fiscal Ana Lima',
      fotos: [
        ['estrutura.png', [200, 80, 60]],
        ['alvenaria.png', [190, 150, 110]],
      ],
    },
  ] as const;
  for (const { fotos, ...body } of acompanhamentos) {
    const acompanhamento = await call<{ id: string }>({
      method: 'POST',
      url: '/obras/acompanhamento/create',
      body: { obra_id: creche.id, ...body },
    });
    for (const [name, colour] of fotos)
      await upload(`/obras/acompanhamento/upload/${acompanhamento.id}`, name, demoPhoto(colour));
  }

  // Paralisada for more than one month (the public page highlights it), with its reason and expected restart.
  const pavimentacao = await obra({
    numero: '002/2026',
    objeto: 'Pavimentação da Estrada Municipal do Ribeirão',
    tipo: 'pavimentacao',
    secretaria_id: secretaria('Administração'),
    contrato_numero: 'CT-009/2026',
    codigo_ajuste: '3512026000009',
    valor_contratado: '920000.00',
    data_inicio: day(90),
    prazo_dias: 180,
  });
  await ordem(pavimentacao.id, 'OS-002/2026', day(90));
  // Started without its Licença de Instalação, on the user's justificativa (shown in the work's history).
  await situacao(pavimentacao.id, 2, day(90), 'Ordem de serviço emitida.', {
    justificativa_sem_li:
      'Recuperação emergencial da estrada após as chuvas (Decreto 18/2026); LI requerida ao órgão estadual.',
  });
  // Each stoppage is its own record (Lei 14.133 art. 115 §6º): SICOM reason, the servant who answers for it.
  await situacao(pavimentacao.id, 4, day(45), 'Chuvas acima da média impedem a compactação do solo.', {
    previsao_reinicio: day(-30),
    motivo_codigo: 14,
    responsavel_tipo: 'servidor',
    responsavel_nome: 'Marina Duarte Silva',
    responsavel_documento: completeCpf('123456789'),
  });
  // A licence that expires within 60 days: flagged 'a vencer' in the list, on the work and on the dashboard.
  await call({
    method: 'POST',
    url: '/obras/licencaambiental/create',
    body: {
      obra_id: pavimentacao.id,
      tipo: 'AA',
      numero: 'ASV-0031/2025',
      orgao: 'Secretaria Municipal de Meio Ambiente',
      processo: 'PA-0877/2025',
      data_emissao: day(330),
      data_validade: day(-40),
      condicionantes:
        'Autorização de supressão de vegetação na faixa de domínio; replantio de 120 mudas nativas.',
    },
  });

  // Recebida definitivamente: the reform of the health unit, measured and with its address, not yet in
  // the asset register (the work's page offers to incorporate it as an imóvel).
  const ubs = await obra({
    numero: '015/2025',
    objeto: 'Reforma da Unidade Básica de Saúde Central',
    tipo: 'reforma',
    cep: '01002-000',
    endereco: 'Praça da Matriz, 210',
    bairro: 'Centro',
    latitude: -23.5505,
    longitude: -46.6333,
    secretaria_id: secretaria('Saúde'),
    contrato_numero: 'CT-031/2025',
    codigo_ajuste: '3512025000031',
    valor_contratado: '310000.00',
    data_inicio: day(200),
    prazo_dias: 120,
  });
  // Received definitively: its service order is concluded.
  await ordem(ubs.id, 'OS-015/2025', day(200), 'concluida');
  await situacao(ubs.id, 2, day(200), 'Ordem de serviço emitida.');
  await call({
    method: 'POST',
    url: '/obras/medicao/create',
    body: {
      obra_id: ubs.id,
      tipo: 4,
      periodo_inicio: day(200),
      periodo_fim: day(75),
      data_entrega: day(72),
      valor: '304500.00',
      descricao: 'Medição final da reforma',
      empenho_numero: '2025NE000031',
      empenho_data: day(200),
      liquidacao_data: day(71),
    },
  });
  await situacao(ubs.id, 5, day(70), 'Serviços concluídos.');
  // Received by its records (docs/domain.md, "Recebimento da obra"): each issues its termo and moves the situação.
  const recebimento = (tipo: 'provisorio' | 'definitivo', data: string, vistoria: string) =>
    call({
      method: 'POST',
      url: `/obras/obra/${ubs.id}/recebimentos`,
      body: {
        tipo,
        data,
        vistoria,
        recebedores: [
          { cpf: '52998224725', nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' },
          { cpf: '11144477735', nome: 'Arq. Marina Souza', cargo: 'Comissão de recebimento' },
        ],
        publicacao_veiculo: 'Diário Oficial do Município',
        publicacao_data: data,
      },
    });
  await recebimento(
    'provisorio',
    day(60),
    'Serviços concluídos conforme o projeto; pendências de pintura anotadas.',
  );
  await recebimento('definitivo', day(10), 'Pendências de pintura sanadas; obra em condições de uso.');
}
