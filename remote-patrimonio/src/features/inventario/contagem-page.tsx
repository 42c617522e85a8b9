import { CameraOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  type EstadoConservacao,
  type Inventario,
  type Sala,
} from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, Button, Card, Flex, Input, List, Select, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { useRemote } from '../../session/remote-context.js';
import { inventarioApi, salaApi, salasDoSetor } from './api.js';
import { descartar, enfileirar, enviarFila, type LeituraNaFila, naFila } from './contagem-fila.js';

const CameraLeitor = lazy(() => import('./camera-leitor.js'));

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
};

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
  onde,
  onChange,
}: {
  inventario: Inventario;
  onde: Onde;
  onChange: (o: Onde) => void;
}) {
  const { api } = useRemote();
  const fixedSetor = inventario.setor?.id ?? null;
  const utils = useBemUtils(inventario.cliente_id, fixedSetor === null);
  const [salas, setSalas] = useState<Sala[]>([]);
  useEffect(() => {
    if (!onde.setorId) return setSalas([]);
    let live = true;
    salasDoSetor(api, onde.setorId).then(
      (xs) => live && setSalas(xs),
      () => live && setSalas([]),
    );
    return () => {
      live = false;
    };
  }, [api, onde.setorId]);
  const setores = (utils.data?.setores ?? []).filter(
    (s) => !inventario.secretaria || s.secretaria_id === inventario.secretaria.id,
  );
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

/**
 * /app/patrimonio/inventario/{id}/contagem: the counting screen a commission member opens on the phone
 * (decision 063). Each label read — typed, by a barcode reader that types, or by the camera — goes first to
 * the device's queue (IndexedDB), then to the API in pieces: readings made without a connection wait and
 * are sent when it returns, and the screen says what waits. In a blind count the API answers no comparison
 * and the screen shows none.
 */
export function ContagemPage() {
  const { id = '' } = useParams();
  const { api, paths } = useRemote();
  const inventario = inventarioApi.useRecord(id);
  const data = inventario.data;
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
                  bem: r.bem ? `${r.bem.CodigoBEM} – ${r.bem.descricao}` : undefined,
                  situacao: r.situacao,
                }
              : l;
          }),
        );
        setAviso(null);
      } else if (envio.estado === 'recusado') setAviso(envio.mensagem);
      const fila = await naFila(id);
      const recusadas = new Map(fila.filter((l) => l.recusa).map((l) => [l.id, l.recusa]));
      setLinhas((ls) =>
        ls.map((l) => (recusadas.has(l.id) ? { ...l, estado: 'recusada', recusa: recusadas.get(l.id) } : l)),
      );
    } finally {
      const again: boolean = (sending.current as string) === 'again';
      sending.current = 'idle';
      if (again) void enviarRef.current();
    }
  }, [api, id]);
  const enviarRef = useRef(enviar);
  enviarRef.current = enviar;

  // What a closed tab or a lost connection left in the queue shows at once, and is sent.
  useEffect(() => {
    if (!id) return;
    naFila(id).then((fila) => {
      setLinhas(
        fila
          .map(
            (l): Linha =>
              l.recusa
                ? { id: l.id, leitura: l.leitura, estado: 'recusada', recusa: l.recusa }
                : { id: l.id, leitura: l.leitura, estado: 'fila' },
          )
          .reverse(),
      );
      if (fila.length) void enviar();
    });
  }, [id, enviar]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void enviar();
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

  const registrar = async (lido: string) => {
    const value = lido.trim();
    if (!value) return;
    const sala = SALA_QR.exec(value)?.[1];
    if (sala) {
      try {
        const found = await salaApi.get(api, sala);
        setOnde({ setorId: found.setor.id, salaId: found.id });
        setAviso(null);
      } catch {
        setAviso('Esta etiqueta de sala não foi encontrada.');
      }
      setTexto('');
      return;
    }
    if (!onde.setorId) {
      setAviso('Escolha o setor (ou leia a etiqueta da sala) antes de ler os bens.');
      return;
    }
    const leitura: LeituraNaFila = {
      inventarioId: id,
      id: crypto.randomUUID(),
      leitura: value,
      ...(onde.salaId ? { sala_id: onde.salaId } : { setor_id: onde.setorId }),
      estado_conservacao: estado,
      contado_em: new Date().toISOString(),
      dispositivo: navigator.userAgent.slice(0, 120),
    };
    await enfileirar(leitura);
    setLinhas((ls) => [{ id: leitura.id, leitura: value, estado: 'fila' }, ...ls]);
    setTexto('');
    setEstado(null);
    input.current?.focus();
    void enviar();
  };

  if (inventario.isError && !data)
    return (
      <PageContainer title={<PageTitle>Contagem</PageTitle>}>
        <LoadError message="Não foi possível carregar o inventário." onRetry={() => inventario.refetch()} />
      </PageContainer>
    );
  const naFilaCount = linhas.filter((l) => l.estado === 'fila').length;
  return (
    <PageContainer
      title={<PageTitle>{data ? `Contagem — ${data.titulo}` : 'Contagem'}</PageTitle>}
      loading={inventario.isPending}
    >
      {data ? (
        <Flex vertical gap="middle">
          <Link to={paths.inventario(data.id)}>Voltar ao inventário</Link>
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
              <OndeCard inventario={data} onde={onde} onChange={setOnde} />
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
                            <Typography.Text strong>{l.bem ?? l.leitura}</Typography.Text>
                          </Flex>
                          {l.recusa ? <Typography.Text type="danger">{l.recusa}</Typography.Text> : null}
                        </Flex>
                      </List.Item>
                    )}
                  />
                </Flex>
              </Card>
            </>
          )}
        </Flex>
      ) : null}
    </PageContainer>
  );
}
