import {
  CreateLicencaBodySchema,
  type Licenca,
  LicencaSchema,
  TIPO_LICENCA_LABELS,
  TIPOS_LICENCA,
  UpdateLicencaBodySchema,
  VENCIMENTO_LICENCA_LABELS,
} from '@gp/shared-contracts';
import { datePickerDefaults, Field } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Input, Select } from 'antd';
import { documentFiles } from '../../components/record-files.js';
import {
  RegisterFormPage,
  type RegisterSpec,
  tipoChoice,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { LICENCA_COLUMNS, licencaApi } from '../../components/registros.js';

const SPEC: RegisterSpec<Licenca> = {
  register: 'licencaambiental',
  file: 'licencas-ambientais',
  noun: 'licença ambiental',
  feminine: true,
  calls: licencaApi,
  item: LicencaSchema,
  describe: (l) => `${l.tipo} ${l.numero}`,
  files: documentFiles('Documento da licença'),
};

const TEXTS = {
  title: 'Licenças Ambientais',
  subTitle: 'Consulte abaixo as licenças ambientais das obras',
  search: { label: 'Buscar licenças', placeholder: 'Buscar por número, órgão ou processo' },
  loadError: 'Não foi possível carregar as licenças ambientais.',
} satisfies ListPageTexts;

/** /app/obras/licencaambiental. */
export function LicencasPage() {
  return (
    <WorkRegisterListPage<Licenca>
      spec={SPEC}
      texts={TEXTS}
      choices={[
        tipoChoice(TIPO_LICENCA_LABELS, 230),
        {
          param: 'vencimento',
          label: 'Vencimento',
          placeholder: 'Qualquer validade',
          labels: VENCIMENTO_LICENCA_LABELS,
          width: 180,
        },
      ]}
      columns={LICENCA_COLUMNS}
    />
  );
}

const DATES = ['data_emissao', 'data_validade'] as const;

/** /app/obras/licencaambiental/criar and /editar?id=. */
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
