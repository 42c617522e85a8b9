import { randomUUID } from 'node:crypto';
import { completeCno, completeCpf } from '@gp/shared-contracts';
import { remessas } from '../../src/db/schema-prestacao-contas.js';
import { insertJob } from '../../src/modules/trabalhos/trabalhos.repository.js';
import { nfeXml } from './nfe.js';
import { fornecedorBody } from './patrimonio.js';
import { caller, type Headers, SAMPLE, upload } from './sistema.js';
import type { TestApp } from './test-app.js';

/**
 * One record of every kind the API's routes take by id, all of one client, registered through the API by
 * the client's support (which names the client in each call): the tenant probe
 * (test/app/route-matrix.test.ts) asks for them as another client's caller.
 */
export type ClientRecords = {
  applicationId: string;
  clientId: string;
  departmentId: string;
  sectorId: string;
  companyFileId: string;
  roleId: string;
  /** A member of the client (not the caller of any probe), with his location and an avatar. */
  userId: string;
  localId: string;
  categoriaId: string;
  fornecedorId: string;
  fornecedorFileId: string;
  ncmId: string;
  ncmFileId: string;
  /** A servidor (carga patrimonial) answering for the movable asset below. */
  servidorId: string;
  /** A transferência de responsabilidade of the property to that servidor, pending. */
  aceiteId: string;
  /** A sala of the setor, holding no asset, and an open inventory of it (that servidor presides it). */
  salaId: string;
  inventarioId: string;
  /** A reading of that inventory (its photo is sent to it). */
  contagemId: string;
  /** The second count of that sala, open, asked of the client's member (a servidor with his login). */
  recontagemId: string;
  /** A closed inventory of another sala, and the divergence its closing stored (an unknown label read). */
  inventarioEncerradoId: string;
  divergenciaId: string;
  /** A movable asset with a vehicle record, an attachment and a movement after its incorporation. */
  bemId: string;
  bemFileId: string;
  movimentacaoId: string;
  /** The verification code of a termo de responsabilidade of that asset (the reprint takes it). */
  termoCodigo: string;
  conciliacaoId: string;
  veiculoId: string;
  /** A property with its location record and a document of it. */
  bemImovelId: string;
  localizacaoId: string;
  localizacaoFileId: string;
  /** An imported NF-e, pending, and its stored XML. */
  xmlId: string;
  xmlFileId: string;
  /** An import of an old asset register (Implantação), sent and not yet validated. */
  implantacaoId: string;
  /** A work with an amendment, and one record of each of its registers. */
  obraId: string;
  aditivoId: string;
  pagamentoId: string;
  paralisacaoId: string;
  medicaoId: string;
  ordemServicoId: string;
  cnoId: string;
  licencaId: string;
  responsabilidadeId: string;
  acompanhamentoId: string;
  medicaoFileId: string;
  licencaFileId: string;
  responsabilidadeFileId: string;
  acompanhamentoFileId: string;
  /** A finished job of the client's member (inserted: no call starts one without its area's setup). */
  trabalhoId: string;
  /** A valid file for the tribunal de contas, not yet sent (inserted: a generation needs a job). */
  remessaId: string;
};

const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));

let sequence = 0;

