import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { type BemUtils, CODIGO_BEM_MAX, estadoOptions, situacaoOptions } from '@gp/shared-contracts';
import {
  clearStaleErrors,
  datePickerDefaults,
  Field,
  FieldLabels,
  MoneyInput,
  showIssues,
  useErrorLabels,
} from '@gp/shared-ui';
import type { SelectProps } from 'antd';
import { Badge, Button, Collapse, DatePicker, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { FornecedorSelect } from '../../session/remote-context.js';
import {
  activeFilterCount,
  type BemFilterValues,
  clearedFilters,
  filtersFromParams,
  toFilterChanges,
} from './bens-list.js';

type BensFiltersProps = {
  params: URLSearchParams;
  /** Option lists of the client (null while support has not chosen one). */
  utils: BemUtils | undefined;
  onApply: (changes: Record<string, string | null>) => void;
};

type ClientOptionSelectProps = Omit<SelectProps<string>, 'placeholder'> & {
  /** Option lists of the client (null while support has not chosen one). */
  utils: BemUtils | undefined;
  /** The placeholder of no choice: 'Todas' or 'Todos'. */
  all: string;
};

/** A searchable select of one of the client's option lists, off until support has chosen the client. */
function ClientOptionSelect({ utils, all, ...props }: ClientOptionSelectProps) {
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={!utils}
      placeholder={utils ? all : 'Escolha antes o cliente'}
      notFoundContent="Nenhum item encontrado..."
      {...props}
    />
  );
}

/** The collapsible 'Filtros' panel of the asset list; 'Buscar' writes the filters to the URL, 'Limpar' removes them. */
export function BensFilters({ params, utils, onApply }: BensFiltersProps) {
  const [form] = Form.useForm<BemFilterValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const secretariaId = Form.useWatch('secretaria_id', form);
  const count = activeFilterCount(params);

  // Back, forward and 'Limpar' move the form with the URL.
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL text is the dependency
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filtersFromParams(params));
  }, [key]);

  const submit = (values: BemFilterValues) => {
    const result = toFilterChanges(values);
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    onApply(result.changes);
  };

  const setores = (utils?.setores ?? []).filter((s) => !secretariaId || s.secretaria_id === secretariaId);

  return (
    <Collapse
      defaultActiveKey={count > 0 ? ['filtros'] : []}
      items={[
        {
          key: 'filtros',
          label: (
            <Flex gap="small" align="center">
              <FilterOutlined />
              <span>Filtros</span>
              {count > 0 ? <Badge count={count} color="blue" /> : null}
            </Flex>
          ),
          children: (
            <Form<BemFilterValues>
              form={form}
              layout="vertical"
              onFinish={submit}
              onFieldsChange={onFieldsChange}
              onValuesChange={(changed) => {
                clearStaleErrors(form, changed);
                sync(form);
              }}
              aria-label="Filtros de bens"
            >
              <FieldLabels label={label}>
                <Row gutter={16}>
                  <Field name="codigo" text="Código" span={4} tablet={12}>
                    <InputNumber min={1} max={CODIGO_BEM_MAX} precision={0} style={{ width: '100%' }} />
                  </Field>
                  <Field name="descricao" text="Descrição" span={8} tablet={12}>
                    <Input maxLength={100} allowClear />
                  </Field>
                  <Field name="categoria_id" text="Categoria" span={6} tablet={12}>
                    <ClientOptionSelect
                      utils={utils}
                      all="Todas"
                      options={utils?.categorias.map((c) => ({ value: c.id, label: c.nome }))}
                    />
                  </Field>
                  <Field name="situacao" text="Situação" span={3} tablet={12}>
                    <Select allowClear placeholder="Todas" options={situacaoOptions()} />
                  </Field>
                  <Field name="estado_conservacao" text="Estado" span={3} tablet={12}>
                    <Select allowClear placeholder="Todos" options={estadoOptions()} />
                  </Field>
                  <Field name="secretaria_id" text="Secretaria" span={6} tablet={12}>
                    <ClientOptionSelect
                      utils={utils}
                      all="Todas"
                      options={utils?.secretarias.map((s) => ({ value: s.id, label: s.name }))}
                      onChange={() => form.setFieldValue('setor_id', undefined)}
                    />
                  </Field>
                  <Field name="setor_id" text="Setor" span={6} tablet={12}>
                    <ClientOptionSelect
                      utils={utils}
                      all="Todos"
                      options={setores.map((s) => ({ value: s.id, label: s.name }))}
                    />
                  </Field>
                  <Field name="fornecedor_id" text="Fornecedor" span={6} tablet={12}>
                    <FornecedorSelect onlyActive={false} placeholder="Todos" />
                  </Field>
                  <Field name="periodo" text="Data de aquisição" span={6} tablet={12}>
                    <DatePicker.RangePicker
                      {...datePickerDefaults}
                      allowEmpty={[true, true]}
                      placeholder={['De', 'Até']}
                      style={{ width: '100%' }}
                    />
                  </Field>
                  <Field name="valor_de" text="Valor de" span={3} phone={12} tablet={12}>
                    <MoneyInput placeholder="0,00" aria-label="Valor de aquisição mínimo" />
                  </Field>
                  <Field name="valor_ate" text="Valor até" span={3} phone={12} tablet={12}>
                    <MoneyInput placeholder="0,00" aria-label="Valor de aquisição máximo" />
                  </Field>
                </Row>
              </FieldLabels>
              <Flex gap="small" justify="end">
                <Button icon={<ClearOutlined />} onClick={() => onApply(clearedFilters())}>
                  Limpar
                </Button>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  Buscar
                </Button>
              </Flex>
            </Form>
          ),
        },
      ]}
    />
  );
}
