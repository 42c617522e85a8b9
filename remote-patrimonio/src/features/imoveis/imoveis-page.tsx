import { formatCep, type Localizacao } from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { RegisterListPage } from '@gp/shared-ui/list';
import { useMemo } from 'react';
import { bemColumn, useBemRecordList } from '../../components/bem-column.js';
import { useList, useRemote } from '../../session/remote-context.js';
import { IMOVEL_SORTS, listImoveis, useImovelStatus } from './api.js';

const address = (l: Localizacao) =>
  [l.endereco && `${l.endereco}${l.numero ? `, ${l.numero}` : ''}`, l.bairro, l.cep && formatCep(l.cep)]
    .filter(Boolean)
    .join(' · ') || '-';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Imóveis',
  subTitle: 'Localizações dos bens imóveis',
  search: { label: 'Buscar imóveis', placeholder: 'Buscar por descrição, endereço, matrícula ou inscrição' },
  loadError: 'Não foi possível carregar os imóveis.',
} satisfies ListPageTexts;

/**
 * /app/patrimonio/imoveis: the location records of the properties (docs/domain.md, "Bens e categorias").
 * A record is edited in its asset's form; here it is found, opened and activated or deactivated with a
 * reason.
 */
export function ImoveisPage() {
  const { access, paths } = useRemote();
  const list = useList({
    resource: 'imoveis',
    request: listImoveis,
    exportar: { path: 'patrimonio/localizacaoimovel', name: 'localizacoes-imoveis' },
    filters: ['ativo', 'bempatrimonial_id'],
    sorts: IMOVEL_SORTS,
  });
  const status = useImovelStatus();
  const canUpdate = access.assets.update;

  const columns = useMemo<ListColumn<Localizacao>[]>(
    () => [
      // The key column: the width the others leave, two lines of it. On a narrower table the
      // municipality leaves first, then the registration number.
      { title: 'Descrição', key: 'descricao', dataIndex: 'descricao', main: true, sorter: true },
      { title: 'Endereço', key: 'endereco', width: 260, ellipsis: true, render: (_v, l) => address(l) },
      {
        title: 'Município',
        key: 'municipio',
        dataIndex: 'municipio',
        width: 180,
        priority: 3,
        ellipsis: true,
        sorter: true,
        render: (m: string | null, l) => (m ? `${m}${l.uf ? `/${l.uf}` : ''}` : '-'),
      },
      {
        title: 'Matrícula',
        dataIndex: 'matricula',
        width: 120,
        priority: 2,
        render: (m: string | null) => m ?? '-',
      },
      bemColumn<Localizacao>(paths),
    ],
    [paths],
  );
  const page = useBemRecordList<Localizacao>({
    list,
    feminine: true,
    what: 'cada imóvel',
    status: canUpdate && {
      noun: 'localização de imóvel',
      describe: (item) => `${item.descricao} (bem ${item.bem.CodigoBEM})`,
      label: (item) => `localização do bem ${item.bem.CodigoBEM}`,
      save: (body) => status.mutateAsync(body),
    },
  });

  return <RegisterListPage<Localizacao> {...TEXTS} {...page} list={list} columns={columns} />;
}
