import {
  CONSELHOS,
  CreateResponsabilidadeBodySchema,
  documentoDaResponsabilidade,
  formatCpfCnpj,
  isValidCpf,
  type Responsabilidade,
  ResponsabilidadeSchema,
  TIPO_RESPONSABILIDADE_LABELS,
  TIPOS_RESPONSABILIDADE,
  UpdateResponsabilidadeBodySchema,
  VINCULO_RESPONSABILIDADE_LABELS,
  VINCULOS_RESPONSABILIDADE,
} from '@gp/shared-contracts';
import { CPF_CNPJ_MASK, datePickerDefaults, Field, MaskedInput } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Input, Select } from 'antd';
import { documentFiles } from '../../components/record-files.js';
import { checkRule, fromApiDate } from '../../components/register-api.js';
import {
  RegisterFormPage,
  type RegisterSpec,
  tipoChoice,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { DOCUMENTO, RESPONSABILIDADE_COLUMNS, responsabilidadeApi } from '../../components/registros.js';

const SPEC: RegisterSpec<Responsabilidade> = {
  register: 'responsabilidadetecnica',
  file: 'responsabilidades-tecnicas',
  noun: 'responsabilidade técnica',
  feminine: true,
  calls: responsabilidadeApi,
  item: ResponsabilidadeSchema,
  describe: documentoDaResponsabilidade,
  files: documentFiles('Documento (ART/RRT/TRT)'),
};

const TEXTS = {
  title: 'Responsabilidades Técnicas',
  subTitle: 'Consulte abaixo as ART, RRT e TRT das obras',
  search: { label: 'Buscar responsabilidades', placeholder: 'Buscar por número ou profissional' },
  loadError: 'Não foi possível carregar as responsabilidades técnicas.',
} satisfies ListPageTexts;

/** /app/obras/responsabilidadetecnica. */
export function ResponsabilidadesPage() {
  return (
    <WorkRegisterListPage<Responsabilidade>
      spec={SPEC}
      texts={TEXTS}
      choices={[tipoChoice(TIPO_RESPONSABILIDADE_LABELS)]}
      columns={RESPONSABILIDADE_COLUMNS}
    />
  );
}

/** /app/obras/responsabilidadetecnica/criar and /editar?id=. */
export function ResponsabilidadeFormPage() {
  return (
    <RegisterFormPage<Responsabilidade>
      spec={SPEC}
      create={CreateResponsabilidadeBodySchema}
      update={UpdateResponsabilidadeBodySchema}
      fields={[]}
      dates={['data']}
      defaults={{ tipo: 'execucao', conselho: 'CREA' }}
      toValues={(r) => ({
        tipo: r.tipo,
        conselho: r.conselho,
        numero: r.numero,
        profissional_nome: r.profissional_nome,
        profissional_cpf: formatCpfCnpj(r.profissional_cpf),
        registro_conselho: r.registro_conselho,
        vinculo: r.vinculo ?? undefined,
        data: fromApiDate(r.data),
      })}
    >
      {() => (
        <>
          <Field name="tipo" text="Tipo" span={8} required="Informe o tipo.">
            <Select
              options={TIPOS_RESPONSABILIDADE.map((t) => ({
                value: t,
                label: TIPO_RESPONSABILIDADE_LABELS[t],
              }))}
            />
          </Field>
          <Field name="conselho" text="Conselho" span={8} required="Informe o conselho.">
            <Select options={CONSELHOS.map((c) => ({ value: c, label: `${c} (${DOCUMENTO[c]})` }))} />
          </Field>
          <Field
            name="numero"
            text="Número da ART/RRT/TRT"
            span={8}
            required="Informe o número da ART/RRT/TRT."
          >
            <Input maxLength={30} autoComplete="off" />
          </Field>
          <Field
            name="profissional_nome"
            text="Profissional"
            span={12}
            required="Informe o nome do profissional."
          >
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field
            name="profissional_cpf"
            text="CPF do profissional"
            span={6}
            required="Informe o CPF do profissional."
            rules={[
              checkRule(isValidCpf, 'CPF do profissional inválido (confira os dígitos verificadores).'),
            ]}
          >
            <MaskedInput mask={CPF_CNPJ_MASK} placeholder="000.000.000-00" autoComplete="off" />
          </Field>
          <Field
            name="registro_conselho"
            text="Registro no conselho"
            span={6}
            required="Informe o registro no conselho."
          >
            <Input maxLength={30} autoComplete="off" />
          </Field>
          <Field name="vinculo" text="Vínculo" span={8}>
            <Select
              allowClear
              placeholder="Selecione"
              options={VINCULOS_RESPONSABILIDADE.map((v) => ({
                value: v,
                label: VINCULO_RESPONSABILIDADE_LABELS[v],
              }))}
            />
          </Field>
          <Field name="data" text="Data" span={8} required="Informe a data.">
            <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}
