import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { type BemUtils, estadoOptions, situacaoOptions } from '@gp/shared-contracts';
import { clearStaleErrors, datePickerDefaults, showIssues, useErrorLabels } from '@gp/shared-ui';
import { Badge, Button, Col, Collapse, DatePicker, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { FornecedorSelect } from '../../components/lookup-selects.js';
import { MoneyInput } from '../../components/money-input.js';
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

const placeholderOf = (utils: BemUtils | undefined, text: string) =>
  utils ? text : 'Escolha antes o cliente';

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
              <Row gutter={16}>
                <Col xs={24} sm={12} lg={4}>
                  <Form.Item name="codigo" label="Código">
                    <InputNumber min={1} max={2147483647} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item name="descricao" label="Descrição">
                    <Input maxLength={100} allowClear />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name="categoria_id" label="Categoria">
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      disabled={!utils}
                      placeholder={placeholderOf(utils, 'Todas')}
                      notFoundContent="Nenhum item encontrado..."
                      options={utils?.categorias.map((c) => ({ value: c.id, label: c.nome }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={3}>
                  <Form.Item name="situacao" label="Situação">
                    <Select allowClear placeholder="Todas" options={situacaoOptions()} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={3}>
                  <Form.Item name="estado_conservacao" label="Estado">
                    <Select allowClear placeholder="Todos" options={estadoOptions()} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name="secretaria_id" label="Secretaria">
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      disabled={!utils}
                      placeholder={placeholderOf(utils, 'Todas')}
                      notFoundContent="Nenhum item encontrado..."
                      options={utils?.secretarias.map((s) => ({ value: s.id, label: s.name }))}
                      onChange={() => form.setFieldValue('setor_id', undefined)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name="setor_id" label="Setor">
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      disabled={!utils}
                      placeholder={placeholderOf(utils, 'Todos')}
                      notFoundContent="Nenhum item encontrado..."
                      options={setores.map((s) => ({ value: s.id, label: s.name }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name="fornecedor_id" label="Fornecedor">
                    <FornecedorSelect onlyActive={false} placeholder="Todos" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={6}>
                  <Form.Item name="periodo" label="Data de aquisição">
                    <DatePicker.RangePicker
                      {...datePickerDefaults}
                      allowEmpty={[true, true]}
                      placeholder={['De', 'Até']}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} lg={3}>
                  <Form.Item name="valor_de" label={label('valor_de', 'Valor de')}>
                    <MoneyInput placeholder="0,00" aria-label="Valor de aquisição mínimo" />
                  </Form.Item>
                </Col>
                <Col xs={12} lg={3}>
                  <Form.Item name="valor_ate" label={label('valor_ate', 'Valor até')}>
                    <MoneyInput placeholder="0,00" aria-label="Valor de aquisição máximo" />
                  </Form.Item>
                </Col>
              </Row>
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
