import {
  type CampoImplantacao,
  type Mapeamento,
  problemasDoMapeamento,
  type TipoImplantacao,
} from '@gp/shared-contracts';
import { badRequest } from '../../lib/errors.js';
import { type Celula, lerCentavos, lerData } from '../../lib/leitura/valores.js';

/**
 * Column mapping of an import (docs/domain.md, "Implantação"): the suggestion made from the headers and
 * the sample values, the presets shipped with the system, and the check that a column is not mapped twice.
 */

/** A header compared without case, accents, spaces or punctuation. */
export const normalizarCabecalho = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The e-Cidade preset: e-Cidade (the public-software municipal ERP) keeps its movable assets in table
 * `bens` — t52_bem (the asset's code), t52_ident (its plate), t52_descr, t52_valaqu (acquisition value),
 * t52_dtaqu (acquisition date), t52_codcla (its class, a code of table `clabens`: t64_codcla, t64_class,
 * t64_descr), t52_depart (department, `db_depart`: coddepto, descrdepto), t52_numcgm (the supplier in
 * `cgm`: z01_numcgm, z01_nome, z01_cgccpf), t52_obs — and the depreciation figures in `bensdepreciacao`
 * (t44_bens, t44_valoratual, t44_valorresidual, t44_vidautil). An export of those tables joined, one
 * column per name, maps as below; the class code goes through the "código → categoria" table.
 */
export const PRESET_ECIDADE: Mapeamento = {
  campos: {
    chave_origem: { coluna: 't52_bem', fixo: null },
    codigo: { coluna: 't52_ident', fixo: null },
    descricao: { coluna: 't52_descr', fixo: null },
    valor_aquisicao: { coluna: 't52_valaqu', fixo: null },
    data_aquisicao: { coluna: 't52_dtaqu', fixo: null },
    categoria: { coluna: 't52_codcla', fixo: null },
    secretaria: { coluna: 'descrdepto', fixo: null },
    fornecedor: { coluna: 'z01_cgccpf', fixo: null },
    valor_residual: { coluna: 't44_valorresidual', fixo: null },
    vida_util_restante: { coluna: 't44_vidautil', fixo: null },
    observacoes: { coluna: 't52_obs', fixo: null },
  },
  categorias: {},
  separador_secretaria_setor: '/',
};
/**
 * e-Cidade's suppliers are its general register of persons, table `cgm`: z01_cgccpf (CPF/CNPJ), z01_nome,
 * z01_ender, z01_numero, z01_compl, z01_bairro, z01_munic, z01_uf, z01_cep, z01_email, z01_telef,
 * z01_incest (state registration); they are recognised by the suggestion, column by column.
 */
export const PRESETS_PADRAO: Record<TipoImplantacao, { nome: string; mapeamento: Mapeamento }[]> = {
  bens: [{ nome: 'e-Cidade', mapeamento: PRESET_ECIDADE }],
  fornecedores: [],
  veiculos: [],
  ncm: [],
  obras: [],
};

/** Header names (normalised) each field of a vehicle is recognised by. */
const SINONIMOS_VEICULOS: Partial<Record<CampoImplantacao, string[]>> = {
  codigo: [
    'codigo',
    'codigobem',
    'codigodobem',
    'patrimonio',
    'plaqueta',
    'tombo',
    'numeropatrimonio',
    'bem',
    't52ident',
  ],
  tipo_veiculo: ['tipo', 'tipoveiculo', 'especie'],
  placa: ['placa', 'placaveiculo'],
  renavam: ['renavam', 'codigorenavam'],
  chassi: ['chassi', 'chassis', 'vin', 'numerochassi'],
  marca: ['marca', 'fabricante'],
  modelo: ['modelo'],
  ano_fabricacao: ['anofabricacao', 'anodefabricacao', 'anofab', 'fabricacao', 'ano'],
  ano_modelo: ['anomodelo', 'anodomodelo', 'anomod'],
  cor: ['cor'],
  combustivel: ['combustivel'],
  odometro: ['odometro', 'odometrokm', 'km', 'quilometragem', 'kilometragem'],
  horimetro: ['horimetro', 'horimetroh', 'horas'],
};

/** Header names (normalised) of the published NCM table's columns (and the usual variants). */
const SINONIMOS_NCM: Partial<Record<CampoImplantacao, string[]>> = {
  codigo_ncm: ['codigo', 'ncm', 'codigoncm', 'codncm'],
  descricao: ['descricao', 'descricaoncm', 'nome'],
  taxa_depreciacao: ['taxadepreciacao', 'taxadedepreciacao', 'taxa', 'taxaanual', 'depreciacao'],
  categoria: ['categoria', 'categoriadobem'],
};

/**
 * Header names (normalised) of a work's fields: the works list's own export ("Número", "Contrato",
 * "CNPJ da contratada", "Início"…) first, so an export of this system maps by itself, then the usual
 * variants of other systems.
 */
const SINONIMOS_OBRAS: Partial<Record<CampoImplantacao, string[]>> = {
  numero: ['numero', 'numeroobra', 'numerodaobra', 'ndaobra', 'obra', 'codigoobra', 'nobra'],
  objeto: ['objeto', 'descricao', 'objetoobra', 'descricaoobra'],
  tipo_obra: ['tipo', 'tipoobra', 'natureza'],
  secretaria: ['secretaria', 'orgao', 'secretariaresponsavel', 'unidade', 'departamento'],
  contrato_numero: ['contrato', 'numerocontrato', 'ncontrato', 'contratonumero'],
  fornecedor: ['cnpjdacontratada', 'cnpjcontratada', 'cnpj', 'cpfcnpj', 'cnpjfornecedor', 'contratadacnpj'],
  valor_contratado: ['valorcontratado', 'valor', 'valorcontrato', 'valordocontrato'],
  data_inicio: ['inicio', 'datainicio', 'datadeinicio', 'dtinicio'],
  prazo_dias: ['prazodias', 'prazo', 'prazoemdias'],
  previsao_conclusao: ['previsaodeconclusao', 'previsaoconclusao', 'termino', 'datatermino', 'conclusao'],
  fonte_recursos: ['fontederecursos', 'fonterecursos', 'fonte', 'recursos'],
  cep: ['cep'],
  endereco: ['endereco', 'logradouro', 'local', 'localizacao'],
  bairro: ['bairro'],
  cidade: ['cidade', 'municipio'],
  uf: ['uf', 'estado'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'long', 'lng', 'lon'],
  situacao_obra: ['situacao', 'situacaoobra', 'status', 'andamento'],
  situacao_data: ['datadasituacao', 'datasituacao', 'dtsituacao'],
  // The work's CNO: the works list's export headers first ("CNO", "Data de registro do CNO"…).
  cno: ['cno', 'numerodocno', 'numerocno', 'cadastronacionaldeobras', 'cei', 'matriculacei'],
  cno_data_registro: ['dataderegistrodocno', 'dataregistrocno', 'datadocno', 'datacno'],
  cno_categoria: ['categoriadocno', 'categoriacno'],
  cno_destinacao: ['destinacaodocno', 'destinacaocno', 'destinacao'],
  cno_area: ['areadocno', 'areacno', 'area'],
  cno_unidade: ['unidadedaareadocno', 'unidadeareacno', 'unidadedaarea', 'unidadearea'],
  cno_responsavel_documento: [
    'cpfcnpjdoresponsavelpelocno',
    'cpfcnpjresponsavelcno',
    'documentodoresponsavelpelocno',
  ],
  cno_responsavel_nome: ['responsavelpelocno', 'responsavelcno', 'nomedoresponsavelpelocno'],
  cno_responsavel_qualificacao: [
    'qualificacaodoresponsavelpelocno',
    'qualificacaoresponsavelcno',
    'qualificacaodoresponsavel',
  ],
  cno_situacao: ['situacaodocno', 'situacaocno'],
};

const SINONIMOS_POR_TIPO = (tipo: TipoImplantacao) =>
  tipo === 'bens'
    ? SINONIMOS
    : tipo === 'fornecedores'
      ? SINONIMOS_FORNECEDORES
      : tipo === 'veiculos'
        ? SINONIMOS_VEICULOS
        : tipo === 'obras'
          ? SINONIMOS_OBRAS
          : SINONIMOS_NCM;

/** Header names (normalised) each field of a supplier is recognised by, e-Cidade's `cgm` included. */
const SINONIMOS_FORNECEDORES: Partial<Record<CampoImplantacao, string[]>> = {
  cpf_cnpj: ['cpfcnpj', 'cnpj', 'cpf', 'cnpjcpf', 'documento', 'z01cgccpf', 'cgccpf'],
  razao_social: ['razaosocial', 'razaosocialnome', 'nome', 'fornecedor', 'razao', 'z01nome'],
  tipo_pessoa: ['tipopessoa', 'tipodepessoa', 'pessoa', 'tipo'],
  nome_fantasia: ['nomefantasia', 'fantasia', 'z01nomefanta'],
  inscricao_estadual: ['inscricaoestadual', 'ie', 'inscestadual', 'z01incest'],
  inscricao_municipal: ['inscricaomunicipal', 'im', 'inscmunicipal'],
  email: ['email', 'correioeletronico', 'z01email'],
  telefone: ['telefone', 'fone', 'tel', 'z01telef'],
  celular: ['celular', 'cel', 'z01telcel'],
  contato: ['contato', 'responsavel'],
  cep: ['cep', 'z01cep'],
  endereco: ['endereco', 'logradouro', 'rua', 'z01ender'],
  numero: ['numero', 'num', 'z01numero'],
  complemento: ['complemento', 'compl', 'z01compl'],
  bairro: ['bairro', 'z01bairro'],
  cidade: ['cidade', 'municipio', 'z01munic'],
  uf: ['uf', 'estado', 'z01uf'],
  observacoes: ['observacoes', 'observacao', 'obs'],
};

/**
 * Header names (normalised) each field is recognised by: the assets' own export first ("Chave de origem",
 * "Data de aquisição", "CPF/CNPJ do fornecedor"…, decision 069), e-Cidade's columns included.
 */
const SINONIMOS: Partial<Record<CampoImplantacao, string[]>> = {
  chave_origem: [
    'chavedeorigem',
    'chave',
    'chaveorigem',
    'codigoorigem',
    'id',
    'idbem',
    'codbem',
    't52bem',
    'codigosistema',
  ],
  codigo: ['codigo', 'codigobem', 'patrimonio', 'plaqueta', 'placa', 'tombo', 'numeropatrimonio', 't52ident'],
  descricao: ['descricao', 'descr', 'nome', 'bem', 'descricaodobem', 't52descr'],
  especificacao: ['especificacao', 'detalhes', 'complemento'],
  tipo: ['tipo', 'tipobem', 'natureza'],
  categoria: ['categoria', 'classe', 'classificacao', 'grupo', 'codcla', 't52codcla', 't64descr'],
  estado_conservacao: ['estadodeconservacao', 'estado', 'estadoconservacao', 'conservacao', 'situacaofisica'],
  data_aquisicao: [
    'datadeaquisicao',
    'dataaquisicao',
    'dtaquisicao',
    'aquisicao',
    'data',
    't52dtaqu',
    'dtaqu',
  ],
  data_inicio_uso: ['datadeiniciodeuso', 'datainiciouso', 'iniciouso', 'dtiniciouso'],
  data_incorporacao: ['datadeincorporacao', 'dataincorporacao', 'dtincorporacao'],
  valor_aquisicao: [
    'valordeaquisicao',
    'valor',
    'valoraquisicao',
    'vlaquisicao',
    'valaqu',
    't52valaqu',
    'valororiginal',
  ],
  valor_residual: ['valorresidual', 'residual', 't44valorresidual'],
  depreciacao_acumulada: ['depreciacaoacumulada', 'deprecacumulada', 'saldoimplantacao', 'acumulada'],
  vida_util_restante: [
    'vidautilrestantemeses',
    'vidautilrestante',
    'vidarestante',
    'mesesrestantes',
    'vidautil',
    't44vidautil',
  ],
  conta_contabil: ['contacontabil', 'conta', 'pcasp', 'contapcasp'],
  depreciavel: ['depreciavel'],
  fornecedor: [
    'cpfcnpjdofornecedor',
    'fornecedor',
    'cnpj',
    'cpfcnpj',
    'cnpjfornecedor',
    'z01cgccpf',
    'cgccpf',
  ],
  fornecedor_nome: [
    'nomefornecedor',
    'fornecedor',
    'fornecedornome',
    'razaosocial',
    'razaosocialfornecedor',
    'z01nome',
  ],
  secretaria: ['secretaria', 'orgao', 'departamento', 'depart', 'descrdepto', 'unidade'],
  setor: ['setor', 'divisao', 'sala'],
  secretaria_setor: ['secretariasetor', 'localizacao', 'lotacao', 'local'],
  responsavel: ['responsavel', 'detentor'],
  numero_serie: ['numerodeserie', 'numeroserie', 'serie', 'nserie'],
  marca: ['marca'],
  modelo: ['modelo'],
  nota_fiscal_numero: ['notafiscal', 'nf', 'numeronf', 'numeronotafiscal'],
  nota_fiscal_serie: ['seriedanotafiscal', 'serienotafiscal', 'serienf'],
  nota_fiscal_chave: ['chavedanotafiscal', 'chavenotafiscal', 'chavenfe', 'chavedeacesso'],
  empenho: ['empenho', 'numempenho'],
  ncm: ['ncm', 'codigoncm'],
  observacoes: ['observacoes', 'observacao', 'obs', 't52obs'],
  // An imóvel's location (decision 064): names that cannot be an asset's other column ("Número" alone is
  // the asset's number in many systems, "Localização" its secretaria / setor). "m²" normalises to "m".
  endereco_imovel: ['enderecodoimovel', 'enderecoimovel', 'endereco', 'logradouro'],
  numero: ['numerodoimovel', 'numeroimovel', 'numerodoendereco', 'numeroendereco', 'numerologradouro'],
  complemento: ['complementodoimovel', 'complementoimovel', 'complemento'],
  bairro: ['bairro', 'bairrodoimovel'],
  cep: ['cep', 'cepdoimovel'],
  municipio: ['municipio', 'cidade', 'municipiodoimovel'],
  uf: ['uf', 'estado', 'ufdoimovel'],
  matricula: ['matricula', 'matriculadoimovel', 'matriculanocartorio', 'matriculacartorio'],
  cartorio: ['cartorio', 'cartoriodoimovel', 'cartorioderegistro', 'registrodeimoveis'],
  inscricao_imobiliaria: [
    'inscricaoimobiliaria',
    'inscimobiliaria',
    'inscricaomunicipal',
    'cadastroimobiliario',
  ],
  area_terreno: [
    'areadoterrenom2',
    'areadoterrenom',
    'areadoterreno',
    'areaterreno',
    'areaterrenom2',
    'terreno',
  ],
  area_construida: [
    'areaconstruidam2',
    'areaconstruidam',
    'areaconstruida',
    'areaedificada',
    'areadaconstrucao',
  ],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'long', 'lng', 'lon'],
};

