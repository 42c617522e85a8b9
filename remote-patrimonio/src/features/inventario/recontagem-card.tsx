import {
  type Divergencia,
  type Empate,
  ESTADO_RECONTAGEM_LABELS,
  estadoConservacaoTexto,
  type Inventario,
  lugarInventarioTexto,
  type Recontagem,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  formatDateTime,
  LoadError,
  reportFailure,
  useToast,
} from '@gp/shared-ui';
import { Alert, Button, Card, Flex, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useConcluirRecontagem,
  useDecidirEmpate,
  usePedirRecontagem,
  useRecontagens,
} from './recontagem-api.js';

/** Where a recount or a count places things: "Almoxarifado · Sala 12 (S-12)", or the setor alone. */
const lugarTexto = (l: { setor: { name: string } | null; sala: { codigo: string; nome: string } | null }) =>
  lugarInventarioTexto(l as Divergencia['lido']) ?? '—';

/** What one count found of a tied asset: where and in which state, or not found. */
function contagemTexto(c: Empate['primeira']) {
  if (!c) return 'Não encontrado';
  const estado = estadoConservacaoTexto(c.estado_conservacao);
  return `${lugarTexto(c)}${estado ? ` · ${estado}` : ''}`;
}

/** The place of a divergence a recount asks for: where it was read, else where the register has it. */
export function lugarDaDivergencia(d: Divergencia) {
  const l = d.lido ?? d.registrado;
  if (l?.sala) return { body: { sala_id: l.sala.id }, rotulo: `a sala ${l.sala.nome} (${l.sala.codigo})` };
  if (l?.setor) return { body: { setor_id: l.setor.id }, rotulo: `o setor ${l.setor.name}` };
  return null;
}

/**
 * Asks a second count of a place (decision 070): the president names another member of the commission;
 * the API checks the member (not the first count's) and that the place has divergences.
 */
