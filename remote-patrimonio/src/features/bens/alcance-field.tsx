import { Field } from '@gp/shared-ui';
import { Alert, Radio, Space } from 'antd';
import { bensWord } from './lote-text.js';

/**
 * Which assets a batch action takes (the labels, the batch movements): the ones selected in the list or
 * all the current filters match, each with its count, and the warning of the action's own rule
 * (`problem`) when the choice cannot be done.
 */
export function AlcanceField({
  selected,
  total,
  todos,
  problem,
}: {
  selected: number;
  total: number | undefined;
  /** The option of all the filtered assets, as the action words it ("Aplicar a todos os filtrados"). */
  todos: string;
  problem: string | null;
}) {
  return (
    <>
      <Field name="alcance" text="Bens" span={24} required>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="selecionados" disabled={selected === 0}>
              {selected === 0
                ? 'Bens selecionados (nenhum selecionado)'
                : `Selecionados na lista (${bensWord(selected)})`}
            </Radio>
            <Radio value="filtros">{total === undefined ? todos : `${todos} (${bensWord(total)})`}</Radio>
          </Space>
        </Radio.Group>
      </Field>
      {problem ? (
        <Alert type="warning" showIcon message={problem} style={{ marginBottom: 16, width: '100%' }} />
      ) : null}
    </>
  );
}