/** Valid bodies of the works area's records (the route matrix's requests use them too). */
export const obraOf = (o: { departmentId: string; clientId: string }, n = 0) => ({
  numero: `OB-SONDA-${n}`,
  objeto: 'Obra da sonda',
  tipo: 'reforma',
  secretaria_id: o.departmentId,
  valor_contratado: '100000.00',
  cliente_id: o.clientId,
});
export const ADITIVO = { numero_ato: 'Aditivo da sonda', data: '2026-01-10', valor: '1000.00' };
export const MEDICAO = {
  tipo: 1,
  periodo_inicio: '2026-01-01',
  periodo_fim: '2026-01-31',
  data_entrega: '2026-02-05',
  valor: '10.00',
};
/** A payment of part of MEDICAO (the medição's id added by the caller). */
export const PAGAMENTO = { data: '2026-02-10', valor: '1.00', documento: 'OB-SONDA' };
export const ORDEM_SERVICO = {
  numero: 'OS-SONDA',
  data_emissao: '2026-01-02',
  data_inicio: '2026-01-05',
  prazo_dias: 90,
  objeto: 'Ordem da sonda',
  responsavel: 'Responsável da sonda',
};
export const cnoOf = (n: number) => ({
  numero: completeCno(String(51_000_000_000 + n)),
  data_registro: '2026-01-06',
  categoria: 'reforma',
  destinacao: 'Destinação da sonda',
  area: '100.00',
  unidade: 'm2',
  responsavel_documento: completeCpf('529982247'),
  responsavel_nome: 'Responsável da sonda',
});
export const LICENCA = {
  tipo: 'LI',
  numero: 'LI-SONDA',
  orgao: 'Órgão da sonda',
  data_emissao: '2026-01-01',
  data_validade: '2030-01-01',
};
export const RESPONSABILIDADE = {
  tipo: 'execucao',
  conselho: 'CREA',
  numero: 'ART-SONDA',
  profissional_nome: 'Profissional da sonda',
  profissional_cpf: completeCpf('529982247'),
  registro_conselho: 'REG-SONDA',
  data: '2026-01-05',
};
export const ACOMPANHAMENTO = {
  tipo: 'vistoria',
  data: '2026-01-20',
  percentual_fisico: '10.00',
  descricao: 'Vistoria da sonda',
  responsavel: 'Fiscal da sonda',
};

