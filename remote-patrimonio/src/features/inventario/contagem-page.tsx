import { CameraOutlined, CloudDownloadOutlined, CloudUploadOutlined, FormOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  type EstadoConservacao,
  type Inventario,
  type PacoteContagem,
  type Sala,
} from '@gp/shared-contracts';
import { formatDateTime, LoadError } from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, Button, Card, Flex, Input, List, Select, Tag, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { useRemote } from '../../session/remote-context.js';
import { inventarioApi, salaApi, salasDoSetor } from './api.js';
import { instalarAppContagem } from './app-contagem.js';
import { descartar, enfileirar, enviarFila, type LeituraNaFila, naFila } from './contagem-fila.js';
import { type LeituraDetalhada, LeituraDialog } from './leitura-dialog.js';
import {
  baixarPacote,
  bemDoPacote,
  type PacoteGuardado,
  pacoteGuardado,
  salaDoPacote,
} from './pacote-contagem.js';

const CameraLeitor = lazy(() => import('./camera-leitor.js'));
/** The camera's chunks, loaded ahead so the installed app reads labels offline too. */
const precarregarCamera = () => import('./camera-leitor.js').then((m) => m.precarregar());
/**
 * What the app keeps to open offline besides files: the camera's chunks, and the two reads the host's
 * start-up makes to restore the location (the worker keeps their last answers; decision 068).
 */
const precarregar = (api: KyInstance, localId: string | undefined) => () =>
  Promise.all([
    precarregarCamera(),
    ...(localId
      ? [`locais/${encodeURIComponent(localId)}`, `permissions/${encodeURIComponent(localId)}`].map((path) =>
          api.get(path, { retry: 0 }).catch(() => undefined),
        )
      : []),
  ]);

/** A sala's QR code: its page's address (`salaAppPath`), which names the place, not an asset. */
const SALA_QR = /\/inventario\/sala\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
/** How often the queue is tried again while readings wait (besides each reading and the return online). */
const RETRY_MS = 30_000;

type Onde = { setorId: string | null; salaId: string | null };
type Linha = {
  id: string;
  leitura: string;
  estado: 'fila' | 'enviada' | 'recusada';
  bem?: string;
  situacao?: 'conforme' | 'outro_local' | 'desconhecida' | null;
  recusa?: string;
  /** What the reading says besides its label (third party, no label, a photo). */
  marcas?: string[];
};

const marcasDe = (l: Pick<LeituraNaFila, 'terceiro' | 'sem_etiqueta' | 'foto' | 'observacao'>) =>
  [
    l.terceiro ? 'Bem de terceiro' : null,
    l.sem_etiqueta ? 'Sem etiqueta' : null,
    l.foto ? 'Com foto' : null,
    l.observacao && !l.sem_etiqueta ? 'Com observação' : null,
  ].filter((x): x is string => x !== null);

/** A queued reading as the list shows it: what the downloaded register says it names, if anything. */
function linhaDaFila(l: LeituraNaFila, pacote: PacoteContagem | undefined): Linha {
  const bem = l.terceiro || l.sem_etiqueta ? undefined : bemDoPacote(pacote, l.leitura ?? '');
  return {
    id: l.id,
    leitura: l.sem_etiqueta ? (l.observacao ?? 'Sem etiqueta') : (l.leitura ?? ''),
    estado: l.recusa ? 'recusada' : 'fila',
    ...(l.recusa ? { recusa: l.recusa } : {}),
    ...(bem ? { bem: `${bem[1]} – ${bem[2]}` } : {}),
    marcas: marcasDe(l),
  };
}

const SITUACAO: Record<string, { cor: string; texto: string }> = {
  conforme: { cor: 'green', texto: 'Conforme' },
  outro_local: { cor: 'orange', texto: 'Em outro local' },
  desconhecida: { cor: 'red', texto: 'Não é bem do cadastro' },
};

function LinhaTag({ linha }: { linha: Linha }) {
  if (linha.estado === 'fila') return <Tag>Na fila</Tag>;
  if (linha.estado === 'recusada') return <Tag color="red">Recusada</Tag>;
  const s = linha.situacao ? SITUACAO[linha.situacao] : null;
  return s ? <Tag color={s.cor}>{s.texto}</Tag> : <Tag color="blue">Registrada</Tag>;
}

