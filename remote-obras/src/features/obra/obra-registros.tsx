import { PlusOutlined } from '@ant-design/icons';
import {
  CNO_PRAZO_DIAS,
  type Cno,
  centsToMoney,
  type Licenca,
  type Medicao,
  moneyToCents,
  type ObraDetail,
  type OrdemServico,
  type Responsabilidade,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatMoney, LoadError } from '@gp/shared-ui';
import { Card, Flex, Tag } from 'antd';
import type { KyInstance } from 'ky';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WorkRecord } from '../../components/register-pages.js';
import {
  CNO_COLUMNS,
  cnoApi,
  DOCUMENTO,
  LICENCA_COLUMNS,
  licencaApi,
  MEDICAO_COLUMNS,
  medicaoApi,
  ORDEM_SERVICO_COLUMNS,
  ordemServicoApi,
  RESPONSABILIDADE_COLUMNS,
  responsabilidadeApi,
} from '../../components/registros.js';
import type { ObrasRegister } from '../../paths.js';
import { useRemote } from '../../session/remote-context.js';
import { useObraSection } from './api.js';

/** How many records of each register the work's page shows; 'Ver todos' opens the rest in the list. */
const SECTION_ROWS = 5;

/**
 * One register's section of the work's page: its active records (the list call narrowed by `obra_id`,
 * newest first), read-only, the first column a link to the record, a link to a new one for the work.
 */
type Section<T extends WorkRecord> = {
  register: ObrasRegister;
  title: string;
  /** 'Nova medição', 'Novo cadastro'. */
  create: string;
  /** 'Nenhuma medição registrada.' */
  empty: string;
  loadError: string;
  /** 'Ver todas as 7 medições'. */
  all: (total: number) => string;
  list: (api: KyInstance, params: URLSearchParams) => Promise<{ data: T[]; total: number }>;
  sort: 'data' | 'numero';
  columns: (obra: ObraDetail, rows: T[]) => DataTableColumn<T>[];
  /** Beside the title (the 'Sem CNO' flag). */
  flag?: (obra: ObraDetail) => ReactNode;
};

const pick = <T,>(columns: DataTableColumn<T>[], names: string[]) =>
  names.flatMap((name) => columns.filter((c) => c.key === name));

/**
 * The running total of each measurement: Σ of the active ones up to it. The rows are the newest active
 * ones (numero descending), so each one's total is the work's measured total less the rows after it.
 */
export function acumulados(valorMedido: string, rows: Pick<Medicao, 'id' | 'valor'>[]): Map<string, string> {
  const out = new Map<string, string>();
  let total = moneyToCents(valorMedido);
  for (const row of rows) {
    out.set(row.id, centsToMoney(total));
    total -= moneyToCents(row.valor);
  }
  return out;
}

