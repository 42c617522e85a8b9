import { CarOutlined, EnvironmentOutlined, FileProtectOutlined, PrinterOutlined } from '@ant-design/icons';
import { BEM_SORTS, type BemListItem } from '@gp/shared-contracts';
import { ExportButton, Tooltip } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { ListPage } from '@gp/shared-ui/list';
import { JobProgress, openDocument } from '@gp/shared-ui/remote';
import { Button, Flex, Grid, Typography } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { ClientCard, useList, useRemote } from '../../session/remote-context.js';
import { listBens } from './api.js';
import { bensColumns } from './bens-columns.js';
import { BensFilters } from './bens-filters.js';
import { BEM_FILTERS } from './bens-list.js';
import { relatorioPath } from './relatorio.js';

/** Fetched the first time 'Termo de responsabilidade' is clicked. */
const TermoResponsabilidadeDialog = lazy(() =>
  import('../../components/termo-responsabilidade-dialog.js').then((m) => ({
    default: m.TermoResponsabilidadeDialog,
  })),
);

/** Fetched the first time 'Imprimir etiquetas' is clicked: entering the area does not download it. */
const EtiquetasDialog = lazy(() =>
  import('./etiquetas-dialog.js').then((m) => ({ default: m.EtiquetasDialog })),
);

/** The dialog that registers a movement of an asset (the movement feature's, given by the route table). */
export type MovementDialog = ComponentType<{ bemId: string | null; onClose: () => void }>;

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Bens Patrimoniais',
  subTitle: 'Consulte abaixo os bens patrimoniais cadastrados',
  search: { label: 'Buscar bens', placeholder: 'Buscar por código ou descrição' },
  loadError: 'Não foi possível carregar os bens patrimoniais.',
} satisfies ListPageTexts;