export function RecontagemButton({
  inventario,
  lugar,
}: {
  inventario: Inventario;
  lugar: NonNullable<ReturnType<typeof lugarDaDivergencia>>;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ servidor_id: string }>();
  const pedir = usePedirRecontagem();
  const toast = useToast();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Recontar
      </Button>
      <Modal
        open={open}
        title={`Segunda contagem d${lugar.rotulo}`}
        okText="Pedir recontagem"
        cancelText="Cancelar"
        confirmLoading={pedir.isPending}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={async () => {
          const values = await form.validateFields();
          try {
            await pedir.mutateAsync({
              inventarioId: inventario.id,
              body: { ...lugar.body, servidor_id: values.servidor_id },
            });
            toast.success('Recontagem pedida.');
            setOpen(false);
          } catch (error) {
            reportFailure(toast, error);
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Typography.Paragraph type="secondary">
            Outro membro da comissão conta o local de novo. Onde as duas contagens discordarem, o presidente
            decide qual vale.
          </Typography.Paragraph>
          <Form.Item
            name="servidor_id"
            label="Membro da comissão que fará a segunda contagem"
            rules={[{ required: true, message: 'Escolha o membro da comissão.' }]}
          >
            <Select
              options={inventario.comissao.map((m) => ({ value: m.servidor.id, label: m.servidor.nome }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * The campaign's second counts and the ties they left (decision 070): each recount with its member and
 * state (concluded by its member or the president), and each tie with what each count found and the
 * president's "vale a 1ª / vale a 2ª contagem", as the API's `acoes` say.
 */
export function RecontagemCard({ inventario }: { inventario: Inventario }) {
  const query = useRecontagens(inventario.id);
  const concluir = useConcluirRecontagem();
  const decidir = useDecidirEmpate();
  const toast = useToast();
  const data = query.data;
  if (query.isError)
    return (
      <Card size="small" title="Segunda contagem">
        <LoadError message="Não foi possível carregar as recontagens." onRetry={() => query.refetch()} />
      </Card>
    );
  if (!data || (data.recontagens.length === 0 && data.empates.length === 0)) return null;

  const recontagemColumns: DataTableColumn<Recontagem>[] = [
    { title: 'Local', key: 'lugar', main: true, render: (_v, r) => lugarTexto(r) },
    { title: 'Membro', key: 'servidor', minWidth: 160, render: (_v, r) => r.servidor.nome },
    {
      title: 'Situação',
      key: 'estado',
      width: 140,
      render: (_v, r) => (
        <Tag color={r.estado === 'aberta' ? 'processing' : 'default'}>
          {ESTADO_RECONTAGEM_LABELS[r.estado]}
        </Tag>
      ),
    },
    { title: 'Pedida em', key: 'pedido_em', width: 150, render: (_v, r) => formatDateTime(r.pedido_em) },
    {
      title: 'Ações',
      key: 'acoes',
      width: 120,
      render: (_v, r) =>
        r.acoes.concluir ? (
          <Button
            size="small"
            loading={concluir.isPending && concluir.variables?.recontagemId === r.id}
            onClick={async () => {
              try {
                await concluir.mutateAsync({ inventarioId: inventario.id, recontagemId: r.id });
                toast.success('Recontagem concluída.');
              } catch (error) {
                reportFailure(toast, error);
              }
            }}
          >
            Concluir
          </Button>
        ) : null,
    },
  ];

  const decide = async (e: Empate, rodada: 1 | 2) => {
    try {
      await decidir.mutateAsync({ inventarioId: inventario.id, bemId: e.bem.id, rodada });
      toast.success(`Vale a ${rodada}ª contagem para o bem ${e.bem.CodigoBEM}.`);
    } catch (error) {
      reportFailure(toast, error);
    }
  };
  const empateColumns: DataTableColumn<Empate>[] = [
    {
      title: 'Bem',
      key: 'bem',
      main: true,
      render: (_v, e) => `${e.bem.CodigoBEM} – ${e.bem.descricao}`,
    },
    { title: '1ª contagem', key: 'primeira', minWidth: 180, render: (_v, e) => contagemTexto(e.primeira) },
    { title: '2ª contagem', key: 'segunda', minWidth: 180, render: (_v, e) => contagemTexto(e.segunda) },
    {
      title: 'Decisão',
      key: 'decisao',
      minWidth: 260,
      render: (_v, e) => {
        const quem = e.decisao
          ? `Vale a ${e.decisao}ª${e.decidido_por ? ` (${e.decidido_por.name})` : ''}`
          : 'Aguarda o presidente';
        if (!inventario.acoes.recontar) return quem;
        const busy = decidir.isPending && decidir.variables?.bemId === e.bem.id;
        return (
          <Space wrap size="small">
            <Button
              size="small"
              type={e.decisao === 1 ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => decide(e, 1)}
            >
              Vale a 1ª contagem
            </Button>
            <Button
              size="small"
              type={e.decisao === 2 ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => decide(e, 2)}
            >
              Vale a 2ª contagem
            </Button>
          </Space>
        );
      },
    },
  ];

  const pendentes = data.empates_pendentes;
  return (
    <Card size="small" title="Segunda contagem">
      <Flex vertical gap="small">
        <DataTable<Recontagem>
          label="Recontagens"
          rowKey="id"
          columns={recontagemColumns}
          data={data.recontagens}
          emptyText="Nenhuma recontagem pedida."
        />
        {data.empates.length > 0 ? (
          <>
            {pendentes > 0 ? (
              <Alert
                type="warning"
                showIcon
                message={`${pendentes.toLocaleString('pt-BR')} ${pendentes === 1 ? 'empate aguarda' : 'empates aguardam'} a decisão do presidente: o inventário só é encerrado depois.`}
              />
            ) : null}
            <DataTable<Empate>
              label="Empates entre as contagens"
              rowKey={(e) => e.bem.id}
              columns={empateColumns}
              data={data.empates}
              emptyText="Nenhum empate."
            />
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
