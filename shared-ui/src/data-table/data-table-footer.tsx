import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { DATA_TABLE_TEXTS, PAGE_SIZE_OPTIONS, type PagerState } from './table-query.js';

type DataTableFooterProps = {
  shown: number;
  total: number;
  pageSize: number;
  pager: PagerState;
  /** Navigation is off while rows load. */
  disabled: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const pageSizeOptions = PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) }));

/** 'Mostrando {n} de {total} itens', 'Linhas por página', 'Página {x} de {y}' and the four page buttons. */
export function DataTableFooter({
  shown,
  total,
  pageSize,
  pager,
  disabled,
  onPageChange,
  onPageSizeChange,
}: DataTableFooterProps) {
  const labelId = useId();
  const { page, pageCount, canPrevious, canNext } = pager;
  return (
    <Flex justify="space-between" align="center" wrap gap="small" style={{ paddingBlock: 12 }}>
      <Typography.Text type="secondary" aria-live="polite">
        {DATA_TABLE_TEXTS.showing(shown, total)}
      </Typography.Text>
      <Flex align="center" wrap gap="middle">
        <Flex align="center" gap="small">
          <Typography.Text id={labelId}>{DATA_TABLE_TEXTS.rowsPerPage}</Typography.Text>
          <Select
            size="small"
            aria-labelledby={labelId}
            value={pageSize}
            options={pageSizeOptions}
            onChange={onPageSizeChange}
            disabled={disabled}
            popupMatchSelectWidth={false}
            style={{ width: 72 }}
          />
        </Flex>
        <Typography.Text>{DATA_TABLE_TEXTS.page(page, pageCount)}</Typography.Text>
        <Flex gap={4}>
          <Button
            size="small"
            icon={<DoubleLeftOutlined />}
            aria-label={DATA_TABLE_TEXTS.first}
            title={DATA_TABLE_TEXTS.first}
            disabled={disabled || !canPrevious}
            onClick={() => onPageChange(1)}
          />
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={DATA_TABLE_TEXTS.previous}
            title={DATA_TABLE_TEXTS.previous}
            disabled={disabled || !canPrevious}
            onClick={() => onPageChange(page - 1)}
          />
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={DATA_TABLE_TEXTS.next}
            title={DATA_TABLE_TEXTS.next}
            disabled={disabled || !canNext}
            onClick={() => onPageChange(page + 1)}
          />
          <Button
            size="small"
            icon={<DoubleRightOutlined />}
            aria-label={DATA_TABLE_TEXTS.last}
            title={DATA_TABLE_TEXTS.last}
            disabled={disabled || !canNext}
            onClick={() => onPageChange(pageCount)}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
