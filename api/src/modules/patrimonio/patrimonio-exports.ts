import {
  type Categoria,
  type Divergencia,
  ESTADO_LABELS,
  estadoConservacaoTexto,
  type Fornecedor,
  type Localizacao,
  lugarInventarioTexto,
  type Movimentacao,
  type Ncm,
  SITUACAO_LABELS,
  type SituacaoBem,
  TIPO_BEM_LABELS,
  TIPO_LINHA_INVENTARIO_LABELS,
  TIPO_PESSOA_LABELS,
  type Veiculo,
} from '@gp/shared-contracts';
import { brazilDate } from '../../lib/brazil-time.js';
import { dateCell, type ListFile, numberCell, yesNo } from '../../lib/export.js';
import type { BemExportado } from './bens/bens-exportacao.js';

/**
 * The columns of the patrimônio lists' files (docs/api.md, "Exportações"): the list's columns and the
 * record's main fields, with stable Portuguese headers a spreadsheet user reads.
 */

const situacao = (code: string) => SITUACAO_LABELS[code as SituacaoBem] ?? code;
const ativo = { header: 'Ativo', cell: (r: { ativo: boolean }) => yesNo(r.ativo) };
const bemCodigo = {
  header: 'Código do bem',
  cell: (r: { bem: { CodigoBEM: number } }) => numberCell(r.bem.CodigoBEM),
};
const bemDescricao = { header: 'Bem', cell: (r: { bem: { descricao: string } }) => r.bem.descricao };

export const VEICULOS_EXPORT: ListFile<Veiculo> = {
  name: 'veiculos-equipamentos',
  sheet: 'Veículos e equipamentos',
  columns: [
    bemCodigo,
    bemDescricao,
    { header: 'Tipo', cell: (r) => (r.tipo === 'veiculo' ? 'Veículo' : 'Equipamento') },
    { header: 'Placa', cell: (r) => r.placa },
    { header: 'RENAVAM', cell: (r) => r.renavam },
    { header: 'Chassi', cell: (r) => r.chassi },
    { header: 'Marca', cell: (r) => r.marca },
    { header: 'Modelo', cell: (r) => r.modelo },
    { header: 'Ano de fabricação', cell: (r) => numberCell(r.ano_fabricacao) },
    { header: 'Ano do modelo', cell: (r) => numberCell(r.ano_modelo) },
    { header: 'Cor', cell: (r) => r.cor },
    { header: 'Combustível', cell: (r) => r.combustivel },
    { header: 'Odômetro (km)', cell: (r) => numberCell(r.odometro) },
    { header: 'Horímetro (h)', cell: (r) => numberCell(r.horimetro) },
    ativo,
  ],
};

export const IMOVEIS_EXPORT: ListFile<Localizacao> = {
  name: 'localizacoes-imoveis',
  sheet: 'Localizações de imóveis',
  columns: [
    bemCodigo,
    bemDescricao,
    { header: 'Descrição', cell: (r) => r.descricao },
    { header: 'Endereço', cell: (r) => r.endereco },
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Complemento', cell: (r) => r.complemento },
    { header: 'Bairro', cell: (r) => r.bairro },
    { header: 'CEP', cell: (r) => r.cep },
    { header: 'Município', cell: (r) => r.municipio },
    { header: 'UF', cell: (r) => r.uf },
    { header: 'Matrícula', cell: (r) => r.matricula },
    ativo,
  ],
};

export const NCM_EXPORT: ListFile<Ncm> = {
  name: 'referencias-ncm',
  sheet: 'Referências NCM',
  columns: [
    { header: 'Código NCM', cell: (r) => r.codigo },
    { header: 'Descrição', cell: (r) => r.descricao },
    { header: 'Categoria', cell: (r) => r.categoria?.nome ?? null },
    { header: 'Taxa de depreciação (%)', cell: (r) => numberCell(r.taxa_depreciacao) },
    ativo,
  ],
};

export const FORNECEDORES_EXPORT: ListFile<Fornecedor> = {
  name: 'fornecedores',
  sheet: 'Fornecedores',
  columns: [
    { header: 'CPF/CNPJ', cell: (r) => r.cpf_cnpj },
    { header: 'Tipo de pessoa', cell: (r) => TIPO_PESSOA_LABELS[r.tipo_pessoa] },
    { header: 'Razão social / nome', cell: (r) => r.razao_social },
    { header: 'Nome fantasia', cell: (r) => r.nome_fantasia },
    { header: 'E-mail', cell: (r) => r.email },
    { header: 'Telefone', cell: (r) => r.telefone },
    { header: 'Celular', cell: (r) => r.celular },
    { header: 'Contato', cell: (r) => r.contato },
    { header: 'CEP', cell: (r) => r.cep },
    { header: 'Endereço', cell: (r) => r.endereco },
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Bairro', cell: (r) => r.bairro },
    { header: 'Cidade', cell: (r) => r.cidade },
    { header: 'UF', cell: (r) => r.uf },
    ativo,
    // The rest of the supplier's form, so the file comes back through the Implantação (decision 069).
    { header: 'Inscrição estadual', cell: (r) => r.inscricao_estadual },
    { header: 'Inscrição municipal', cell: (r) => r.inscricao_municipal },
    { header: 'Complemento', cell: (r) => r.complemento },
    { header: 'Observações', cell: (r) => r.observacoes },
  ],
};

