import {
  CATEGORIA_CNO_LABELS,
  type Cno,
  CnoPageSchema,
  CnoSchema,
  DOCUMENTO_DO_CONSELHO,
  documentoDaResponsabilidade,
  formatCno,
  formatCpfCnpj,
  LICENCA_A_VENCER_DIAS,
  type Licenca,
  LicencaPageSchema,
  LicencaSchema,
  type Medicao,
  MedicaoPageSchema,
  MedicaoSchema,
  type OrdemServico,
  OrdemServicoPageSchema,
  OrdemServicoSchema,
  type Responsabilidade,
  ResponsabilidadePageSchema,
  ResponsabilidadeSchema,
  SITUACAO_CNO_LABELS,
  SITUACAO_ORDEM_SERVICO_LABELS,
  TIPO_LICENCA_LABELS,
  TIPO_MEDICAO_LABELS,
  TIPO_RESPONSABILIDADE_LABELS,
  type TipoMedicao,
  UNIDADE_AREA_LABELS,
} from '@gp/shared-contracts';
import { type DataTableColumn, formatDate, formatMoney, formatMoneyPlain } from '@gp/shared-ui';
import { Flex, Tag } from 'antd';
import dayjs from 'dayjs';
import { registerApi } from '../session/remote-context.js';
import { dateColumn } from './columns.js';

/**
 * What a write on a work's register refreshes besides the register: the works (their measured total, their
 * percentage, their situação and CNO flag follow the records) and the look-ups.
 */
export const WORK_REFRESHES = ['obra', 'lookup'] as const;

/**
 * The calls and list columns of a work's registers, shared by each register's pages and the work's page
 * (its sections of the work's records).
 */

// ---------------------------------------------------------------- cno

/**
 * Cadastro Nacional de Obras (CNO) of a work (docs/domain.md, "Obras"): 12 digits with a check digit,
 * typed and shown as 00.000.00000/00; the shared schema checks the digit before the call.
 */
export const cnoApi = registerApi<Cno>({
  resource: 'cadastronacional',
  path: 'obras/cadastronacional',
  item: CnoSchema,
  page: CnoPageSchema,
  refreshes: WORK_REFRESHES,
});

/** The register's list columns; the work's page picks some for its section. */
export const CNO_COLUMNS: DataTableColumn<Cno>[] = [
  { title: 'CNO', key: 'numero', dataIndex: 'numero', width: 150, sorter: true, render: formatCno },
  {
    title: 'Categoria',
    key: 'categoria',
    width: 110,
    priority: 2,
    render: (_v, c) => CATEGORIA_CNO_LABELS[c.categoria],
  },
  {
    title: 'Área',
    key: 'area',
    width: 120,
    priority: 3,
    align: 'right',
    render: (_v, c) => `${formatMoneyPlain(c.area)} ${UNIDADE_AREA_LABELS[c.unidade]}`,
  },
  {
    title: 'Responsável',
    key: 'responsavel',
    width: 200,
    ellipsis: true,
    render: (_v, c) => c.responsavel_nome,
  },
  { title: 'Cadastro', key: 'situacao_cno', width: 100, render: (_v, c) => SITUACAO_CNO_LABELS[c.situacao] },
];

// ---------------------------------------------------------------- medicao

/**
 * Medições (docs/domain.md, "Obras"): numbered in sequence per work by the server; their sum may not
 * pass the work's value (contract + amendments). The API refuses a measurement past 100 % with the
 * figures and the balance; the form shows that refusal above its buttons.
 */
export const medicaoApi = registerApi<Medicao>({
  resource: 'medicao',
  path: 'obras/medicao',
  item: MedicaoSchema,
  page: MedicaoPageSchema,
  refreshes: WORK_REFRESHES,
});

/** The register's list columns; the work's page picks some for its section. */
export const MEDICAO_COLUMNS: DataTableColumn<Medicao>[] = [
  { title: 'Número', key: 'numero', dataIndex: 'numero', width: 110, sorter: true },
  {
    title: 'Tipo',
    key: 'tipo',
    width: 120,
    priority: 2,
    render: (_v, m) => m.tipo_descricao || TIPO_MEDICAO_LABELS[m.tipo as TipoMedicao],
  },
  {
    title: 'Período',
    key: 'data',
    width: 190,
    sorter: true,
    render: (_v, m) => `${formatDate(m.periodo_inicio)} a ${formatDate(m.periodo_fim)}`,
  },
  {
    title: 'Entrega',
    key: 'data_entrega',
    dataIndex: 'data_entrega',
    width: 110,
    priority: 3,
    render: (d: string) => formatDate(d),
  },
  { title: 'Valor', key: 'valor', dataIndex: 'valor', width: 130, align: 'right', render: formatMoney },
];

// ---------------------------------------------------------------- licenca

/**
 * Licenças ambientais of a work (docs/domain.md, "Obras"): the API says whether each is vigente, a vencer
 * (within 60 days of its validity) or vencida; the list flags the last two.
 */
export const licencaApi = registerApi<Licenca>({
  resource: 'licencaambiental',
  path: 'obras/licencaambiental',
  item: LicencaSchema,
  page: LicencaPageSchema,
  refreshes: WORK_REFRESHES,
});

