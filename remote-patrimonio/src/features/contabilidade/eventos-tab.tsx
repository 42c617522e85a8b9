import { EditOutlined, UndoOutlined } from '@ant-design/icons';
import {
  contaEventoLabel,
  type EventoContabil,
  NATUREZA_LANCAMENTO_LABELS,
  PAPEIS_CONTA,
  PAPEL_CONTA_LABELS,
  type UpdateEventoContabilBody,
  UpdateEventoContabilBodySchema,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  Field,
  FormIssues,
  type Issue,
  LoadError,
  schemaIssues,
  useToast,
} from '@gp/shared-ui';
import { AutoComplete, Button, Card, Flex, Input, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import * as v from 'valibot';
import { useEventos, useRestaurarEvento, useSalvarEvento } from './api.js';

type EventoFormValues = { debito?: string; credito?: string; historico?: string };

/** The category's accounts offered by name; any PCASP code may be typed instead. */
const CONTA_OPTIONS = PAPEIS_CONTA.map((p) => ({ value: p, label: `${PAPEL_CONTA_LABELS[p]} — ${p}` }));

/** An account of the table: a role in words (its code beneath), or the PCASP code. */
function Conta({ conta }: { conta: string }) {
  const label = contaEventoLabel(conta);
  if (label === conta) return <Typography.Text code>{conta}</Typography.Text>;
  return (
    <Flex vertical>
      <span>{label}</span>
      <Typography.Text type="secondary">{conta}</Typography.Text>
    </Flex>
  );
}

/**
 * The form's values as the PUT body (support names the client), or the issues under the fields: the
 * contract's PCASP check, with its Portuguese messages.
 */
export function toEventoBody(
  values: EventoFormValues,
  clienteId: string | null,
): { body: UpdateEventoContabilBody } | { issues: Issue[] } {
  const parsed = v.safeParse(UpdateEventoContabilBodySchema, {
    debito: values.debito ?? '',
    credito: values.credito ?? '',
    historico: values.historico ?? '',
    ...(clienteId ? { cliente_id: clienteId } : {}),
  });
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}

/** Edits a kind's debit and credit accounts and history (the events written from then on). */
function EventoDialog({ evento, clienteId }: { evento: EventoContabil; clienteId: string | null }) {
  const toast = useToast();
  const save = useSalvarEvento();
  return (
    <DialogForm<EventoFormValues>
      title={`Editar evento: ${evento.descricao}`}
      width={640}
      trigger={
        <Button size="small" icon={<EditOutlined />} aria-label={`Editar evento ${evento.descricao}`}>
          Editar
        </Button>
      }
      initialValues={{ debito: evento.debito, credito: evento.credito, historico: evento.historico }}
      onFinish={async (values) => {
        const result = toEventoBody(values, clienteId);
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ evento: evento.evento, body: result.body });
        toast.success('Evento contábil atualizado: vale para os lançamentos seguintes.');
      }}
    >
      <Row gutter={16}>
        <Field
          name="debito"
          text="Conta de débito"
          span={12}
          required="Informe a conta de débito."
          extra={`Padrão do MCASP: ${contaEventoLabel(evento.padrao.debito)}`}
        >
          <AutoComplete options={CONTA_OPTIONS} placeholder="3.3.3.1.1.00.00" />
        </Field>
        <Field
          name="credito"
          text="Conta de crédito"
          span={12}
          required="Informe a conta de crédito."
          extra={`Padrão do MCASP: ${contaEventoLabel(evento.padrao.credito)}`}
        >
          <AutoComplete options={CONTA_OPTIONS} placeholder="[bem]" />
        </Field>
        <Field name="historico" text="Histórico" span={24} required="Informe o histórico.">
          <Input maxLength={200} autoComplete="off" />
        </Field>
      </Row>
    </DialogForm>
  );
}

/** Brings back the MCASP default of a kind the client changed. */
function RestaurarButton({ evento, clienteId }: { evento: EventoContabil; clienteId: string | null }) {
  const toast = useToast();
  const restaurar = useRestaurarEvento();
  return (
    <Popconfirm
      title="Restaurar o padrão do MCASP?"
      description={`${contaEventoLabel(evento.padrao.debito)} / ${contaEventoLabel(evento.padrao.credito)}: vale para os lançamentos seguintes.`}
      okText="Restaurar"
      cancelText="Cancelar"
      onConfirm={async () => {
        await restaurar.mutateAsync({ evento: evento.evento, clienteId });
        toast.success('Padrão do MCASP restaurado.');
      }}
    >
      <Button
        size="small"
        icon={<UndoOutlined />}
        aria-label={`Restaurar o padrão do evento ${evento.descricao}`}
      >
        Restaurar o padrão
      </Button>
    </Popconfirm>
  );
}

/**
 * The client's table of accounting events (docs/domain.md, "Lançamentos contábeis e RMB"): per kind of
 * movement, the debit and credit accounts (a PCASP code or the category's account, in words), the history
 * and whether it is the MCASP default or the client's own. Editing and restoring the default appear only
 * when the API says the caller may (`acoes.editar`, the rule that guards the writes).
 */
export function EventosTab({ clienteId }: { clienteId: string | null }) {
  const query = useEventos(clienteId, true);
  const editar = query.data?.acoes.editar ?? false;
  const columns = useMemo<DataTableColumn<EventoContabil>[]>(
    () => [
      {
        title: 'Evento',
        key: 'evento',
        render: (_v, e) => (
          <Flex vertical>
            <strong>{e.descricao}</strong>
            <Typography.Text type="secondary">{NATUREZA_LANCAMENTO_LABELS[e.natureza]}</Typography.Text>
          </Flex>
        ),
      },
      { title: 'Débito', dataIndex: 'debito', width: 220, render: (c: string) => <Conta conta={c} /> },
      { title: 'Crédito', dataIndex: 'credito', width: 220, render: (c: string) => <Conta conta={c} /> },
      { title: 'Histórico', dataIndex: 'historico', width: 220 },
      {
        title: 'Origem',
        dataIndex: 'proprio',
        width: 150,
        render: (proprio: boolean) =>
          proprio ? <Tag color="blue">Próprio do cliente</Tag> : <Tag>Padrão do MCASP</Tag>,
      },
      ...(editar
        ? [
            {
              title: 'Ações',
              key: 'acoes',
              width: 170,
              render: (_v: unknown, e: EventoContabil) => (
                <Space wrap>
                  <EventoDialog evento={e} clienteId={clienteId} />
                  {e.proprio ? <RestaurarButton evento={e} clienteId={clienteId} /> : null}
                </Space>
              ),
            },
          ]
        : []),
    ],
    [editar, clienteId],
  );
  return (
    <Card size="small" title="Tabela de eventos contábeis">
      {query.isError ? (
        <LoadError message="Não foi possível carregar a tabela de eventos." onRetry={() => query.refetch()} />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            As contas de débito e de crédito e o histórico de cada tipo de movimentação. As contas da
            categoria do bem valem a de cada bem; uma mudança vale para os lançamentos gerados depois dela.
          </Typography.Text>
          <DataTable<EventoContabil>
            label="Tabela de eventos contábeis"
            rowKey="evento"
            columns={columns}
            data={query.data?.data}
            loading={query.isPending}
            emptyText="Nenhum evento contábil."
            size="small"
            defaultPageSize={50}
          />
        </Flex>
      )}
    </Card>
  );
}
