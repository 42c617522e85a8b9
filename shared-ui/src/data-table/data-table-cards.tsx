import { Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { columnKeyOf, type DataTableColumn, valueAt } from './table-query.js';

type Row = Record<PropertyKey, unknown>;

/** A cell as the table would draw it: the column's `render`, or the value itself. */
export function cellOf<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as DataTableColumn<unknown>['dataIndex']);
  if (!column.render) return value === null || value === undefined ? '-' : (value as ReactNode);
  const rendered = column.render(value, row, index) as unknown;
  // antd's render may answer `{ children, props }` to span cells; a card shows the children.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered)
    return (rendered as { children: ReactNode }).children;
  return rendered as ReactNode;
}

const titleText = <T,>(column: DataTableColumn<T>): ReactNode =>
  typeof column.title === 'function' ? null : (column.title as ReactNode);

type DataTableCardsProps<T extends Row> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  empty: ReactNode;
  /** Rows the user may choose: a checkbox beside each card's heading. */
  selection?: {
    keys: readonly string[];
    onChange: (keys: string[]) => void;
    label: (row: T) => string;
    disabled?: (row: T) => boolean;
  };
};

/**
 * The rows of the data table on a phone: one card per row, its first column as the card's heading, every
 * other column as a 'título: valor' line, and the row's actions at the bottom. Nothing is cut and the page
 * never scrolls sideways.
 */
export function DataTableCards<T extends Row>({
  columns,
  rows,
  rowKey,
  loading,
  empty,
  selection,
}: DataTableCardsProps<T>) {
  if (loading)
    return (
      <Flex vertical gap="small">
        {[0, 1, 2].map((i) => (
          <Card key={i} size="small">
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          </Card>
        ))}
      </Flex>
    );
  if (rows.length === 0) return <>{empty}</>;
  const keyed = columns.map((column, index) => ({ column, key: columnKeyOf(column, index) }));
  const actions = keyed.find(({ key }) => key === 'actions');
  const [heading, ...details] = keyed.filter(({ key }) => key !== 'actions');
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {rows.map((row, index) => (
        <li key={rowKey(row, index)}>
          <Card size="small">
            <Flex gap="small" align="baseline">
              {selection ? (
                <Checkbox
                  aria-label={selection.label(row)}
                  disabled={selection.disabled?.(row) ?? false}
                  checked={selection.keys.includes(rowKey(row, index))}
                  onChange={(event) => {
                    const key = rowKey(row, index);
                    const others = selection.keys.filter((k) => k !== key);
                    selection.onChange(event.target.checked ? [...others, key] : others);
                  }}
                />
              ) : null}
              {heading ? (
                <Typography.Text strong style={{ display: 'block', marginBlockEnd: 4 }}>
                  {cellOf(heading.column, row, index)}
                </Typography.Text>
              ) : null}
            </Flex>
            <dl
              style={{
                margin: 0,
                display: 'grid',
                // A label wraps between words, never inside one: its column is at least its longest word.
                gridTemplateColumns: 'minmax(min-content, 35%) 1fr',
                gap: '2px 8px',
              }}
            >
              {details.map(({ column, key }) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>
                    <Typography.Text type="secondary" style={{ wordBreak: 'normal', overflowWrap: 'normal' }}>
                      {titleText(column)}
                    </Typography.Text>
                  </dt>
                  <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {cellOf(column, row, index)}
                  </dd>
                </div>
              ))}
            </dl>
            {actions ? (
              <Flex justify="end" gap={4} style={{ marginBlockStart: 4 }}>
                {cellOf(actions.column, row, index)}
              </Flex>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