/**
 * The remaining useful life at the export's month (the Implantação adds back the months from the start
 * of use to its cut-over, so an import whose cut-over is this month gets the same life). None for an
 * asset without a life (land, a non-depreciable asset): the import then takes the category's.
 */
function vidaRestante(r: BemExportado): number | null {
  if (r.vida_util_meses === 0) return null;
  const inicio = r.data_inicio_uso ?? r.data_aquisicao;
  if (!inicio) return r.vida_util_meses;
  const hoje = brazilDate(new Date()).slice(0, 7);
  const meses =
    (Number(hoje.slice(0, 4)) - Number(inicio.slice(0, 4))) * 12 +
    Number(hoje.slice(5, 7)) -
    Number(inicio.slice(5, 7));
  return Math.max(0, r.vida_util_meses - Math.max(0, meses));
}

export const BENS_EXPORT: ListFile<BemExportado> = {
  name: 'bens-patrimoniais',
  sheet: 'Bens patrimoniais',
  columns: [
    { header: 'Código', cell: (r) => numberCell(r.CodigoBEM) },
    { header: 'Descrição', cell: (r) => r.descricao },
    { header: 'Tipo', cell: (r) => TIPO_BEM_LABELS[r.tipo] },
    { header: 'Categoria', cell: (r) => r.categoria.nome },
    { header: 'Situação', cell: (r) => SITUACAO_LABELS[r.situacao] },
    { header: 'Estado de conservação', cell: (r) => ESTADO_LABELS[r.estado_conservacao] },
    { header: 'Secretaria', cell: (r) => r.secretaria.name },
    { header: 'Setor', cell: (r) => r.setor?.name ?? null },
    { header: 'Fornecedor', cell: (r) => r.fornecedor?.razao_social ?? null },
    { header: 'Data de aquisição', cell: (r) => dateCell(r.data_aquisicao) },
    { header: 'Valor de aquisição', cell: (r) => numberCell(r.valor_aquisicao) },
    { header: 'Valor atual', cell: (r) => numberCell(r.valor_atual) },
    // The rest of the asset's form and its opening balances, so the file comes back through the
    // Implantação into another client (decision 069); the headers are the import's own field names.
    { header: 'Chave de origem', cell: (r) => r.id },
    { header: 'Especificação', cell: (r) => r.especificacao },
    { header: 'Data de incorporação', cell: (r) => dateCell(r.data_incorporacao) },
    { header: 'Data de início de uso', cell: (r) => dateCell(r.data_inicio_uso) },
    { header: 'Valor residual', cell: (r) => numberCell(r.valor_residual) },
    { header: 'Vida útil (meses)', cell: (r) => numberCell(r.vida_util_meses) },
    { header: 'Vida útil restante (meses)', cell: (r) => numberCell(vidaRestante(r)) },
    { header: 'Depreciação acumulada', cell: (r) => numberCell(r.depreciacao_acumulada) },
    { header: 'Depreciável', cell: (r) => yesNo(r.depreciavel) },
    { header: 'Conta contábil', cell: (r) => r.conta_contabil },
    { header: 'CPF/CNPJ do fornecedor', cell: (r) => r.fornecedor_cpf_cnpj },
    { header: 'NCM', cell: (r) => r.ncm_codigo },
    { header: 'Nota fiscal', cell: (r) => r.nota_fiscal_numero },
    { header: 'Série da nota fiscal', cell: (r) => r.nota_fiscal_serie },
    { header: 'Chave da nota fiscal', cell: (r) => r.nota_fiscal_chave },
    { header: 'Empenho', cell: (r) => r.empenho },
    { header: 'Responsável', cell: (r) => r.responsavel },
    { header: 'Número de série', cell: (r) => r.numero_serie },
    { header: 'Marca', cell: (r) => r.marca },
    { header: 'Modelo', cell: (r) => r.modelo },
    { header: 'Observações', cell: (r) => r.observacoes },
    // An imóvel's location, as the asset import reads it (its description is the asset's): headers the
    // import's suggestion knows and no other column of this file has ("Número" alone is the asset's).
    { header: 'Endereço do imóvel', cell: (r) => r.imovel_endereco },
    { header: 'Número do imóvel', cell: (r) => r.imovel_numero },
    { header: 'Complemento do imóvel', cell: (r) => r.imovel_complemento },
    { header: 'Bairro', cell: (r) => r.imovel_bairro },
    { header: 'CEP', cell: (r) => r.imovel_cep },
    { header: 'Município', cell: (r) => r.imovel_municipio },
    { header: 'UF', cell: (r) => r.imovel_uf },
    { header: 'Matrícula', cell: (r) => r.imovel_matricula },
    { header: 'Cartório', cell: (r) => r.imovel_cartorio },
    { header: 'Inscrição imobiliária', cell: (r) => r.imovel_inscricao_imobiliaria },
    { header: 'Área do terreno (m²)', cell: (r) => numberCell(r.imovel_area_terreno) },
    { header: 'Área construída (m²)', cell: (r) => numberCell(r.imovel_area_construida) },
    { header: 'Latitude', cell: (r) => numberCell(r.imovel_latitude) },
    { header: 'Longitude', cell: (r) => numberCell(r.imovel_longitude) },
  ],
};