const SECTIONS = [
  {
    register: 'cadastronacional',
    title: 'Cadastro Nacional de Obras (CNO)',
    create: 'Novo cadastro',
    empty: 'Nenhum cadastro nacional registrado.',
    loadError: 'Não foi possível carregar os cadastros nacionais da obra.',
    all: (n) => `Ver todos os ${n} cadastros`,
    list: cnoApi.list,
    sort: 'data',
    columns: () => pick(CNO_COLUMNS, ['numero', 'situacao_cno', 'categoria']),
    flag: (obra) =>
      obra.sem_cno ? (
        <Tag
          color="warning"
          title={`Obra iniciada há mais de ${CNO_PRAZO_DIAS} dias sem Cadastro Nacional de Obras ativo.`}
        >
          Sem CNO
        </Tag>
      ) : null,
  } satisfies Section<Cno>,
  {
    register: 'ordemservico',
    title: 'Ordens de serviço',
    create: 'Nova ordem de serviço',
    empty: 'Nenhuma ordem de serviço registrada.',
    loadError: 'Não foi possível carregar as ordens de serviço da obra.',
    all: (n) => `Ver todas as ${n} ordens de serviço`,
    list: ordemServicoApi.list,
    sort: 'data',
    columns: () => pick(ORDEM_SERVICO_COLUMNS, ['numero', 'data', 'data_inicio', 'andamento']),
  } satisfies Section<OrdemServico>,
  {
    register: 'medicao',
    title: 'Medições',
    create: 'Nova medição',
    empty: 'Nenhuma medição registrada.',
    loadError: 'Não foi possível carregar as medições da obra.',
    all: (n) => `Ver todas as ${n} medições`,
    list: medicaoApi.list,
    sort: 'numero',
    columns: (obra, rows) => {
      const acumulado = acumulados(obra.valor_medido, rows);
      return [
        ...MEDICAO_COLUMNS,
        {
          title: 'Acumulado',
          key: 'acumulado',
          width: 130,
          align: 'right',
          render: (_v, m) => formatMoney(acumulado.get(m.id) ?? null),
        },
      ];
    },
  } satisfies Section<Medicao>,
  {
    register: 'licencaambiental',
    title: 'Licenças ambientais',
    create: 'Nova licença',
    empty: 'Nenhuma licença ambiental registrada.',
    loadError: 'Não foi possível carregar as licenças ambientais da obra.',
    all: (n) => `Ver todas as ${n} licenças`,
    list: licencaApi.list,
    sort: 'data',
    columns: () => pick(LICENCA_COLUMNS, ['tipo', 'numero', 'orgao', 'data']),
  } satisfies Section<Licenca>,
  {
    register: 'responsabilidadetecnica',
    title: 'Responsabilidades técnicas',
    create: 'Nova responsabilidade',
    empty: 'Nenhuma responsabilidade técnica registrada.',
    loadError: 'Não foi possível carregar as responsabilidades técnicas da obra.',
    all: (n) => `Ver todas as ${n} responsabilidades`,
    list: responsabilidadeApi.list,
    sort: 'data',
    columns: () => {
      const [tipo, documento, profissional] = pick(RESPONSABILIDADE_COLUMNS, [
        'tipo',
        'numero',
        'profissional_nome',
      ]);
      return [
        ...(tipo ? [tipo] : []),
        {
          title: 'Conselho',
          key: 'conselho',
          width: 100,
          render: (_v, r) => `${r.conselho} (${DOCUMENTO[r.conselho]})`,
        },
        ...(profissional ? [profissional] : []),
        ...(documento ? [documento] : []),
      ];
    },
  } satisfies Section<Responsabilidade>,
] as const;

/** The work's records, a read-only section per register, under its figures. */
export function ObraRegistros({ obra }: { obra: ObraDetail }) {
  return (
    <>
      {SECTIONS.map((section) => (
        <RegistroSection
          key={section.register}
          obra={obra}
          section={section as unknown as Section<WorkRecord>}
        />
      ))}
    </>
  );
}

export function RegistroSection<T extends WorkRecord>({
  obra,
  section,
}: {
  obra: ObraDetail;
  section: Section<T>;
}) {
  const { paths } = useRemote();
  const params = new URLSearchParams({
    page: '1',
    limit: String(SECTION_ROWS),
    obra_id: obra.id,
    ativo: 'true',
    sort: section.sort,
    order: 'desc',
  });
  const query = useObraSection(section.register, section.list, params);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const [first, ...rest] = section.columns(obra, rows).map((c) => ({ ...c, sorter: false }));
  const columns: DataTableColumn<T>[] = first
    ? [
        {
          ...first,
          render: (value: unknown, row: T, index: number) => (
            <Link to={paths.edit(section.register, row.id)}>
              {(first.render ? first.render(value, row, index) : value) as ReactNode}
            </Link>
          ),
        },
        ...rest,
      ]
    : [];
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <Flex gap="small" align="center">
          {section.title}
          {section.flag?.(obra)}
        </Flex>
      }
      extra={
        <Link to={paths.create(section.register, obra.id)}>
          <PlusOutlined aria-hidden /> {section.create}
        </Link>
      }
    >
      {query.isError ? (
        <LoadError message={section.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable<T>
            label={section.title}
            size="small"
            columns={columns}
            data={rows}
            loading={query.isPending}
            emptyText={section.empty}
          />
          {total > rows.length ? (
            <Link to={paths.list(section.register, obra.id)}>{section.all(total)}</Link>
          ) : null}
        </>
      )}
    </Card>
  );
}
