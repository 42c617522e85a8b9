import {
  centsToMoney,
  formatQuantidade,
  type Item,
  type MedicaoItemBody,
  moneyToCents,
  QUANTIDADE_PATTERN,
  quantidadeToUnits,
  valorDaQuantidadeCents,
} from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import { Input, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePlanilhaDaObra } from './api.js';

/** "1.234,5" as typed → "1234.5" (the API's decimal text), or null when it is no quantity. */
export function quantidadeDigitada(text: string): string | null {
  const plain = text.trim().replace(/\./g, '').replace(',', '.');
  return QUANTIDADE_PATTERN.test(plain) ? plain : null;
}

/**
 * A measured quantity's value, in centavos: quantidade × preço com BDI, half-up to centavos, by the
 * function the API sums a medição with (`valorDaQuantidadeCents`, docs/domain.md "Planilha, medição por
 * item"): the value shown is the value recorded.
 */
export const valorDoItem = (quantidade: string, item: Pick<Item, 'preco_com_bdi'>) =>
  valorDaQuantidadeCents(quantidade, moneyToCents(item.preco_com_bdi));

/** The items measured: the typed quantities above zero, as the body's `itens`. */
export function itensMedidos(typed: Record<string, string>): MedicaoItemBody[] {
  return Object.entries(typed).flatMap(([item_id, text]) => {
    const q = quantidadeDigitada(text);
    return q && quantidadeToUnits(q) > 0n ? [{ item_id, quantidade: q }] : [];
  });
}

/**
 * The sheet's items of the chosen work with what was contracted, measured before and is left, and the
 * quantity of this medição per item; its value per item and the medição's total as the API computes them
 * (exact centavos). A quantity past an item's balance is sent as typed: the API refuses it with the item
 * and its balance (409), shown on the form. The global item (measurements before the sheet) takes none.
 */
export function ItensMedicaoInput({
  obraId,
  onChange,
}: {
  obraId: string;
  value?: MedicaoItemBody[];
  onChange?: (itens: MedicaoItemBody[] | undefined) => void;
}) {
  const planilha = usePlanilhaDaObra(obraId);
  const [typed, setTyped] = useState<Record<string, string>>({});
  if (planilha.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (planilha.isError)
    return (
      <LoadError message="Não foi possível carregar a planilha da obra." onRetry={() => planilha.refetch()} />
    );
  const itens = (planilha.data?.itens ?? []).filter((i) => !i.global);
  const total = itens.reduce((sum, i) => {
    const q = quantidadeDigitada(typed[i.id] ?? '');
    return q ? sum + valorDoItem(q, i) : sum;
  }, 0n);
  const set = (id: string, text: string) => {
    const next = { ...typed, [id]: text };
    setTyped(next);
    const medidos = itensMedidos(next);
    onChange?.(medidos.length ? medidos : undefined);
  };
  const columns: ColumnsType<Item> = [
    { title: 'Código', dataIndex: 'codigo', width: 100 },
    { title: 'Descrição', dataIndex: 'descricao' },
    { title: 'Un.', dataIndex: 'unidade', width: 50 },
    { title: 'Contratada', dataIndex: 'quantidade', align: 'right', render: formatQuantidade },
    { title: 'Acumulada', dataIndex: 'quantidade_medida', align: 'right', render: formatQuantidade },
    { title: 'Saldo', dataIndex: 'saldo_quantidade', align: 'right', render: formatQuantidade },
    { title: 'Preço com BDI', dataIndex: 'preco_com_bdi', align: 'right', render: formatMoney },
    {
      title: 'Quantidade desta medição',
      key: 'quantidade',
      width: 150,
      render: (_v, i) => {
        const text = typed[i.id] ?? '';
        const invalid = text.trim() !== '' && quantidadeDigitada(text) === null;
        return (
          <Input
            aria-label={`Quantidade desta medição do item ${i.codigo}`}
            inputMode="decimal"
            value={text}
            status={invalid ? 'error' : undefined}
            onChange={(e) => set(i.id, e.target.value)}
          />
        );
      },
    },
    {
      title: 'Valor',
      key: 'valor',
      align: 'right',
      render: (_v, i) => {
        const q = quantidadeDigitada(typed[i.id] ?? '');
        return q ? formatMoney(centsToMoney(valorDoItem(q, i))) : '-';
      },
    },
  ];
  return (
    <Table<Item>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 1000 }}
      dataSource={itens}
      columns={columns}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={8} align="right">
            <Typography.Text strong>Valor desta medição</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong aria-label="Valor desta medição">
              {formatMoney(centsToMoney(total))}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
