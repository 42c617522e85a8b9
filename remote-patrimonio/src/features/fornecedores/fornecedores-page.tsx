import type { Fornecedor } from '@gp/shared-contracts';
import { FORNECEDOR_SORTS, formatCpfCnpj, formatPhone, TIPO_PESSOA_LABELS } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import { AtivoFilter, type ListPageTexts, ParamFilter, RegisterListPage } from '@gp/shared-ui/list';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientFilter, StatusAction, useList, useRemote } from '../../session/remote-context.js';
import { listFornecedores, useSetFornecedorStatus } from './api.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Fornecedores',
  subTitle: 'Consulte abaixo os fornecedores cadastrados',
  search: { label: 'Buscar fornecedores', placeholder: 'Buscar por nome, fantasia ou CPF/CNPJ' },
  loadError: 'Não foi possível carregar os fornecedores.',
} satisfies ListPageTexts;

/** /app/patrimonio/fornecedor: the application's suppliers, with their active/inactive status. */
export function FornecedoresPage() {
  const { access, paths, session } = useRemote();
  const navigate = useNavigate();
  const list = useList({
    resource: 'fornecedores',
    request: listFornecedores,
    exportar: { path: 'patrimonio/fornecedor', name: 'fornecedores' },
    filters: ['tipo_pessoa', 'ativo', { param: 'clientId', as: 'cliente_id' }],
    sorts: FORNECEDOR_SORTS,
  });
  const status = useSetFornecedorStatus();
  const isSuporte = session.local?.permissions.isSuporte ?? false;

  const columns = useMemo<DataTableColumn<Fornecedor>[]>(
    () => [
      {
        title: 'Razão social / nome',
        key: 'razao_social',
        dataIndex: 'razao_social',
        // The key column: the width the others leave, two lines of it.
        main: true,
        sorter: true,
        render: (name: string, f) => (f.nome_fantasia ? `${name} (${f.nome_fantasia})` : name),
      },
      {
        title: 'CPF/CNPJ',
        key: 'cpf_cnpj',
        dataIndex: 'cpf_cnpj',
        width: 190,
        sorter: true,
        render: formatCpfCnpj,
      },
      {
        title: 'Tipo',
        dataIndex: 'tipo_pessoa',
        width: 140,
        // Shown beside the key column on a 1280 px screen: the city leaves first, then the contact.
        priority: 2,
        render: (t: 'F' | 'J') => TIPO_PESSOA_LABELS[t],
      },
      {
        title: 'Contato',
        key: 'contato',
        width: 240,
        priority: 2,
        ellipsis: true,
        render: (_v, f) =>
          [f.email, f.telefone || f.celular ? formatPhone(f.telefone ?? f.celular ?? '') : null]
            .filter(Boolean)
            .join(' · ') || '-',
      },
      {
        title: 'Cidade',
        key: 'cidade',
        width: 180,
        priority: 3,
        ellipsis: true,
        render: (_v, f) => (f.cidade ? `${f.cidade}${f.uf ? `/${f.uf}` : ''}` : '-'),
      },
    ],
    [],
  );

  return (
    <RegisterListPage<Fornecedor>
      {...TEXTS}
      onCreate={access.suppliers.create && (() => navigate(paths.fornecedorCriar()))}
      list={list}
      columns={columns}
      active={(f) => f}
      // What the row offers is the API's `pode_alterar` (docs/frontend.md): the screen keeps no copy of the rule.
      edit={{
        what: (f) => `fornecedor ${f.razao_social}`,
        readOnly: (f) => !f.pode_alterar,
        open: (f) => navigate(paths.fornecedorEditar(f.id)),
      }}
      actions={{
        count: 1,
        render: (f) =>
          f.pode_alterar ? (
            <StatusAction<Fornecedor>
              noun="fornecedor"
              record={f}
              describe={(item) => item.razao_social}
              label={`fornecedor ${f.razao_social}`}
              save={(body) => status.mutateAsync(body)}
            />
          ) : null,
      }}
      filters={
        <>
          <ParamFilter
            list={list}
            param="tipo_pessoa"
            label="Tipo de pessoa"
            placeholder="Pessoa física e jurídica"
            options={[
              { value: 'F', label: 'Pessoa física' },
              { value: 'J', label: 'Pessoa jurídica' },
            ]}
            style={{ width: 200 }}
          />
          <AtivoFilter list={list} />
          {isSuporte ? (
            <ClientFilter
              list={list}
              aria-label="Cliente que cadastrou"
              placeholder="Cadastrados por qualquer cliente"
            />
          ) : null}
        </>
      }
    />
  );
}
