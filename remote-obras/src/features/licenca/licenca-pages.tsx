import {
  CreateLicencaBodySchema,
  LICENCA_A_VENCER_DIAS,
  type Licenca,
  LicencaPageSchema,
  LicencaSchema,
  TIPO_LICENCA_LABELS,
  TIPOS_LICENCA,
  UpdateLicencaBodySchema,
  VENCIMENTO_LICENCA_LABELS,
} from '@gp/shared-contracts';
import { type DataTableColumn, datePickerDefaults, Field, formatDate } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Flex, Input, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { dateColumn } from '../../components/columns.js';
import { ChoiceFilter } from '../../components/list-filters.js';
import { registerApi } from '../../components/register-api.js';
import { RegisterFormPage, RegisterListPage, type RegisterSpec } from '../../components/register-pages.js';

/**
 * Licenças ambientais of a work (docs/domain.md, "Obras"): the API says whether each is vigente, a vencer
 * (within 60 days of its validity) or vencida; the list flags the last two.
 */
export const licencaApi = registerApi<Licenca, unknown, unknown>('obras/licencaambiental', {
  item: LicencaSchema,
  page: LicencaPageSchema,
});

const SPEC: RegisterSpec<Licenca> = {
  register: 'licencaambiental',
  file: 'licencas-ambientais',
  noun: 'licença ambiental',
  feminine: true,
  calls: licencaApi,
  item: LicencaSchema,
  describe: (l) => `${l.tipo === 'outra' ? '' : `${l.tipo} `}${l.numero}`,
};

const TEXTS = {
  title: 'Licenças Ambientais',
  subTitle: 'Consulte abaixo as licenças ambientais das obras',
  search: { label: 'Buscar licenças', placeholder: 'Buscar por número, órgão ou processo' },
  loadError: 'Não foi possível carregar as licenças ambientais.',
} satisfies ListPageTexts;

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

const COLUMNS: DataTableColumn<Licenca>[] = [
  {
    title: 'Tipo',
    key: 'tipo',
    dataIndex: 'tipo',
    width: 90,
    render: (t: Licenca['tipo']) => (t === 'outra' ? 'Outra' : t),
  },
  { title: 'Número', key: 'numero', dataIndex: 'numero', width: 120, sorter: true },
  { title: 'Órgão emissor', key: 'orgao', dataIndex: 'orgao', width: 140, ellipsis: true },
  dateColumn<Licenca>('Emissão', 'data_emissao'),
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

/** /app/obras/licencaambiental. */
export function LicencasPage() {
  return (
    <RegisterListPage<Licenca>
      spec={SPEC}
      texts={TEXTS}
      params={['tipo', 'vencimento']}
      columns={COLUMNS}
      filters={(list) => (
        <>
          <ChoiceFilter
            list={list}
            param="tipo"
            label="Tipo"
            placeholder="Todos os tipos"
            labels={TIPO_LICENCA_LABELS}
            width={230}
          />
          <ChoiceFilter
            list={list}
            param="vencimento"
            label="Vencimento"
            placeholder="Qualquer validade"
            labels={VENCIMENTO_LICENCA_LABELS}
            width={180}
          />
        </>
      )}
    />
  );
}

const DATES = ['data_emissao', 'data_validade'] as const;

/** /app/obras/licencaambiental/criar and /editar/{id}. */
export function LicencaFormPage() {
  const date = <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />;
  return (
    <RegisterFormPage<Licenca>
      spec={SPEC}
      create={CreateLicencaBodySchema}
      update={UpdateLicencaBodySchema}
      fields={['tipo', 'numero', 'orgao', 'processo', 'condicionantes', ...DATES]}
      dates={DATES}
      defaults={{ tipo: 'LP' }}
    >
      {() => (
        <>
          <Field name="tipo" text="Tipo" span={8} required="Informe o tipo da licença.">
            <Select options={TIPOS_LICENCA.map((t) => ({ value: t, label: TIPO_LICENCA_LABELS[t] }))} />
          </Field>
          <Field name="numero" text="Número" span={8} required="Informe o número da licença.">
            <Input maxLength={60} autoComplete="off" />
          </Field>
          <Field name="processo" text="Processo" span={8}>
            <Input maxLength={60} autoComplete="off" />
          </Field>
          <Field name="orgao" text="Órgão emissor" span={12} required="Informe o órgão emissor.">
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field name="data_emissao" text="Emissão" span={6} required="Informe a data de emissão.">
            {date}
          </Field>
          <Field name="data_validade" text="Validade" span={6} required="Informe a validade.">
            {date}
          </Field>
          <Field name="condicionantes" text="Condicionantes">
            <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}