/** Where the counter reads: the unit's setor (chosen when the unit is wider) and a sala of it, or none. */
function OndeCard({
  inventario,
  pacote,
  onde,
  onChange,
}: {
  inventario: Inventario;
  /** The downloaded places: with them, nothing is asked of the API (the phone may be offline). */
  pacote: PacoteContagem | undefined;
  onde: Onde;
  onChange: (o: Onde) => void;
}) {
  const { api } = useRemote();
  const fixedSetor = inventario.setor?.id ?? null;
  const utils = useBemUtils(inventario.cliente_id, fixedSetor === null && !pacote);
  const [salasApi, setSalas] = useState<Pick<Sala, 'id' | 'nome' | 'codigo'>[]>([]);
  useEffect(() => {
    if (!onde.setorId || pacote) return setSalas([]);
    let live = true;
    salasDoSetor(api, onde.setorId).then(
      (xs) => live && setSalas(xs),
      () => live && setSalas([]),
    );
    return () => {
      live = false;
    };
  }, [api, onde.setorId, pacote]);
  const setores = pacote
    ? pacote.setores.map((s) => ({ id: s.id, name: s.nome }))
    : (utils.data?.setores ?? []).filter(
        (s) => !inventario.secretaria || s.secretaria_id === inventario.secretaria.id,
      );
  const salas = pacote ? (pacote.setores.find((s) => s.id === onde.setorId)?.salas ?? []) : salasApi;
  return (
    <Card size="small" title="Onde estou contando">
      <Flex gap="small" wrap>
        {fixedSetor === null ? (
          <Select
            aria-label="Setor"
            placeholder="Setor"
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240, flex: 1 }}
            value={onde.setorId ?? undefined}
            options={setores.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(setorId: string) => onChange({ setorId, salaId: null })}
          />
        ) : (
          <Typography.Text strong>{inventario.setor?.name}</Typography.Text>
        )}
        {inventario.sala ? (
          <Typography.Text strong>{`${inventario.sala.nome} (${inventario.sala.codigo})`}</Typography.Text>
        ) : (
          <Select
            aria-label="Sala"
            placeholder="Sala (ou leia a etiqueta da sala)"
            style={{ minWidth: 240, flex: 1 }}
            disabled={!onde.setorId}
            value={onde.salaId ?? ''}
            options={[
              { value: '', label: 'Sem sala (o setor)' },
              ...salas.map((s) => ({ value: s.id, label: `${s.nome} (${s.codigo})` })),
            ]}
            onChange={(salaId: string) => onChange({ ...onde, salaId: salaId || null })}
          />
        )}
      </Flex>
    </Card>
  );
}

/** The download for offline use: when it was made, what it holds, and a button to make it again. */
function PacoteCard({
  guardado,
  baixando,
  erro,
  onBaixar,
}: {
  guardado: PacoteGuardado | undefined;
  baixando: boolean;
  erro: string | null;
  onBaixar: () => void;
}) {
  const p = guardado?.pacote;
  const salas = p?.setores.reduce((n, s) => n + s.salas.length, 0) ?? 0;
  const n = (x: number) => x.toLocaleString('pt-BR');
  return (
    <Card size="small" title="Para contar sem rede">
      <Flex gap="small" align="center" justify="space-between" wrap>
        <Typography.Text>
          {p
            ? `Baixado em ${formatDateTime(guardado.baixadoEm)}: ${n(p.setores.length)} ${p.setores.length === 1 ? 'setor' : 'setores'}, ${n(salas)} ${salas === 1 ? 'sala' : 'salas'}${p.bens ? `, ${n(p.bens.length)} ${p.bens.length === 1 ? 'bem esperado' : 'bens esperados'}` : ' (contagem cega: a lista de bens esperados não vem para o aparelho)'}.`
            : 'Os locais da unidade ainda não foram baixados neste aparelho.'}
        </Typography.Text>
        <Button icon={<CloudDownloadOutlined />} loading={baixando} onClick={onBaixar}>
          {p ? 'Baixar de novo' : 'Baixar'}
        </Button>
      </Flex>
      {erro ? <Typography.Text type="danger">{erro}</Typography.Text> : null}
    </Card>
  );
}