/** Days from today to the validity (negative once past), counted on calendar days. */
export const diasParaVencer = (validade: string, today = dayjs()) =>
  dayjs(validade).startOf('day').diff(today.startOf('day'), 'day');

/**
 * The licence's validity flag: 'Vencida' (red), 'Vence em N dias' (orange, within the 60 days the API
 * counts as a vencer), nothing while vigente.
 */
export function VencimentoTag({ licenca, today }: { licenca: Licenca; today?: dayjs.Dayjs }) {
  if (licenca.vencimento === 'vencida') return <Tag color="error">Vencida</Tag>;
  if (licenca.vencimento === 'a_vencer') {
    const dias = diasParaVencer(licenca.data_validade, today);
    return (
      <Tag color="warning" title={`Vence em até ${LICENCA_A_VENCER_DIAS} dias`}>
        {dias <= 0 ? 'Vence hoje' : dias === 1 ? 'Vence amanhã' : `Vence em ${dias} dias`}
      </Tag>
    );
  }
  return <Tag color="success">Vigente</Tag>;
}

/** The register's list columns; the work's page picks some for its section. */
export const LICENCA_COLUMNS: DataTableColumn<Licenca>[] = [
  {
    title: 'Tipo',
    key: 'tipo',
    dataIndex: 'tipo',
    width: 90,
    render: (t: Licenca['tipo']) => <span title={TIPO_LICENCA_LABELS[t]}>{t}</span>,
  },
  { title: 'Número', key: 'numero', dataIndex: 'numero', width: 120, sorter: true },
  { title: 'Órgão emissor', key: 'orgao', dataIndex: 'orgao', width: 140, ellipsis: true },
  { ...dateColumn<Licenca>('Emissão', 'data_emissao'), priority: 3 },
  {
    title: 'Validade',
    key: 'data',
    width: 190,
    sorter: true,
    render: (_v, l) => (
      <Flex gap={4} wrap align="center">
        <span>{formatDate(l.data_validade)}</span>
        <VencimentoTag licenca={l} />
      </Flex>
    ),
  },
];

// ---------------------------------------------------------------- ordem servico

/** Ordens de serviço of a work (docs/domain.md, "Obras"): starting a work needs one. */
export const ordemServicoApi = registerApi<OrdemServico>({
  resource: 'ordemservico',
  path: 'obras/ordemservico',
  item: OrdemServicoSchema,
  page: OrdemServicoPageSchema,
  refreshes: WORK_REFRESHES,
});

const COLORS = { emitida: 'default', em_execucao: 'processing', concluida: 'success', cancelada: 'error' };

/** The register's list columns; the work's page picks some for its section. */
export const ORDEM_SERVICO_COLUMNS: DataTableColumn<OrdemServico>[] = [
  { title: 'Número', key: 'numero', dataIndex: 'numero', width: 110, sorter: true },
  { ...dateColumn<OrdemServico>('Emissão', 'data_emissao', 'data'), priority: 3 },
  {
    title: 'Início e prazo',
    key: 'data_inicio',
    width: 170,
    render: (_v, o) => `${formatDate(o.data_inicio)} · ${o.prazo_dias} dia(s)`,
  },
  { title: 'Responsável', key: 'responsavel', dataIndex: 'responsavel', width: 140, ellipsis: true },
  {
    title: 'Andamento',
    key: 'andamento',
    width: 120,
    render: (_v, o) => <Tag color={COLORS[o.situacao]}>{SITUACAO_ORDEM_SERVICO_LABELS[o.situacao]}</Tag>,
  },
];

// ---------------------------------------------------------------- responsabilidade

/** Responsabilidades técnicas (ART/RRT/TRT) of a work: project, execution or inspection (docs/domain.md). */
export const responsabilidadeApi = registerApi<Responsabilidade>({
  resource: 'responsabilidadetecnica',
  path: 'obras/responsabilidadetecnica',
  item: ResponsabilidadeSchema,
  page: ResponsabilidadePageSchema,
  refreshes: WORK_REFRESHES,
});

/** The document of each council: ART (CREA), RRT (CAU), TRT (CFT). */
export const DOCUMENTO = DOCUMENTO_DO_CONSELHO;

/** The register's list columns; the work's page picks some for its section. */
export const RESPONSABILIDADE_COLUMNS: DataTableColumn<Responsabilidade>[] = [
  {
    title: 'Tipo',
    key: 'tipo',
    width: 110,
    priority: 2,
    render: (_v, r) => TIPO_RESPONSABILIDADE_LABELS[r.tipo],
  },
  {
    title: 'Documento',
    key: 'numero',
    width: 150,
    sorter: true,
    render: (_v, r) => documentoDaResponsabilidade(r),
  },
  {
    title: 'Profissional',
    key: 'profissional_nome',
    dataIndex: 'profissional_nome',
    width: 200,
    ellipsis: true,
  },
  {
    title: 'CPF',
    key: 'profissional_cpf',
    dataIndex: 'profissional_cpf',
    width: 140,
    priority: 3,
    render: formatCpfCnpj,
  },
  dateColumn<Responsabilidade>('Data', 'data', 'data'),
];