export async function clientRecords(
  t: TestApp,
  support: { headers: Headers },
  client: { applicationId: string; clientId: string },
): Promise<ClientRecords> {
  const call = caller(t);
  const h = support.headers;
  const n = ++sequence;
  const ok = async (what: string, res: { statusCode: number; body: string; json(): unknown }) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown> & { id: string };
  };
  const post = (what: string, url: string, body: unknown) =>
    call('POST', url, h, body).then((r) => ok(what, r));
  const send = (what: string, url: string, file: { filename: string; content: Buffer }) =>
    upload(t, url, h, file).then((r) => ok(what, r));
  const pdf = { filename: 'documento.pdf', content: SAMPLE.pdf };
  const { clientId } = client;

  // A movement is booked in the open period of its month.
  await post('exercício', '/exercicios/create', {
    empresa_id: clientId,
    ano: brazil({ year: 'numeric' }),
    mes: brazil({ month: 'numeric' }),
  });
  const department = await post('departamento', '/empresas/create', {
    name: `Secretaria da sonda ${n}`,
    is_secretaria: true,
    rootId: clientId,
  });
  const sector = await post('setor', '/empresas/create', {
    name: `Setor da sonda ${n}`,
    is_setor: true,
    parentId: department.id,
  });
  const companyFile = await send('arquivo da empresa', `/empresas/files/create/${department.id}`, pdf);
  await send('logo', `/empresas/logo/${department.id}`, { filename: 'logo.png', content: SAMPLE.png });

  const role = await post('perfil', '/v1/iam/roles', {
    name: `Perfil da sonda ${n}`,
    companyId: clientId,
    rules: ['assets:read'],
  });
  const user = await post('usuário', '/users/create', {
    username: `sonda.${n}.${clientId.slice(0, 8)}`,
    fullname: `Membro da sonda ${n}`,
    email: `sonda${n}@exemplo.gov.br`,
    password: 'Sonda@1234',
    redefine: false,
  });
  const local = await post('acesso', '/locais/create', {
    user_id: user.id,
    empresa_id: clientId,
    role_id: role.id,
  });
  await send('avatar', `/users/avatar/${user.id}`, { filename: 'avatar.png', content: SAMPLE.png });

  const utils = await call('GET', `/utils/bempatrimonial?cliente_id=${clientId}`, h).then((r) =>
    ok('utilitários', r),
  );
  const categorias = utils.categorias as { id: string; nome: string }[];
  const categoriaOf = (nome: string) => categorias.find((c) => c.nome === nome)?.id as string;
  const categoriaId = categoriaOf('Mobiliário em geral');

  const fornecedor = await post(
    'fornecedor',
    '/patrimonio/fornecedor/create',
    fornecedorBody({ root_id: clientId }),
  );
  const fornecedorFile = await send(
    'anexo do fornecedor',
    `/patrimonio/fornecedor/upload/${fornecedor.id}`,
    pdf,
  );
  const ncm = await post('NCM', '/refncm/create', {
    codigo: '94033000',
    descricao: 'Móveis de madeira para escritórios',
    categoria_id: categoriaId,
    cliente_id: clientId,
  });
  const ncmFile = await send('anexo do NCM', `/refncm/upload/${ncm.id}`, pdf);

  const servidor = await post('servidor', '/patrimonio/servidor/create', {
    nome: 'Servidor da sonda',
    cliente_id: clientId,
  });
  // A member of the inventory's commission with a login (the client's member): he makes its second count.
  const recontador = await post('servidor', '/patrimonio/servidor/create', {
    nome: 'Recontador da sonda',
    user_id: user.id,
    cliente_id: clientId,
  });

  // An empty sala: its open inventory freezes none of the records' assets.
  const sala = await post('sala', '/patrimonio/salas/create', {
    setor_id: sector.id,
    codigo: `SONDA-${n}`,
    nome: 'Sala da sonda',
    cliente_id: clientId,
  });
  const inventario = await post('inventário', '/patrimonio/inventario/create', {
    titulo: 'Inventário da sonda',
    tipo: 'ciclico',
    escopo: 'sala',
    sala_id: sala.id,
    portaria_numero: `${n}/2026`,
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor.id, presidente: true }, { servidor_id: recontador.id }],
    cliente_id: clientId,
  });
  const contagemId = randomUUID();
  await post('leitura', `/patrimonio/inventario/${inventario.id}/contagens`, {
    leituras: [
      { id: contagemId, leitura: 'SONDA', sala_id: sala.id, contado_em: '2026-02-03T10:00:00.000Z' },
    ],
  });
  // The label without record is a divergence of the sala: its second count, left open.
  const recontagens = (await post('recontagem', `/patrimonio/inventario/${inventario.id}/recontagens`, {
    sala_id: sala.id,
    servidor_id: recontador.id,
  })) as unknown as { recontagens: { id: string }[] };
  const recontagemId = recontagens.recontagens[0]!.id;

  const salaContada = await post('sala', '/patrimonio/salas/create', {
    setor_id: sector.id,
    codigo: `SONDA-C-${n}`,
    nome: 'Sala inventariada da sonda',
    cliente_id: clientId,
  });
  const encerrado = await post('inventário', '/patrimonio/inventario/create', {
    titulo: 'Inventário encerrado da sonda',
    tipo: 'ciclico',
    escopo: 'sala',
    sala_id: salaContada.id,
    portaria_numero: `${n}-C/2026`,
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor.id, presidente: true }],
    cliente_id: clientId,
  });
  await post('leitura', `/patrimonio/inventario/${encerrado.id}/contagens`, {
    leituras: [
      {
        id: randomUUID(),
        leitura: 'SONDA-SEM-REGISTRO',
        sala_id: salaContada.id,
        contado_em: new Date().toISOString(),
      },
    ],
  });
  await post('encerramento', `/patrimonio/inventario/${encerrado.id}/encerrar`, {});
  const [divergencia] = (
    (await call('GET', `/patrimonio/inventario/${encerrado.id}/divergencias-registradas`, h).then((r) =>
      ok('divergências', r),
    )) as unknown as { data: { id: string }[] }
  ).data;

  const bem = await post('bem', '/patrimonio/bempatrimonial/create', {
    descricao: 'Camionete da sonda',
    categoria_id: categoriaId,
    tipo: 'movel',
    estado_conservacao: 'novo',
    TipoIncorporacao: 1,
    data_aquisicao: '2024-03-15',
    valor_aquisicao: '85000.00',
    secretaria_id: department.id,
    setor_id: sector.id,
    fornecedor_id: fornecedor.id,
    ncm_id: ncm.id,
  });
  const bemFile = await send('anexo do bem', `/patrimonio/bempatrimonial/upload/${bem.id}`, pdf);
  const movimentacao = await post('movimentação', '/patrimonio/movimentacaobem/create', {
    bempatrimonial_id: bem.id,
    TipoMovimentacao: 3,
    responsavel_id: servidor.id,
  });
  const termo = await call('POST', '/patrimonio/bempatrimonial/termos/responsabilidade', h, {
    responsavel: 'Responsável da sonda',
    bem_ids: [bem.id],
  });
  if (termo.statusCode !== 200) throw new Error(`termo: ${termo.statusCode} ${termo.body}`);
  const conciliacao = await post('conciliação', '/patrimonio/conciliacoes', {
    cliente_id: clientId,
    data_balancete: '2026-10-31',
    saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '1.00' }],
  });
  const veiculo = await post('veículo', '/patrimonio/veiculoequipamento/create', {
    bempatrimonial_id: bem.id,
    tipo: 'veiculo',
  });
  const imovel = await post('imóvel', '/patrimonio/bempatrimonial/create', {
    descricao: 'Terreno da sonda',
    categoria_id: categoriaOf('Terrenos'),
    tipo: 'imovel',
    estado_conservacao: 'bom',
    TipoIncorporacao: 1,
    data_aquisicao: '2020-01-10',
    valor_aquisicao: '120000.00',
    secretaria_id: department.id,
  });
  // A transfer of the property to the servidor, waiting for his aceite.
  const aceite = await post('aceite', '/patrimonio/carga/transferencia', {
    bempatrimonial_id: imovel.id,
    responsavel_id: servidor.id,
  });
  const localizacao = await post('localização', '/patrimonio/localizacaoimovel/create', {
    bempatrimonial_id: imovel.id,
    descricao: 'Lote da sonda',
  });
  const localizacaoFile = await send(
    'documento do imóvel',
    `/patrimonio/localizacaoimovel/upload/${localizacao.id}`,
    pdf,
  );

  const nota = nfeXml({ linhas: [{ qCom: '1', vUnCom: '1500.00', vProd: '1500.00' }] });
  const xml = await send('NF-e', `/xml/upload?cliente_id=${clientId}`, nota.file());
  const xmlDetail = await call('GET', `/xml/${xml.id}`, h).then((r) => ok('NF-e importada', r));

  const planilha = { filename: 'cadastro-antigo.csv', content: Buffer.from(`Codigo;Descricao\n${n};Mesa\n`) };
  const implantacao = await send(
    'implantação',
    `/patrimonio/implantacao/bens/upload?cliente_id=${clientId}`,
    planilha,
  );

  const obra = await post('obra', '/obras/obra/create', obraOf({ departmentId: department.id, clientId }, n));
  const aditivo = await post('aditivo', `/obras/obra/${obra.id}/aditivos/create`, ADITIVO);
  // A work of its own stopped (its stoppage record), so the probes of the first work keep its situação.
  const parada = await post('obra parada', '/obras/obra/create', {
    ...obraOf({ departmentId: department.id, clientId }, n),
    numero: `OB-SONDA-P-${n}`,
  });
  const paralisada = await call('PUT', '/obras/obra/id', h, {
    id: parada.id,
    situacao: 4,
    data: '2026-01-15',
    motivo: 'Paralisação da sonda',
    previsao_reinicio: '2026-03-01',
    publicacao_veiculo: 'Diário Oficial do Município',
    publicacao_data: '2026-01-15',
    motivo_codigo: 99,
    responsavel_tipo: 'apuracao',
    apuracao_numero: 'PA-SONDA',
  }).then((r) => ok('paralisação', r));
  const medicao = await post('medição', '/obras/medicao/create', { ...MEDICAO, obra_id: obra.id });
  const pagamento = await post('pagamento', `/obras/obra/${obra.id}/pagamentos/create`, {
    ...PAGAMENTO,
    medicao_id: medicao.id,
  });
  const ordemServico = await post('ordem de serviço', '/obras/ordemservico/create', {
    ...ORDEM_SERVICO,
    obra_id: obra.id,
  });
  const cno = await post('CNO', '/obras/cadastronacional/create', { ...cnoOf(n), obra_id: obra.id });
  const licenca = await post('licença', '/obras/licencaambiental/create', { ...LICENCA, obra_id: obra.id });
  const responsabilidade = await post('responsabilidade técnica', '/obras/responsabilidadetecnica/create', {
    ...RESPONSABILIDADE,
    obra_id: obra.id,
  });
  const acompanhamento = await post('acompanhamento', '/obras/acompanhamento/create', {
    ...ACOMPANHAMENTO,
    obra_id: obra.id,
  });
  const png = { filename: 'foto.png', content: SAMPLE.png };
  const medicaoFile = await send('anexo da medição', `/obras/medicao/upload/${medicao.id}`, pdf);
  const licencaFile = await send('documento da licença', `/obras/licencaambiental/upload/${licenca.id}`, pdf);
  const responsabilidadeFile = await send(
    'documento da responsabilidade técnica',
    `/obras/responsabilidadetecnica/upload/${responsabilidade.id}`,
    pdf,
  );
  const acompanhamentoFile = await send(
    'foto do acompanhamento',
    `/obras/acompanhamento/upload/${acompanhamento.id}`,
    png,
  );

  const trabalhoId = randomUUID();
  await insertJob(t.database.db, {
    id: trabalhoId,
    kind: 'exportacao',
    title: 'Exportação da sonda',
    clientId: client.clientId,
    userId: user.id,
    state: 'concluido',
  });

  const [remessa] = await t.database.db
    .insert(remessas)
    .values({
      clientId: client.clientId,
      tribunal: 'tce-sp',
      tipo: 'audesp-execucao',
      ano: 2026,
      mes: 3,
      parte: 1,
      versao: 1,
      nome: 'AUDESP4_EXECUCAO_2026-03_parte1_v1.xml',
      storageKey: `remessas/${client.clientId}/sonda.xml`,
      sha256: '0'.repeat(64),
      tamanho: 0,
      obras: [],
      valido: true,
      ocorrencias: [],
    })
    .returning({ id: remessas.id });

  return {
    ...client,
    trabalhoId,
    remessaId: remessa!.id,
    departmentId: department.id,
    sectorId: sector.id,
    companyFileId: companyFile.id,
    roleId: role.id,
    userId: user.id,
    localId: local.id,
    categoriaId,
    fornecedorId: fornecedor.id,
    fornecedorFileId: fornecedorFile.id,
    ncmId: ncm.id,
    ncmFileId: ncmFile.id,
    servidorId: servidor.id,
    aceiteId: aceite.id,
    salaId: sala.id,
    inventarioId: inventario.id,
    contagemId,
    recontagemId,
    inventarioEncerradoId: encerrado.id,
    divergenciaId: divergencia!.id,
    bemId: bem.id,
    bemFileId: bemFile.id,
    movimentacaoId: movimentacao.id,
    termoCodigo: String(termo.headers['x-termo-codigo']),
    conciliacaoId: conciliacao.id,
    veiculoId: veiculo.id,
    bemImovelId: imovel.id,
    localizacaoId: localizacao.id,
    localizacaoFileId: localizacaoFile.id,
    xmlId: xml.id,
    xmlFileId: xmlDetail.arquivo_id as string,
    implantacaoId: implantacao.id,
    obraId: obra.id,
    aditivoId: aditivo.id,
    pagamentoId: pagamento.id,
    paralisacaoId: (paralisada.paralisacoes as { id: string }[])[0]!.id,
    medicaoId: medicao.id,
    ordemServicoId: ordemServico.id,
    cnoId: cno.id,
    licencaId: licenca.id,
    responsabilidadeId: responsabilidade.id,
    acompanhamentoId: acompanhamento.id,
    medicaoFileId: medicaoFile.id,
    licencaFileId: licencaFile.id,
    responsabilidadeFileId: responsabilidadeFile.id,
    acompanhamentoFileId: acompanhamentoFile.id,
  };
}