export const MOVIMENTACOES_EXPORT: ListFile<Movimentacao> = {
  name: 'movimentacoes',
  sheet: 'Movimentações',
  columns: [
    { header: 'Data', cell: (r) => dateCell(r.Data) },
    { header: 'Código do bem', cell: (r) => numberCell(r.CodigoBEM) },
    { header: 'Tipo', cell: (r) => r.tipo.descricao },
    { header: 'Secretaria', cell: (r) => r.secretaria.name },
    { header: 'Setor', cell: (r) => r.setor?.name ?? null },
    { header: 'Situação anterior', cell: (r) => situacao(r.situacao_anterior) },
    { header: 'Situação', cell: (r) => situacao(r.situacao) },
    { header: 'Valor anterior', cell: (r) => numberCell(r.valor_anterior) },
    { header: 'Valor', cell: (r) => numberCell(r.Valor) },
    { header: 'Responsável', cell: (r) => r.Responsavel },
    { header: 'Motivo da baixa', cell: (r) => r.motivo_baixa },
    { header: 'Observação', cell: (r) => r.Observacao },
    { header: 'Estornada', cell: (r) => yesNo(r.estornada_por_id !== null) },
    { header: 'Registrada por', cell: (r) => r.user?.fullname ?? null },
  ],
};

export const CATEGORIAS_EXPORT: ListFile<Categoria> = {
  name: 'categorias',
  sheet: 'Categorias',
  columns: [
    { header: 'Nome', cell: (c) => c.nome },
    { header: 'Tipo de bem', cell: (c) => TIPO_BEM_LABELS[c.tipo_bem] },
    { header: 'Conta contábil (PCASP)', cell: (c) => c.conta_contabil },
    { header: 'Vida útil (anos)', cell: (c) => numberCell(c.vida_util_anos) },
    { header: 'Valor residual (%)', cell: (c) => numberCell(c.valor_residual_percentual) },
    { header: 'Depreciável', cell: (c) => yesNo(c.depreciavel) },
    ativo,
  ],
};

/**
 * The analytic inventory of a campaign (decision 063): each asset of the unit with what the count found,
 * the assets read from outside it and the readings that name none; or, filtered, what diverges.
 */
export const INVENTARIO_ANALITICO_EXPORT: ListFile<Divergencia> = {
  name: 'inventario-analitico',
  sheet: 'Inventário analítico',
  columns: [
    { header: 'Resultado', cell: (r) => TIPO_LINHA_INVENTARIO_LABELS[r.tipo] },
    { header: 'Código do bem', cell: (r) => (r.bem ? numberCell(r.bem.CodigoBEM) : null) },
    { header: 'Bem', cell: (r) => r.bem?.descricao ?? null },
    { header: 'Leitura', cell: (r) => r.leitura },
    { header: 'Local no cadastro', cell: (r) => lugarInventarioTexto(r.registrado) },
    { header: 'Local da leitura', cell: (r) => lugarInventarioTexto(r.lido) },
    { header: 'Estado no cadastro', cell: (r) => estadoConservacaoTexto(r.estado_registrado) },
    { header: 'Estado visto', cell: (r) => estadoConservacaoTexto(r.estado_lido) },
    { header: 'Lido em', cell: (r) => (r.contado_em ? dateCell(r.contado_em) : null) },
    // A note of the counter (an unlabeled asset's description, a third party's owner; decision 068).
    { header: 'Observação', cell: (r) => r.observacao },
  ],
};