/**
 * The suggested mapping: each field takes the first column whose header is one of its names; then, for
 * the acquisition date and value still unmapped, a column whose sample values all read as dates / money.
 */
export function sugerirMapeamento(
  cabecalho: string[],
  amostra: Celula[][],
  tipo: TipoImplantacao = 'bens',
): Mapeamento {
  const campos: Mapeamento['campos'] = {};
  const usadas = new Set<string>();
  const normais = cabecalho.map(normalizarCabecalho);
  const sinonimos = SINONIMOS_POR_TIPO(tipo);
  for (const [campo, nomes] of Object.entries(sinonimos) as [CampoImplantacao, string[]][]) {
    // The field's names in their order: a column under its first name wins over one under a later name
    // (the assets' export has "Fornecedor", the name, and "CPF/CNPJ do fornecedor", the key).
    const livre = (nome: string) =>
      normais.findIndex((n, j) => n === nome && !usadas.has(cabecalho[j] as string));
    const i = nomes.map(livre).find((j) => j >= 0) ?? -1;
    if (i < 0) continue;
    campos[campo] = { coluna: cabecalho[i] as string, fixo: null };
    usadas.add(cabecalho[i] as string);
  }
  const porValores = (campo: CampoImplantacao, ok: (c: Celula) => boolean) => {
    if (campos[campo]) return;
    const i = cabecalho.findIndex(
      (nome, j) =>
        !usadas.has(nome) &&
        amostra.some((l) => l[j] != null && l[j] !== '') &&
        amostra.every((l) => l[j] == null || l[j] === '' || ok(l[j] as Celula)),
    );
    if (i < 0) return;
    campos[campo] = { coluna: cabecalho[i] as string, fixo: null };
    usadas.add(cabecalho[i] as string);
  };
  if (tipo !== 'bens') return { campos, categorias: {}, separador_secretaria_setor: '/' };
  porValores(
    'data_aquisicao',
    (c) => typeof c === 'string' && /[/-]/.test(c) && lerData(c).erro === undefined,
  );
  porValores(
    'valor_aquisicao',
    (c) => typeof c === 'string' && /,\d{2}$/.test(c) && lerCentavos(c).erro === undefined,
  );
  return { campos, categorias: {}, separador_secretaria_setor: '/' };
}

/**
 * Refuses a mapping with a column the file does not have, a column chosen for two fields or a required field
 * without a source (400 on the field): the contracts' `problemasDoMapeamento`, which the mapping step shows.
 */
export function conferirMapeamento(m: Mapeamento, cabecalho: string[], tipo: TipoImplantacao): void {
  const [primeiro] = problemasDoMapeamento(m, cabecalho, tipo);
  if (primeiro) throw badRequest(`mapeamento.campos.${primeiro.campo}`, primeiro.mensagem);
}
