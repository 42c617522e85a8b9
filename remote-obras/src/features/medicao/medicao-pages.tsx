import {
  CreateMedicaoBodySchema,
  type Medicao,
  MedicaoSchema,
  TIPO_MEDICAO_LABELS,
  TIPOS_MEDICAO,
  UpdateMedicaoBodySchema,
} from '@gp/shared-contracts';
import { datePickerDefaults, Field, formatMoney, MoneyInput } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { Alert, Col, DatePicker, Input, Select } from 'antd';
import { ANEXOS } from '../../components/record-files.js';
import {
  RegisterFormPage,
  type RegisterSpec,
  tipoChoice,
  useChosenObra,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { MEDICAO_COLUMNS, medicaoApi } from '../../components/registros.js';
import { usePlanilhaDaObra, useSaldoDaObra } from './api.js';
import { ItensMedicaoInput } from './itens-medicao.js';

const SPEC: RegisterSpec<Medicao> = {
  register: 'medicao',
  file: 'medicoes',
  noun: 'medição',
  feminine: true,
  calls: medicaoApi,
  item: MedicaoSchema,
  describe: (m) => `${m.numero} da obra ${m.obra.numero}`,
  files: ANEXOS,
};

const TEXTS = {
  title: 'Medições',
  subTitle: 'Consulte abaixo as medições das obras',
  search: { label: 'Buscar medições', placeholder: 'Buscar pela descrição' },
  loadError: 'Não foi possível carregar as medições.',
} satisfies ListPageTexts;

/** /app/obras/medicao. */
export function MedicoesPage() {
  return (
    <WorkRegisterListPage<Medicao>
      spec={SPEC}
      texts={TEXTS}
      choices={[tipoChoice(TIPO_MEDICAO_LABELS)]}
      columns={MEDICAO_COLUMNS}
    />
  );
}

const DATES = ['periodo_inicio', 'periodo_fim', 'data_entrega', 'empenho_data', 'liquidacao_data'] as const;

/**
 * The chosen work's value, measured total and balance, above a new measurement's value. The balance is
 * the API's `saldo`, computed by the rule that refuses a measurement past it (docs/frontend.md, "What a
 * screen offers comes from the API"): the screen does not compute it.
 */
function SaldoObra({ obraId }: { obraId: string | undefined }) {
  const obra = useSaldoDaObra(obraId);
  if (!obra.data) return null;
  const o = obra.data;
  return (
    <Col span={24}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`Valor da obra ${formatMoney(o.valor_total)} (contrato ${formatMoney(o.valor_contratado)} + aditivos ${formatMoney(o.valor_aditivos)}); medido ${formatMoney(o.valor_medido)} (${o.percentual_executado.replace('.', ',')}%). Saldo disponível: ${formatMoney(o.saldo)}.`}
      />
    </Col>
  );
}

/** /app/obras/medicao/criar and /editar?id=. */
export function MedicaoFormPage() {
  const date = <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />;
  return (
    <RegisterFormPage<Medicao>
      spec={SPEC}
      create={CreateMedicaoBodySchema}
      update={UpdateMedicaoBodySchema}
      fields={['tipo', 'valor', 'descricao', 'empenho_numero', ...DATES]}
      dates={DATES}
      defaults={{ tipo: 1 }}
    >
      {(form, record) => (
        <>
          <ChosenSaldo form={form} fallback={record?.obra.id} />
          <Field name="tipo" text="Tipo" span={8} required="Informe o tipo da medição.">
            <Select options={TIPOS_MEDICAO.map((t) => ({ value: t, label: TIPO_MEDICAO_LABELS[t] }))} />
          </Field>
          {record ? <ValorField /> : <ValorOuItens form={form} />}
          <Field name="data_entrega" text="Entrega" span={8} required="Informe a data de entrega.">
            {date}
          </Field>
          <Field
            name="periodo_inicio"
            text="Início do período"
            span={8}
            required="Informe o início do período."
          >
            {date}
          </Field>
          <Field name="periodo_fim" text="Fim do período" span={8} required="Informe o fim do período.">
            {date}
          </Field>
          <Field name="descricao" text="Descrição">
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
          {/* The financial data of TCE-SP AUDESP's remessa (decision 066). */}
          <Field name="empenho_numero" text="Nota de empenho" span={8}>
            <Input maxLength={35} autoComplete="off" />
          </Field>
          <Field name="empenho_data" text="Emissão do empenho" span={8}>
            {date}
          </Field>
          <Field name="liquidacao_data" text="Liquidação" span={8}>
            {date}
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}

function ChosenSaldo({ form, fallback }: { form: Parameters<typeof useChosenObra>[0]; fallback?: string }) {
  const chosen = useChosenObra(form);
  return <SaldoObra obraId={chosen ?? fallback} />;
}

function ValorField() {
  return (
    <Field name="valor" text="Valor medido" span={8} required="Informe o valor medido.">
      <MoneyInput />
    </Field>
  );
}

/**
 * A new medição of a work with a budget sheet is measured by item (docs/domain.md, "Planilha, medição por
 * item"): the sheet's table takes the quantities and its total is the value; a work without a sheet still
 * takes one value. Editing a medição keeps its value field.
 */
function ValorOuItens({ form }: { form: Parameters<typeof useChosenObra>[0] }) {
  const obraId = useChosenObra(form);
  const planilha = usePlanilhaDaObra(obraId);
  const porItens = Boolean(obraId) && (planilha.data?.itens ?? []).some((i) => !i.global);
  if (!porItens) return <ValorField />;
  return (
    <>
      <Col span={8} />
      <Field name="itens" text="Itens medidos" required="Informe a quantidade de ao menos um item.">
        <ItensMedicaoInput obraId={obraId as string} />
      </Field>
    </>
  );
}
