import {
  CreateOrdemServicoBodySchema,
  type OrdemServico,
  OrdemServicoSchema,
  SITUACAO_ORDEM_SERVICO_LABELS,
  SITUACOES_ORDEM_SERVICO,
  UpdateOrdemServicoBodySchema,
} from '@gp/shared-contracts';
import { datePickerDefaults, Field } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import {
  RegisterFormPage,
  type RegisterSpec,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { ORDEM_SERVICO_COLUMNS, ordemServicoApi } from '../../components/registros.js';

const SPEC: RegisterSpec<OrdemServico> = {
  register: 'ordemservico',
  file: 'ordens-de-servico',
  noun: 'ordem de serviço',
  feminine: true,
  calls: ordemServicoApi,
  item: OrdemServicoSchema,
  describe: (o) => o.numero,
};

const TEXTS = {
  title: 'Ordens de Serviço',
  subTitle: 'Consulte abaixo as ordens de serviço das obras',
  search: { label: 'Buscar ordens de serviço', placeholder: 'Buscar por número, objeto ou responsável' },
  loadError: 'Não foi possível carregar as ordens de serviço.',
} satisfies ListPageTexts;

/** /app/obras/ordemservico. */
export function OrdensServicoPage() {
  return (
    <WorkRegisterListPage<OrdemServico>
      spec={SPEC}
      texts={TEXTS}
      choices={[
        {
          param: 'situacao',
          label: 'Andamento',
          placeholder: 'Todos os andamentos',
          labels: SITUACAO_ORDEM_SERVICO_LABELS,
        },
      ]}
      columns={ORDEM_SERVICO_COLUMNS}
    />
  );
}

const DATES = ['data_emissao', 'data_inicio'] as const;

/** /app/obras/ordemservico/criar and /editar?id=. */
export function OrdemServicoFormPage() {
  const date = <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />;
  return (
    <RegisterFormPage<OrdemServico>
      spec={SPEC}
      create={CreateOrdemServicoBodySchema}
      update={UpdateOrdemServicoBodySchema}
      fields={['numero', 'contrato', 'prazo_dias', 'objeto', 'responsavel', 'situacao', ...DATES]}
      dates={DATES}
      defaults={{ situacao: 'emitida' }}
    >
      {() => (
        <>
          <Field name="numero" text="Número" span={6} required="Informe o número da ordem de serviço.">
            <Input maxLength={30} autoComplete="off" />
          </Field>
          <Field name="contrato" text="Contrato" span={6}>
            <Input maxLength={30} autoComplete="off" />
          </Field>
          <Field name="situacao" text="Andamento" span={6}>
            <Select
              options={SITUACOES_ORDEM_SERVICO.map((s) => ({
                value: s,
                label: SITUACAO_ORDEM_SERVICO_LABELS[s],
              }))}
            />
          </Field>
          <Field name="prazo_dias" text="Prazo (dias)" span={6} required="Informe o prazo.">
            <InputNumber min={1} max={36500} precision={0} style={{ width: '100%' }} />
          </Field>
          <Field name="data_emissao" text="Emissão" span={6} required="Informe a data de emissão.">
            {date}
          </Field>
          <Field name="data_inicio" text="Início" span={6} required="Informe a data de início.">
            {date}
          </Field>
          <Field name="responsavel" text="Responsável" span={12} required="Informe o responsável.">
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field name="objeto" text="Objeto" required="Informe o objeto.">
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}