/**
 * /app/patrimonio/inventario/{id}/contagem: the counting screen a commission member opens on the phone
 * (decisions 063 and 068). Each label read — typed, by a barcode reader that types, or by the camera — goes
 * first to the device's queue (IndexedDB), then to the API in pieces: readings made without a connection
 * wait and are sent when it returns, and the screen says what waits. Opened online, it downloads the
 * unit's places (and, outside a blind count, the expected assets) and installs the counting app's service
 * worker, so the screen opens and counts with no network; a reading may carry a note, a photo, a third
 * party's mark, or describe an asset without a label. In a blind count the API answers no comparison and
 * the screen shows none.
 */
export function ContagemPage() {
  const { id = '' } = useParams();
  const { api, paths, session } = useRemote();
  const localId = session.local?.id;
  const inventario = inventarioApi.useRecord(id);
  const [guardado, setGuardado] = useState<PacoteGuardado | undefined>();
  const [baixando, setBaixando] = useState(false);
  const [erroPacote, setErroPacote] = useState<string | null>(null);
  // Offline, the campaign as it was downloaded on this device.
  const data = inventario.data ?? (inventario.isError ? guardado?.inventario : undefined);
  const pacote = guardado?.inventario.id === id ? guardado.pacote : undefined;
  const [onde, setOnde] = useState<Onde>({ setorId: null, salaId: null });
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState<EstadoConservacao | null>(null);
  const [camera, setCamera] = useState(false);
  const [linhas, setLinhas] = useState<Linha[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);
  // One send at a time; a send asked for meanwhile (a new reading, the connection back) runs after it.
  const sending = useRef<'idle' | 'busy' | 'again'>('idle');
  const input = useRef<{ focus: () => void } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void pacoteGuardado(id).then((g) => live && g && setGuardado((x) => x ?? g));
    return () => {
      live = false;
    };
  }, [id]);

  const baixar = useCallback(
    async (inv: Inventario) => {
      setBaixando(true);
      try {
        setGuardado(await baixarPacote(api, inv));
        setErroPacote(null);
      } catch {
        setErroPacote('Não foi possível baixar agora: tente de novo com conexão.');
      } finally {
        setBaixando(false);
      }
    },
    [api],
  );

  // Opened online by whoever counts: the download made afresh, and the app made to open offline.
  const fresh = inventario.data;
  useEffect(() => {
    if (!fresh?.acoes.contar) return;
    void baixar(fresh);
    void instalarAppContagem(window.location.pathname, precarregar(api, localId));
  }, [fresh, baixar, api, localId]);

  useEffect(() => {
    if (data)
      setOnde((o) => ({
        setorId: o.setorId ?? data.setor?.id ?? null,
        salaId: o.salaId ?? data.sala?.id ?? null,
      }));
  }, [data]);

  const enviar = useCallback(async () => {
    if (!id) return;
    if (sending.current !== 'idle') {
      sending.current = 'again';
      return;
    }
    sending.current = 'busy';
    try {
      const envio = await enviarFila(api, id);
      if (envio.estado === 'enviado') {
        const porId = new Map(envio.resultado.map((r) => [r.id, r]));
        setLinhas((ls) =>
          ls.map((l) => {
            const r = porId.get(l.id);
            return r
              ? {
                  ...l,
                  estado: 'enviada',
                  bem: r.bem ? `${r.bem.CodigoBEM} – ${r.bem.descricao}` : l.bem,
                  situacao: r.situacao,
                }
              : l;
          }),
        );
        setAviso(null);
      } else if (envio.estado === 'recusado') setAviso(envio.mensagem);
      const fila = await naFila(id);
      const recusadas = new Map(fila.filter((l) => l.recusa).map((l) => [l.id, l.recusa]));
      // A reading recorded whose photo still waits is shown waiting until its photo is sent.
      const aguardam = new Set(fila.filter((l) => !l.recusa).map((l) => l.id));
      setLinhas((ls) =>
        ls.map((l) => {
          if (recusadas.has(l.id)) return { ...l, estado: 'recusada', recusa: recusadas.get(l.id) };
          if (aguardam.has(l.id)) return { ...l, estado: 'fila' };
          return l;
        }),
      );
    } finally {
      const again: boolean = (sending.current as string) === 'again';
      sending.current = 'idle';
      if (again) void enviarRef.current();
    }
  }, [api, id]);
  const enviarRef = useRef(enviar);
  enviarRef.current = enviar;
  const refetchRef = useRef(inventario.refetch);
  refetchRef.current = inventario.refetch;

  // What a closed tab or a lost connection left in the queue shows at once, and is sent.
  useEffect(() => {
    if (!id) return;
    Promise.all([naFila(id), pacoteGuardado(id)]).then(([fila, g]) => {
      setLinhas(fila.map((l) => linhaDaFila(l, g?.pacote)).reverse());
      if (fila.length) void enviar();
    });
  }, [id, enviar]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void enviar();
      // Opened offline: the campaign read afresh, which downloads again and leaves the offline notice.
      void refetchRef.current();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => void enviar(), RETRY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [enviar]);

  /** A sala's label sets where the counter reads: from the download, else asked of the API. */
  const lerSala = async (salaId: string) => {
    const local = salaDoPacote(pacote, salaId);
    if (local) {
      setOnde({ setorId: local.setorId, salaId: local.sala.id });
      setAviso(null);
      return;
    }
    try {
      const found = await salaApi.get(api, salaId);
      setOnde({ setorId: found.setor.id, salaId: found.id });
      setAviso(null);
    } catch {
      setAviso(
        pacote
          ? 'Esta etiqueta de sala não é de um local deste inventário.'
          : 'Esta etiqueta de sala não foi encontrada.',
      );
    }
  };

  const guardar = async (detalhe: LeituraDetalhada) => {
    if (!onde.setorId) {
      setAviso('Escolha o setor (ou leia a etiqueta da sala) antes de ler os bens.');
      return false;
    }
    const leitura: LeituraNaFila = {
      inventarioId: id,
      id: crypto.randomUUID(),
      leitura: detalhe.leitura,
      ...(onde.salaId ? { sala_id: onde.salaId } : { setor_id: onde.setorId }),
      estado_conservacao: detalhe.estado_conservacao,
      // The phone's clock: kept with the reading, never trusted to order it after its arrival (decision 068).
      contado_em: new Date().toISOString(),
      dispositivo: navigator.userAgent.slice(0, 120),
      observacao: detalhe.observacao,
      terceiro: detalhe.terceiro,
      sem_etiqueta: detalhe.sem_etiqueta,
      ...(detalhe.foto ? { foto: detalhe.foto } : {}),
    };
    await enfileirar(leitura);
    setLinhas((ls) => [linhaDaFila(leitura, pacote), ...ls]);
    setAviso(null);
    void enviar();
    return true;
  };

  const registrar = async (lido: string) => {
    const value = lido.trim();
    if (!value) return;
    const sala = SALA_QR.exec(value)?.[1];
    if (sala) {
      await lerSala(sala);
      setTexto('');
      return;
    }
    const ok = await guardar({
      leitura: value,
      observacao: null,
      terceiro: false,
      sem_etiqueta: false,
      estado_conservacao: estado,
    });
    if (!ok) return;
    setTexto('');
    setEstado(null);
    input.current?.focus();
  };

  if (!data && inventario.isError && !guardado)
    return (
      <PageContainer title={<PageTitle>Contagem</PageTitle>}>
        <LoadError message="Não foi possível carregar o inventário." onRetry={() => inventario.refetch()} />
      </PageContainer>
    );
  const naFilaCount = linhas.filter((l) => l.estado === 'fila').length;
  const offline = !inventario.data && Boolean(data);
  return (
    <PageContainer
      title={<PageTitle>{data ? `Contagem — ${data.titulo}` : 'Contagem'}</PageTitle>}
      loading={!data && inventario.isPending}
    >
      {data ? (
        <Flex vertical gap="middle">
          <Link to={paths.inventario(data.id)}>Voltar ao inventário</Link>
          {offline ? (
            <Alert
              type="info"
              showIcon
              message={`Sem conexão com o servidor: contando com o que foi baixado em ${formatDateTime(guardado!.baixadoEm)}. As leituras ficam neste aparelho até a conexão voltar.`}
            />
          ) : null}
          {!data.acoes.contar ? (
            <Alert
              type="warning"
              showIcon
              message={
                data.estado === 'aberta'
                  ? 'Só os membros da comissão ou um usuário com a permissão Inventário: Editar registram leituras.'
                  : 'O inventário está encerrado: não recebe mais leituras.'
              }
            />
          ) : (
            <>
              <OndeCard inventario={data} pacote={pacote} onde={onde} onChange={setOnde} />
              <Card size="small" title="Leitura">
                <Flex vertical gap="small">
                  <Flex gap="small" wrap>
                    <Input.Search
                      ref={(el) => {
                        input.current = el;
                      }}
                      aria-label="Número do bem ou leitura da etiqueta"
                      placeholder="Número do bem ou etiqueta"
                      enterButton="Registrar"
                      autoFocus
                      value={texto}
                      onChange={(e) => setTexto(e.target.value)}
                      onSearch={(v) => void registrar(v)}
                      style={{ flex: 1, minWidth: 220 }}
                    />
                    <Select
                      aria-label="Estado de conservação visto"
                      placeholder="Estado visto (opcional)"
                      allowClear
                      style={{ minWidth: 200 }}
                      value={estado ?? undefined}
                      options={ESTADOS_CONSERVACAO.map((e) => ({ value: e, label: ESTADO_LABELS[e] }))}
                      onChange={(v?: EstadoConservacao) => setEstado(v ?? null)}
                    />
                    <Button icon={<CameraOutlined />} onClick={() => setCamera((c) => !c)}>
                      {camera ? 'Desligar câmera' : 'Ligar câmera'}
                    </Button>
                    <LeituraDialog
                      trigger={<Button icon={<FormOutlined />}>Foto ou observação</Button>}
                      onRegistrar={async (d) => {
                        if (!(await guardar(d)))
                          throw new Error(
                            'Escolha o setor (ou leia a etiqueta da sala) antes de ler os bens.',
                          );
                      }}
                    />
                  </Flex>
                  {camera ? (
                    <Suspense
                      fallback={<Typography.Text type="secondary">Abrindo a câmera…</Typography.Text>}
                    >
                      <CameraLeitor onLeitura={(t) => void registrar(t)} />
                    </Suspense>
                  ) : null}
                  {aviso ? <Alert type="error" showIcon message={aviso} /> : null}
                </Flex>
              </Card>
              <Card size="small" title="Leituras deste aparelho">
                <Flex vertical gap="small">
                  <Flex gap="small" align="center" justify="space-between" wrap>
                    <Typography.Text role="status">
                      {naFilaCount === 0
                        ? 'Todas as leituras foram enviadas.'
                        : `${naFilaCount.toLocaleString('pt-BR')} ${naFilaCount === 1 ? 'leitura aguarda' : 'leituras aguardam'} envio${online ? '' : ' (sem conexão: serão enviadas quando ela voltar)'}.`}
                    </Typography.Text>
                    <Button
                      icon={<CloudUploadOutlined />}
                      disabled={naFilaCount === 0}
                      onClick={() => void enviar()}
                    >
                      Enviar agora
                    </Button>
                  </Flex>
                  <List
                    size="small"
                    dataSource={linhas.slice(0, 50)}
                    locale={{ emptyText: 'Nenhuma leitura ainda.' }}
                    renderItem={(l) => (
                      <List.Item
                        actions={
                          l.estado === 'recusada'
                            ? [
                                <Button
                                  key="descartar"
                                  size="small"
                                  onClick={async () => {
                                    await descartar(l.id);
                                    setLinhas((ls) => ls.filter((x) => x.id !== l.id));
                                  }}
                                >
                                  Descartar
                                </Button>,
                              ]
                            : []
                        }
                      >
                        <Flex vertical style={{ minWidth: 0 }}>
                          <Flex gap="small" align="center" wrap>
                            <LinhaTag linha={l} />
                            {(l.marcas ?? []).map((m) => (
                              <Tag key={m} color="purple">
                                {m}
                              </Tag>
                            ))}
                            <Typography.Text strong>{l.bem ?? l.leitura}</Typography.Text>
                          </Flex>
                          {l.recusa ? <Typography.Text type="danger">{l.recusa}</Typography.Text> : null}
                        </Flex>
                      </List.Item>
                    )}
                  />
                </Flex>
              </Card>
              <PacoteCard
                guardado={pacote ? guardado : undefined}
                baixando={baixando}
                erro={erroPacote}
                onBaixar={() => void (inventario.data ? baixar(inventario.data) : inventario.refetch())}
              />
            </>
          )}
        </Flex>
      ) : null}
    </PageContainer>
  );
}
