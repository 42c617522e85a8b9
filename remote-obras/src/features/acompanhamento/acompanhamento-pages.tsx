import {
  type Acompanhamento,
  AcompanhamentoSchema,
  CreateAcompanhamentoBodySchema,
  TIPO_ACOMPANHAMENTO_LABELS,
  TIPOS_ACOMPANHAMENTO,
  UpdateAcompanhamentoBodySchema,
} from '@gp/shared-contracts';
import { type DataTableColumn, datePickerDefaults, Field, formatDate } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Input, Select } from 'antd';
import { dateColumn } from '../../components/columns.js';
import { PercentInput } from '../../components/percent-input.js';
import { PHOTOS } from '../../components/record-files.js';
import {
  RegisterFormPage,
  type RegisterSpec,
  tipoChoice,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { acompanhamentoApi } from './api.js';

const SPEC: RegisterSpec<Acompanhamento> = {
  register: 'acompanhamento',
  file: 'acompanhamentos',
  noun: 'acompanhamento',
  calls: acompanhamentoApi,
  item: AcompanhamentoSchema,
  describe: (a) => `de ${formatDate(a.data)}`,
  files: PHOTOS,
};

const TEXTS = {
  title: 'Acompanhamentos',
  subTitle: 'Consulte abaixo os acompanhamentos das obras',
  search: { label: 'Buscar acompanhamentos', placeholder: 'Buscar pela descrição ou responsável' },
  loadError: 'Não foi possível carregar os acompanhamentos.',
} satisfies ListPageTexts;

const COLUMNS: DataTableColumn<Acompanhamento>[] = [
  dateColumn<Acompanhamento>('Data', 'data', 'data'),
  { title: 'Tipo', key: 'tipo', width: 110, render: (_v, a) => TIPO_ACOMPANHAMENTO_LABELS[a.tipo] },
  {
    title: '% físico',
    key: 'percentual_fisico',
    width: 100,
    align: 'right',
    render: (_v, a) => `${a.percentual_fisico.replace('.', ',')}%`,
  },
  {
    title: 'Responsável',
    key: 'responsavel',
    dataIndex: 'responsavel',
    width: 140,
    priority: 3,
    ellipsis: true,
  },
  { title: 'Descrição', key: 'descricao', dataIndex: 'descricao', width: 160, ellipsis: true },
];

/** /app/obras/acompanhamento. */
export function AcompanhamentosPage() {
  return (
    <WorkRegisterListPage<Acompanhamento>
      spec={SPEC}
      texts={TEXTS}
      choices={[tipoChoice(TIPO_ACOMPANHAMENTO_LABELS)]}
      columns={COLUMNS}
    />
  );
}

/** /app/obras/acompanhamento/criar and /editar?id=. */
export function AcompanhamentoFormPage() {
  return (
    <RegisterFormPage<Acompanhamento>
      spec={SPEC}
      create={CreateAcompanhamentoBodySchema}
      update={UpdateAcompanhamentoBodySchema}
      fields={['tipo', 'data', 'percentual_fisico', 'descricao', 'responsavel']}
      dates={['data']}
      defaults={{ tipo: 'vistoria' }}
    >
      {() => (
        <>
          <Field name="tipo" text="Tipo" span={8} required="Informe o tipo de acompanhamento.">
            <Select
              options={TIPOS_ACOMPANHAMENTO.map((t) => ({ value: t, label: TIPO_ACOMPANHAMENTO_LABELS[t] }))}
            />
          </Field>
          <Field name="data" text="Data" span={8} required="Informe a data.">
            <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
          </Field>
          <Field
            name="percentual_fisico"
            text="% físico executado"
            span={8}
            required="Informe o percentual físico."
          >
            <PercentInput />
          </Field>
          <Field name="responsavel" text="Responsável" span={12} required="Informe o responsável.">
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field name="descricao" text="Descrição" required="Informe a descrição.">
            <Input.TextArea maxLength={4000} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}
