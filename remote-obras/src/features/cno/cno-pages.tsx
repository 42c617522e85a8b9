import {
  CATEGORIA_CNO_LABELS,
  CATEGORIAS_CNO,
  type Cno,
  CnoSchema,
  CreateCnoBodySchema,
  formatCno,
  formatCpfCnpj,
  isValidCno,
  isValidCpfCnpj,
  SITUACAO_CNO_LABELS,
  SITUACOES_CNO,
  UNIDADE_AREA_LABELS,
  UNIDADES_AREA,
  UpdateCnoBodySchema,
} from '@gp/shared-contracts';
import { CPF_CNPJ_MASK, datePickerDefaults, Field, type Mask, MaskedInput } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import { checkRule, fromApiDate } from '../../components/register-api.js';
import {
  RegisterFormPage,
  type RegisterSpec,
  WorkRegisterListPage,
} from '../../components/register-pages.js';
import { CNO_COLUMNS, cnoApi } from '../../components/registros.js';

const CNO_INVALID = 'Número do CNO inválido (12 dígitos, 00.000.00000/00; confira o dígito verificador).';

/** The CNO mask while typing: 00.000.00000/00. */
export const CNO_MASK: Mask = { format: formatCno, maxLength: 15, inputMode: 'numeric' };

const SPEC: RegisterSpec<Cno> = {
  register: 'cadastronacional',
  file: 'cadastro-nacional-de-obras',
  noun: 'cadastro nacional de obra',
  calls: cnoApi,
  item: CnoSchema,
  describe: (c) => formatCno(c.numero),
};

const TEXTS = {
  title: 'Cadastro Nacional de Obras',
  subTitle: 'Consulte abaixo os cadastros (CNO) das obras',
  search: { label: 'Buscar cadastros', placeholder: 'Buscar por número, destinação ou responsável' },
  loadError: 'Não foi possível carregar os cadastros nacionais de obras.',
} satisfies ListPageTexts;

/** /app/obras/cadastronacional. */
export function CnosPage() {
  return (
    <WorkRegisterListPage<Cno>
      spec={SPEC}
      texts={TEXTS}
      choices={[
        {
          param: 'situacao',
          label: 'Situação do cadastro',
          placeholder: 'Todas as situações',
          labels: SITUACAO_CNO_LABELS,
        },
      ]}
      columns={CNO_COLUMNS}
    />
  );
}

/** /app/obras/cadastronacional/criar and /editar?id=. */
export function CnoFormPage() {
  return (
    <RegisterFormPage<Cno>
      spec={SPEC}
      create={CreateCnoBodySchema}
      update={UpdateCnoBodySchema}
      fields={[]}
      dates={['data_registro']}
      defaults={{ situacao: 'ativa', categoria: 'obra_nova', unidade: 'm2' }}
      toValues={(c) => ({
        numero: formatCno(c.numero),
        data_registro: fromApiDate(c.data_registro),
        categoria: c.categoria,
        destinacao: c.destinacao,
        area: c.area,
        unidade: c.unidade,
        responsavel_documento: formatCpfCnpj(c.responsavel_documento),
        responsavel_nome: c.responsavel_nome,
        responsavel_qualificacao: c.responsavel_qualificacao,
        situacao: c.situacao,
      })}
    >
      {() => (
        <>
          <Field
            name="numero"
            text="Número do CNO"
            span={8}
            required="Informe o número do CNO."
            rules={[checkRule(isValidCno, CNO_INVALID)]}
          >
            <MaskedInput mask={CNO_MASK} placeholder="00.000.00000/00" autoComplete="off" />
          </Field>
          <Field name="data_registro" text="Registro" span={8} required="Informe a data de registro.">
            <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
          </Field>
          <Field name="situacao" text="Situação do cadastro" span={8}>
            <Select options={SITUACOES_CNO.map((s) => ({ value: s, label: SITUACAO_CNO_LABELS[s] }))} />
          </Field>
          <Field name="categoria" text="Categoria" span={8} required="Informe a categoria.">
            <Select options={CATEGORIAS_CNO.map((c) => ({ value: c, label: CATEGORIA_CNO_LABELS[c] }))} />
          </Field>
          <Field name="area" text="Área" span={8} required="Informe a área.">
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              decimalSeparator=","
              style={{ width: '100%' }}
            />
          </Field>
          <Field name="unidade" text="Unidade" span={8} required="Informe a unidade da área.">
            <Select options={UNIDADES_AREA.map((u) => ({ value: u, label: UNIDADE_AREA_LABELS[u] }))} />
          </Field>
          <Field name="destinacao" text="Destinação" required="Informe a destinação.">
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field
            name="responsavel_documento"
            text="CPF/CNPJ do responsável"
            span={8}
            required="Informe o CPF ou CNPJ do responsável."
            rules={[
              checkRule(
                isValidCpfCnpj,
                'CPF/CNPJ do responsável inválido (confira os dígitos verificadores).',
              ),
            ]}
          >
            <MaskedInput mask={CPF_CNPJ_MASK} autoComplete="off" />
          </Field>
          <Field
            name="responsavel_nome"
            text="Nome do responsável"
            span={10}
            required="Informe o nome do responsável."
          >
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field name="responsavel_qualificacao" text="Qualificação" span={6}>
            <Input maxLength={120} autoComplete="off" />
          </Field>
        </>
      )}
    </RegisterFormPage>
  );
}
