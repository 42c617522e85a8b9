import {
  type Aceite,
  ESTADO_ACEITE_LABELS,
  ESTADOS_ACEITE,
  TIPO_ACEITE_LABELS,
  TIPOS_ACEITE,
} from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ListPage, ParamFilter } from '@gp/shared-ui/list';
import { Flex, Tag } from 'antd';
import { useState } from 'react';
import { useList } from '../../session/remote-context.js';
import { AceiteActions } from './aceite-actions.js';
import { detalheDoAceite } from './aceites.js';
import { listAceites } from './api.js';
import { DevolucaoBar, useDevolucaoLote } from './devolucao-lote.js';

/** What the page says: title and load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Aceites e cautelas',
  subTitle: 'Cautelas e transferências de responsabilidade e o aceite de quem recebe',
  loadError: 'Não foi possível carregar as cautelas e transferências.',
} satisfies ListPageTexts;

const ESTADO_CORES: Record<Aceite['estado'], string> = {
  pendente: 'processing',
  aceito: 'success',
  recusado: 'error',
  devolvido: 'default',
};

/** The list's columns; `onDevolverLote` returns every cautela of a row's batch still out. */
const columnsOf = (onDevolverLote: (a: Aceite) => void): ListColumn<Aceite>[] => [
  {
    title: 'Bem',
    key: 'bem',
    main: true,
    // An asset of a batch names it: deciding one decides the whole batch.
    render: (_v, a) => (
      <Flex gap={4} wrap align="center">
        <span>{`${a.bem.CodigoBEM} – ${a.bem.descricao}`}</span>
        {a.lote ? <Tag>{`Lote de ${a.lote.quantidade.toLocaleString('pt-BR')} bens`}</Tag> : null}
      </Flex>
    ),
  },
  { title: 'Tipo', key: 'tipo', width: 140, render: (_v, a) => TIPO_ACEITE_LABELS[a.tipo] },
  { title: 'Recebedor', key: 'recebedor', width: 180, ellipsis: true, render: (_v, a) => a.recebedor.nome },
  // Where the asset went and when it comes back: what makes an overdue cautela readable.
  { title: 'Detalhes', key: 'detalhes', minWidth: 200, render: (_v, a) => detalheDoAceite(a) },
  {
    title: 'Situação',
    key: 'estado',
    width: 170,
    render: (_v, a) => (
      <Flex gap={4} wrap>
        <Tag color={ESTADO_CORES[a.estado]}>{ESTADO_ACEITE_LABELS[a.estado]}</Tag>
        {a.atrasada ? <Tag color="red">Atrasada</Tag> : null}
        {a.estado === 'recusado' && a.motivo_recusa ? <span>{a.motivo_recusa}</span> : null}
      </Flex>
    ),
  },
  {
    title: 'Ações',
    key: 'actions',
    align: 'right',
    width: 250,
    render: (_v, a) => <AceiteActions aceite={a} onDevolverLote={onDevolverLote} />,
  },
];

/**
 * /app/patrimonio/aceites: the cautelas and transferências de responsabilidade with their aceite (decision
 * 051). A clerk (custody:read) sees the client's; anyone else what went to him as receiver. Each row's
 * buttons are the API's flags; an overdue cautela is tagged 'Atrasada'.
 */
export function AceitesPage() {
  const list = useList<Aceite>({
    resource: 'aceites',
    request: listAceites,
    filters: ['estado', 'tipo', 'minhas', 'atrasadas'],
  });
  // Cautelas chosen for a return at once (decision 062), kept across pages until returned or cleared.
  const [selected, setSelected] = useState<string[]>([]);
  const devolucao = useDevolucaoLote(() => setSelected([]));
  const rows = list.query.data?.data ?? [];
  // Only a clerk may return (the API's pode_devolver): the checkboxes show when a row offers it.
  const canReturn = selected.length > 0 || rows.some((a) => a.pode_devolver);
  return (
    <ListPage<Aceite>
      {...TEXTS}
      list={list}
      columns={columnsOf((a) => a.lote && devolucao.run({ lote_id: a.lote.id }))}
      selection={
        canReturn
          ? {
              keys: selected,
              onChange: setSelected,
              label: (a) => `Selecionar cautela do bem ${a.bem.CodigoBEM}`,
              disabled: (a) => !a.pode_devolver,
            }
          : undefined
      }
      note={<DevolucaoBar selected={selected} onClear={() => setSelected([])} devolucao={devolucao} />}
      emptyText="Nenhuma cautela ou transferência."
      filters={
        <>
          <ParamFilter
            list={list}
            param="estado"
            label="Situação"
            placeholder="Todas as situações"
            options={ESTADOS_ACEITE.map((e) => ({ value: e, label: ESTADO_ACEITE_LABELS[e] }))}
            style={{ width: 200 }}
          />
          <ParamFilter
            list={list}
            param="tipo"
            label="Tipo"
            placeholder="Cautelas e transferências"
            options={TIPOS_ACEITE.map((t) => ({ value: t, label: TIPO_ACEITE_LABELS[t] }))}
            style={{ width: 260 }}
          />
          <ParamFilter
            list={list}
            param="minhas"
            label="Recebedor"
            placeholder="De todos os recebedores"
            options={[{ value: 'true', label: 'Só as que recebo' }]}
            style={{ width: 220 }}
          />
          <ParamFilter
            list={list}
            param="atrasadas"
            label="Atraso"
            placeholder="Com ou sem atraso"
            options={[{ value: 'true', label: 'Só cautelas atrasadas' }]}
            style={{ width: 220 }}
          />
        </>
      }
    />
  );
}
