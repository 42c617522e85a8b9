import {
  type Acompanhamento,
  CATEGORIA_CNO_LABELS,
  type Cno,
  formatCno,
  formatCpfCnpj,
  type Licenca,
  type Medicao,
  type OrdemServico,
  type Responsabilidade,
  SITUACAO_CNO_LABELS,
  SITUACAO_ORDEM_SERVICO_LABELS,
  TIPO_ACOMPANHAMENTO_LABELS,
  TIPO_LICENCA_LABELS,
  TIPO_OBRA_LABELS,
  TIPO_RESPONSABILIDADE_LABELS,
  UNIDADE_AREA_LABELS,
  VENCIMENTO_LICENCA_LABELS,
  VINCULO_RESPONSABILIDADE_LABELS,
} from '@gp/shared-contracts';
import { dateCell, type ListFile, numberCell, yesNo } from '../../lib/export.js';
import type { CnoExportado, ObraExportada } from './obras-exportacao.js';

/**
 * The columns of the works area's files (docs/api.md, "Exportações"): each list's columns and the
 * record's main fields, with the Portuguese headers and labels the screens show.
 */

const obra = { header: 'Obra', cell: (r: { obra: { numero: string } }) => r.obra.numero };
const ativo = { header: 'Ativo', cell: (r: { ativo: boolean }) => yesNo(r.ativo) };

const cnoCell =
  <T>(cell: (c: CnoExportado) => T) =>
  (r: ObraExportada) =>
    r.cno ? cell(r.cno) : null;

export const OBRAS_EXPORT: ListFile<ObraExportada> = {
  name: 'obras',
  sheet: 'Obras',
  columns: [
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Objeto', cell: (r) => r.objeto },
    { header: 'Tipo', cell: (r) => TIPO_OBRA_LABELS[r.tipo] },
    { header: 'Secretaria', cell: (r) => r.secretaria.name },
    { header: 'Contrato', cell: (r) => r.contrato_numero },
    { header: 'Contratada', cell: (r) => r.contratada?.razao_social ?? null },
    { header: 'Valor contratado', cell: (r) => numberCell(r.valor_contratado) },
    { header: 'Aditivos', cell: (r) => numberCell(r.valor_aditivos) },
    { header: 'Valor da obra', cell: (r) => numberCell(r.valor_total) },
    { header: 'Medido', cell: (r) => numberCell(r.valor_medido) },
    { header: '% executado', cell: (r) => numberCell(r.percentual_executado) },
    { header: 'Início', cell: (r) => dateCell(r.data_inicio) },
    { header: 'Prazo (dias)', cell: (r) => numberCell(r.prazo_dias) },
    { header: 'Previsão de conclusão', cell: (r) => dateCell(r.previsao_conclusao) },
    { header: 'Situação', cell: (r) => r.situacao_descricao },
    { header: 'Data da situação', cell: (r) => dateCell(r.situacao_data) },
    { header: 'Sem CNO', cell: (r) => yesNo(r.sem_cno) },
    // The rest of the work's form, so the file comes back through the Implantação (decision 069).
    {
      header: 'CNPJ da contratada',
      cell: (r) => (r.contratada ? formatCpfCnpj(r.contratada.cpf_cnpj) : null),
    },
    { header: 'Fonte de recursos', cell: (r) => r.fonte_recursos },
    { header: 'CEP', cell: (r) => r.cep },
    { header: 'Endereço', cell: (r) => r.endereco },
    { header: 'Bairro', cell: (r) => r.bairro },
    { header: 'Cidade', cell: (r) => r.cidade },
    { header: 'UF', cell: (r) => r.uf },
    { header: 'Latitude', cell: (r) => numberCell(r.latitude) },
    { header: 'Longitude', cell: (r) => numberCell(r.longitude) },
    // The work's CNO record (the active one, else the latest), read back by the works' import (decision 074).
    { header: 'CNO', cell: cnoCell((c) => formatCno(c.numero)) },
    { header: 'Data de registro do CNO', cell: cnoCell((c) => dateCell(c.data_registro)) },
    {
      header: 'Categoria do CNO',
      cell: cnoCell((c) => CATEGORIA_CNO_LABELS[c.categoria as keyof typeof CATEGORIA_CNO_LABELS]),
    },
    { header: 'Destinação do CNO', cell: cnoCell((c) => c.destinacao) },
    { header: 'Área do CNO', cell: cnoCell((c) => numberCell(c.area)) },
    { header: 'Unidade da área do CNO', cell: cnoCell((c) => c.unidade) },
    {
      header: 'CPF/CNPJ do responsável pelo CNO',
      cell: cnoCell((c) => formatCpfCnpj(c.responsavel_documento)),
    },
    { header: 'Responsável pelo CNO', cell: cnoCell((c) => c.responsavel_nome) },
    {
      header: 'Qualificação do responsável pelo CNO',
      cell: cnoCell((c) => c.responsavel_qualificacao),
    },
    {
      header: 'Situação do CNO',
      cell: cnoCell((c) => SITUACAO_CNO_LABELS[c.situacao as keyof typeof SITUACAO_CNO_LABELS]),
    },
  ],
};