/** /app/patrimonio: the asset list, paged, searched, filtered and sorted on the server. */
export function BensPage({ movement: Movement }: { movement: MovementDialog }) {
  const { access, api, paths, session } = useRemote();
  const navigate = useNavigate();
  const list = useList<BemListItem>({
    resource: 'bens',
    request: listBens,
    exportar: { path: 'patrimonio/bempatrimonial', name: 'bens-patrimoniais' },
    filters: BEM_FILTERS,
    sorts: BEM_SORTS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  // The filters' option lists are a client's: support first chooses the client.
  const utils = useBemUtils(clienteId, !isSuporte || Boolean(clienteId));
  const [moving, setMoving] = useState<string | null>(null);
  // Rows chosen for 'Imprimir etiquetas', kept across pages and filters until cleared.
  const [selected, setSelected] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const [issuing, setIssuing] = useState(false);

  const canUpdate = access.assets.update;
  const columns = useMemo(
    () =>
      bensColumns({
        paths,
        canUpdate,
        navigate,
        onMove: setMoving,
      }),
    [canUpdate, navigate, paths],
  );
  const page = list.query.data;
  const applicationId = session.local?.applicationId;
  // A PDF of more than 200 pages is made by a job: its progress and link shown above the list.
  const [pdfJob, setPdfJob] = useState<string | null>(null);
  const relatorio = (fotos: boolean) => async () => {
    if (!applicationId) return;
    const job = await openDocument(
      api,
      session.apiBaseUrl,
      relatorioPath(applicationId, list.requestParams, fotos),
      {
        mayQueue: true,
      },
    );
    if (job) setPdfJob(job);
  };
  // On a phone the header's buttons keep to one line: the registers' buttons show their icons only.
  const compact = !Grid.useBreakpoint().md;

  return (
    <ListPage<BemListItem>
      size="small"
      {...TEXTS}
      extra={[
        <RegisterLink key="veiculos" compact={compact} icon={<CarOutlined />} to={paths.veiculos()}>
          Veículos e equipamentos
        </RegisterLink>,
        <RegisterLink key="imoveis" compact={compact} icon={<EnvironmentOutlined />} to={paths.imoveis()}>
          Imóveis
        </RegisterLink>,
        <Button
          key="etiquetas"
          icon={<PrinterOutlined />}
          aria-label={compact ? 'Imprimir etiquetas' : undefined}
          onClick={() => setPrinting(true)}
        >
          {compact ? null : 'Imprimir etiquetas'}
        </Button>,
        <ExportButton
          key="relatorio"
          label="Relatório"
          compact={compact}
          choices={[
            { key: 'bens', label: 'Relatório de bens', run: relatorio(false) },
            { key: 'fotos', label: 'Relatório com fotos', run: relatorio(true) },
          ]}
        />,
      ]}
      add={access.assets.create && (() => navigate(paths.bemCriar()))}
      header={
        <>
          {pdfJob ? <JobProgress key={pdfJob} api={api} id={pdfJob} onClose={() => setPdfJob(null)} /> : null}
          {isSuporte ? (
            <ClientCard list={list} clears={['categoria_id', 'secretaria_id', 'setor_id']} />
          ) : null}
          <BensFilters params={list.params} utils={utils.data} onApply={list.set} />
        </>
      }
      list={list}
      columns={columns}
      selection={{
        keys: selected,
        onChange: setSelected,
        label: (bem) => `Selecionar bem ${bem.CodigoBEM}`,
      }}
      note={
        <ListNote
          estimated={page?.total_exato === false}
          selected={selected.length}
          onClear={() => setSelected([])}
          // A termo of the chosen assets, or else of the setor the list is filtered by.
          onTermo={
            canUpdate && (selected.length > 0 || list.params.get('setor_id'))
              ? () => setIssuing(true)
              : undefined
          }
        />
      }
    >
      <Movement bemId={moving} onClose={() => setMoving(null)} />
      {issuing ? (
        <Suspense fallback={null}>
          <TermoResponsabilidadeDialog
            open
            onOpenChange={setIssuing}
            selected={selected}
            setorId={list.params.get('setor_id')}
            clienteId={clienteId}
          />
        </Suspense>
      ) : null}
      {printing ? (
        <Suspense fallback={null}>
          <EtiquetasDialog
            open
            onOpenChange={setPrinting}
            listQuery={list.requestParams}
            selected={selected}
            total={page?.total}
            onQueued={setPdfJob}
          />
        </Suspense>
      ) : null}
    </ListPage>
  );
}

/** The line above the table: an estimated total, and how many rows are chosen (with a way to clear them). */
function ListNote({
  estimated,
  selected,
  onClear,
  onTermo,
}: {
  estimated: boolean;
  selected: number;
  onClear: () => void;
  /** 'Termo de responsabilidade' of the chosen assets (or of the filtered setor), when one may issue it. */
  onTermo?: () => void;
}) {
  if (!estimated && selected === 0 && !onTermo) return null;
  return (
    <Flex gap="middle" wrap align="center">
      {onTermo ? (
        <Button size="small" icon={<FileProtectOutlined />} onClick={onTermo}>
          {selected > 0 ? 'Termo de responsabilidade' : 'Termo de responsabilidade do setor'}
        </Button>
      ) : null}
      {selected > 0 ? (
        <Typography.Text>
          {selected === 1 ? '1 bem selecionado' : `${selected.toLocaleString('pt-BR')} bens selecionados`}
          <Button type="link" size="small" onClick={onClear}>
            Limpar seleção
          </Button>
        </Typography.Text>
      ) : null}
      {estimated ? (
        <Typography.Text type="secondary">Total estimado: muitos bens atendem à busca.</Typography.Text>
      ) : null}
    </Flex>
  );
}

type RegisterLinkProps = { to: string; icon: ReactNode; compact: boolean; children: string };

/** A header button to a register the assets detail; with its icon only (and its name on hover) when compact. */
function RegisterLink({ to, icon, compact, children }: RegisterLinkProps) {
  const navigate = useNavigate();
  const button = (
    <Button icon={icon} aria-label={compact ? children : undefined} onClick={() => navigate(to)}>
      {compact ? null : children}
    </Button>
  );
  return compact ? <Tooltip title={children}>{button}</Tooltip> : button;
}
