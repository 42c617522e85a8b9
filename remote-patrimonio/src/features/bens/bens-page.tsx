import {
  CarOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  FileProtectOutlined,
  PrinterOutlined,
  SwapOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import {
  BEM_SORTS,
  type BemListItem,
  type LoteAguardandoAceite,
  type LoteCarga,
  type LoteMovimentacao,
} from '@gp/shared-contracts';
import { ExportButton, Tooltip } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { ListPage } from '@gp/shared-ui/list';
import { JobProgress, openDocument } from '@gp/shared-ui/remote';
import { Alert, Button, Flex, Grid, Typography } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { issueTermo } from '../../components/termos.js';
import { ClientCard, useList, useRemote } from '../../session/remote-context.js';
import { listBens } from './api.js';
import { bensColumns } from './bens-columns.js';
import { BensFilters } from './bens-filters.js';
import { BEM_FILTERS } from './bens-list.js';
import type { LoteKind } from './lote.js';
import { bensWord, loteTermoPath } from './lote-text.js';
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

/** Fetched the first time 'Transferir' or 'Baixar' is clicked. */
const LoteDialog = lazy(() => import('./lote-dialog.js').then((m) => ({ default: m.LoteDialog })));
// A batch transfer waiting for the aceite: its alert loads on its own, out of the list's first chunk.
const LoteAguardando = lazy(() =>
  import('./lote-aguardando.js').then((m) => ({ default: m.LoteAguardando })),
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
  // A batch movement of the chosen rows or of everything filtered: its dialog, then its result.
  const [batch, setBatch] = useState<LoteKind | null>(null);
  const [done, setDone] = useState<LoteMovimentacao | LoteCarga | LoteAguardandoAceite | null>(null);

  const canUpdate = access.assets.update;
  // The carga's batches (cautela, transfer of responsibility): the rule the API enforces, custody:create.
  const canAskCustody = access.custody.create;
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
  const anyAsset = selected.length > 0 || (page?.total ?? 0) > 0;
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
          {done ? <LoteDone lote={done} onClose={() => setDone(null)} /> : null}
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
          // Batch movements: offered when the caller may move assets (the permission the API enforces).
          onLote={canUpdate && anyAsset ? setBatch : undefined}
          onLoteCarga={canAskCustody && anyAsset ? setBatch : undefined}
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
      {batch && utils.data ? (
        <Suspense fallback={null}>
          <LoteDialog
            efeito={batch}
            onClose={() => setBatch(null)}
            utils={utils.data}
            listQuery={list.requestParams}
            selected={selected}
            total={page?.total}
            onDone={(lote) => {
              setBatch(null);
              setSelected([]);
              setDone(lote);
            }}
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
  onLote,
  onLoteCarga,
}: {
  estimated: boolean;
  selected: number;
  onClear: () => void;
  /** 'Transferir' and 'Baixar' of the chosen rows or of everything filtered, when one may move assets. */
  onLote?: (efeito: LoteKind) => void;
  /** 'Transferir responsabilidade' and 'Cautela' of them, when one may ask the carga's requests. */
  onLoteCarga?: (efeito: LoteKind) => void;
  /** 'Termo de responsabilidade' of the chosen assets (or of the filtered setor), when one may issue it. */
  onTermo?: () => void;
}) {
  if (!estimated && selected === 0 && !onTermo && !onLote && !onLoteCarga) return null;
  return (
    <Flex gap="middle" wrap align="center">
      {onLote ? (
        <>
          <Button size="small" icon={<SwapOutlined />} onClick={() => onLote('transferencia')}>
            Transferir
          </Button>
          <Button size="small" icon={<DeleteOutlined />} onClick={() => onLote('baixa')}>
            Baixar
          </Button>
        </>
      ) : null}
      {onLoteCarga ? (
        <>
          <Button size="small" icon={<UserSwitchOutlined />} onClick={() => onLoteCarga('responsavel')}>
            Transferir responsabilidade
          </Button>
          <Button size="small" icon={<ExportOutlined />} onClick={() => onLoteCarga('cautela')}>
            Cautela
          </Button>
        </>
      ) : null}
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

/** The result of a batch movement above the list: what was moved, and its termo. */
function LoteDone({
  lote,
  onClose,
}: {
  lote: LoteMovimentacao | LoteCarga | LoteAguardandoAceite;
  onClose: () => void;
}) {
  const { api, session } = useRemote();
  if ('aceite_ids' in lote)
    return (
      <Suspense fallback={null}>
        <LoteAguardando lote={lote} onClose={onClose} />
      </Suspense>
    );
  if (!('termo' in lote)) {
    // A carga's batch: nothing moved yet; its termo comes with the receiver's aceite.
    const what = lote.tipo === 'cautela' ? 'Cautela' : 'Transferência de responsabilidade';
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={onClose}
        style={{ marginBottom: 16 }}
        message={`${what} em lote pedida: ${bensWord(lote.quantidade)} ${lote.quantidade === 1 ? 'aguarda' : 'aguardam'} o aceite de ${lote.recebedor.nome}.`}
      />
    );
  }
  const what = lote.tipo.efeito === 'baixa' ? 'Baixa' : 'Transferência';
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={`${what} em lote registrada: ${bensWord(lote.quantidade)}.`}
      action={
        <Button
          size="small"
          icon={<FileProtectOutlined />}
          onClick={() =>
            openDocument(api, session.apiBaseUrl, () => issueTermo(api, loteTermoPath(lote), {}))
          }
        >
          Emitir termo
        </Button>
      }
    />
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