export const MEDICOES_EXPORT: ListFile<Medicao> = {
  name: 'medicoes',
  sheet: 'Medições',
  columns: [
    obra,
    { header: 'Número', cell: (r) => numberCell(r.numero) },
    { header: 'Tipo', cell: (r) => r.tipo_descricao },
    { header: 'Início do período', cell: (r) => dateCell(r.periodo_inicio) },
    { header: 'Fim do período', cell: (r) => dateCell(r.periodo_fim) },
    { header: 'Entrega', cell: (r) => dateCell(r.data_entrega) },
    { header: 'Valor', cell: (r) => numberCell(r.valor) },
    { header: 'Descrição', cell: (r) => r.descricao },
    ativo,
  ],
};

export const ORDENS_SERVICO_EXPORT: ListFile<OrdemServico> = {
  name: 'ordens-de-servico',
  sheet: 'Ordens de serviço',
  columns: [
    obra,
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Contrato', cell: (r) => r.contrato },
    { header: 'Emissão', cell: (r) => dateCell(r.data_emissao) },
    { header: 'Início', cell: (r) => dateCell(r.data_inicio) },
    { header: 'Prazo (dias)', cell: (r) => numberCell(r.prazo_dias) },
    { header: 'Objeto', cell: (r) => r.objeto },
    { header: 'Responsável', cell: (r) => r.responsavel },
    { header: 'Andamento', cell: (r) => SITUACAO_ORDEM_SERVICO_LABELS[r.situacao] },
    ativo,
  ],
};

export const CNOS_EXPORT: ListFile<Cno> = {
  name: 'cadastro-nacional-de-obras',
  sheet: 'Cadastro Nacional de Obras',
  columns: [
    obra,
    { header: 'CNO', cell: (r) => formatCno(r.numero) },
    { header: 'Registro', cell: (r) => dateCell(r.data_registro) },
    { header: 'Categoria', cell: (r) => CATEGORIA_CNO_LABELS[r.categoria] },
    { header: 'Destinação', cell: (r) => r.destinacao },
    { header: 'Área', cell: (r) => numberCell(r.area) },
    { header: 'Unidade', cell: (r) => UNIDADE_AREA_LABELS[r.unidade] },
    { header: 'CPF/CNPJ do responsável', cell: (r) => formatCpfCnpj(r.responsavel_documento) },
    { header: 'Responsável', cell: (r) => r.responsavel_nome },
    { header: 'Qualificação', cell: (r) => r.responsavel_qualificacao },
    { header: 'Situação do cadastro', cell: (r) => SITUACAO_CNO_LABELS[r.situacao] },
    ativo,
  ],
};

export const LICENCAS_EXPORT: ListFile<Licenca> = {
  name: 'licencas-ambientais',
  sheet: 'Licenças ambientais',
  columns: [
    obra,
    { header: 'Tipo', cell: (r) => TIPO_LICENCA_LABELS[r.tipo] },
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Órgão emissor', cell: (r) => r.orgao },
    { header: 'Processo', cell: (r) => r.processo },
    { header: 'Emissão', cell: (r) => dateCell(r.data_emissao) },
    { header: 'Validade', cell: (r) => dateCell(r.data_validade) },
    { header: 'Vencimento', cell: (r) => VENCIMENTO_LICENCA_LABELS[r.vencimento] },
    { header: 'Condicionantes', cell: (r) => r.condicionantes },
    ativo,
  ],
};

export const RESPONSABILIDADES_EXPORT: ListFile<Responsabilidade> = {
  name: 'responsabilidades-tecnicas',
  sheet: 'Responsabilidades técnicas',
  columns: [
    obra,
    { header: 'Tipo', cell: (r) => TIPO_RESPONSABILIDADE_LABELS[r.tipo] },
    { header: 'Conselho', cell: (r) => r.conselho },
    { header: 'Número', cell: (r) => r.numero },
    { header: 'Profissional', cell: (r) => r.profissional_nome },
    { header: 'CPF', cell: (r) => formatCpfCnpj(r.profissional_cpf) },
    { header: 'Registro no conselho', cell: (r) => r.registro_conselho },
    { header: 'Vínculo', cell: (r) => (r.vinculo ? VINCULO_RESPONSABILIDADE_LABELS[r.vinculo] : null) },
    { header: 'Data', cell: (r) => dateCell(r.data) },
    ativo,
  ],
};

export const ACOMPANHAMENTOS_EXPORT: ListFile<Acompanhamento> = {
  name: 'acompanhamentos',
  sheet: 'Acompanhamentos',
  columns: [
    obra,
    { header: 'Data', cell: (r) => dateCell(r.data) },
    { header: 'Tipo', cell: (r) => TIPO_ACOMPANHAMENTO_LABELS[r.tipo] },
    { header: '% físico', cell: (r) => numberCell(r.percentual_fisico) },
    { header: 'Responsável', cell: (r) => r.responsavel },
    { header: 'Descrição', cell: (r) => r.descricao },
    ativo,
  ],
};
