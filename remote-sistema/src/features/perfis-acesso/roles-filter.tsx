import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Collapse, Form } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ClientSelect } from '../../session/remote-context.js';
import { useCompanyIdParam } from './company-param.js';

type RolesFilterProps = {
  /** Opens the panel at first render, e.g. when support still has to choose a client. */
  defaultOpen: boolean;
};

/** Collapsible 'Filtros': 'Buscar' writes companyId to the query string, 'Limpar' removes it. */
export function RolesFilter({ defaultOpen }: RolesFilterProps) {
  const [companyId, setCompanyId] = useCompanyIdParam();
  const [selected, setSelected] = useState(companyId);
  const selectId = useId();

  // The URL is the source of truth: back/forward navigation moves the selector too.
  useEffect(() => setSelected(companyId), [companyId]);

  const clear = () => {
    setSelected(undefined);
    setCompanyId(undefined);
  };

  return (
    <Collapse
      defaultActiveKey={defaultOpen ? ['filtros'] : []}
      items={[
        {
          key: 'filtros',
          label: 'Filtros',
          children: (
            <Form layout="vertical" onFinish={() => setCompanyId(selected)}>
              <Form.Item label="Cliente" htmlFor={selectId} style={{ maxWidth: 480 }}>
                <ClientSelect
                  id={selectId}
                  allowClear
                  value={selected}
                  onChange={(value) => setSelected(value)}
                />
              </Form.Item>
              <Form.Item style={{ marginBottom: 0 }}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} style={{ marginRight: 8 }}>
                  Buscar
                </Button>
                <Button icon={<ClearOutlined />} onClick={clear}>
                  Limpar
                </Button>
              </Form.Item>
            </Form>
          ),
        },
      ]}
    />
  );
}
