import { FileDoneOutlined, FileProtectOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { type Carga, type CargaBem, errorMessage } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  Field,
  formatMoney,
  LoadError,
  reportFailure,
  useToast,
} from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Alert, Button, Card, Descriptions, Flex, Radio, Select, Typography } from 'antd';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { ServidorSelect, servidorLabel } from '../../components/servidor-select.js';
import { issueTermo } from '../../components/termos.js';
import { useRemote } from '../../session/remote-context.js';
import { type CargaDe, nadaConstaPath, termoCargaPath, useCarga, useSetHead } from './api.js';
import { cargaDe, cargaTotal, type NadaConstaRecusa, nadaConstaRecusa } from './carga.js';

const COLUMNS: DataTableColumn<CargaBem>[] = [
  { title: 'Código', key: 'codigo', dataIndex: 'CodigoBEM', width: 84 },
  { title: 'Descrição', key: 'descricao', dataIndex: 'descricao', main: true },
  {
    title: 'Setor',
    key: 'local',
    ellipsis: true,
    minWidth: 180,
    render: (_v, b) => (b.setor ? `${b.secretaria.name} · ${b.setor.name}` : b.secretaria.name),
  },
  {
    title: 'Valor atual',
    dataIndex: 'valor_atual',
    width: 130,
    money: true,
    align: 'right',
    render: (value: string) => formatMoney(value),
  },
];

/**
 * /app/patrimonio/carga?servidor= | ?setor=: what a servidor answers for, or what a setor holds, with its
 * total (exact, every page), the setor's head, and the termo de responsabilidade and the nada consta
 * (decision 051). What it offers are the API's flags (`pode_imprimir`, `pode_definir_responsavel`).
 */
export function CargaPage() {
  const [params, setParams] = useSearchParams();
  const de = cargaDe(params);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const carga = useCarga(de, page);
  const choose = (next: CargaDe | null) => {
    setPage({ page: 1, limit: page.limit });
    setParams(next ? { [next.kind === 'setor' ? 'setor' : 'servidor']: next.id } : {});
  };

  return (
    <PageContainer title="Carga patrimonial" subTitle="O que cada servidor e cada setor tem sob a sua guarda">
      <Flex vertical gap="middle">
        <CargaChooser de={de} onChoose={choose} />
        {de === null ? (
          <Alert type="info" showIcon message="Escolha um servidor ou um setor para ver a sua carga." />
        ) : carga.isError ? (
          <LoadError message="Não foi possível carregar a carga." onRetry={() => carga.refetch()} />
        ) : (
          <>
            {carga.data ? <CargaHeader de={de} carga={carga.data} /> : null}
            <Card size="small">
              <DataTable<CargaBem>
                mode="server"
                label="Bens da carga"
                columns={COLUMNS}
                data={carga.data?.data}
                total={carga.data?.total}
                page={page.page}
                pageSize={page.limit}
                loading={carga.isPending}
                emptyText="Nenhum bem nesta carga."
                onQueryChange={(q) => setPage({ page: q.page, limit: q.pageSize })}
              />
            </Card>
          </>
        )}
      </Flex>
    </PageContainer>
  );
}

/** Whose carga: a servidor (searched) or a setor of the client (by secretaria). */
function CargaChooser({ de, onChoose }: { de: CargaDe | null; onChoose: (de: CargaDe | null) => void }) {
  const { session } = useRemote();
  const [kind, setKind] = useState<CargaDe['kind']>(de?.kind ?? 'responsavel');
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  // The setores are the client's: support, who works for every client, finds a carga by its servidor.
  const utils = useBemUtils(null, kind === 'setor' && !isSuporte);
  const secretaria = (id: string | null) => utils.data?.secretarias.find((s) => s.id === id)?.name;
  return (
    <Card size="small">
      <Flex gap="middle" wrap align="center">
        <Radio.Group
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          optionType="button"
          options={[
            { value: 'responsavel', label: 'Servidor' },
            { value: 'setor', label: 'Setor', disabled: isSuporte },
          ]}
        />
        {kind === 'responsavel' ? (
          <ServidorSelect
            aria-label="Servidor"
            style={{ minWidth: 280, flex: 1 }}
            value={de?.kind === 'responsavel' ? de.id : undefined}
            onChange={(id) => onChoose(id ? { kind: 'responsavel', id } : null)}
          />
        ) : (
          <Select
            aria-label="Setor"
            showSearch
            optionFilterProp="label"
            placeholder="Selecione o setor"
            notFoundContent="Nenhum item encontrado..."
            loading={utils.isPending}
            style={{ minWidth: 280, flex: 1 }}
            value={de?.kind === 'setor' ? de.id : undefined}
            onChange={(id: string) => onChoose({ kind: 'setor', id })}
            options={utils.data?.setores.map((s) => ({
              value: s.id,
              label: `${secretaria(s.secretaria_id) ?? ''} · ${s.name}`,
            }))}
          />
        )}
      </Flex>
    </Card>
  );
}

/** Who holds the carga, its total, and its documents: the termo and, for a servidor, the nada consta. */
function CargaHeader({ de, carga }: { de: CargaDe; carga: Carga }) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [issuing, setIssuing] = useState<'termo' | 'nada' | null>(null);
  const [recusa, setRecusa] = useState<NadaConstaRecusa | null>(null);
  const issue = (what: 'termo' | 'nada', path: string) => async () => {
    setIssuing(what);
    setRecusa(null);
    try {
      // The nada consta's refusal is shown here with what blocks it, not as the error toast.
      const silent = what === 'nada';
      await openDocument(api, session.apiBaseUrl, () => issueTermo(api, path, {}, { silent }));
    } catch (error) {
      const refused = what === 'nada' ? await nadaConstaRecusa(error) : null;
      if (refused) setRecusa(refused);
      else if (what === 'nada' && isHTTPError(error) && error.response.status < 500)
        toast.error(await errorMessage(error));
      else reportFailure(toast, error);
    } finally {
      setIssuing(null);
    }
  };
  const servidor = de.kind === 'responsavel';
  return (
    <Card
      size="small"
      title={servidor ? carga.responsavel?.nome : `Setor ${carga.setor?.name ?? ''}`}
      extra={
        carga.pode_imprimir ? (
          <Flex gap="small" wrap>
            <Button
              icon={<FileProtectOutlined />}
              loading={issuing === 'termo'}
              disabled={carga.total === 0}
              onClick={issue('termo', termoCargaPath(de))}
            >
              Termo de responsabilidade
            </Button>
            {servidor ? (
              <Button
                icon={<FileDoneOutlined />}
                loading={issuing === 'nada'}
                onClick={issue('nada', nadaConstaPath(de.id))}
              >
                Nada consta
              </Button>
            ) : null}
          </Flex>
        ) : null
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        {servidor && carga.responsavel ? (
          <Descriptions.Item label="Servidor">{servidorLabel(carga.responsavel)}</Descriptions.Item>
        ) : null}
        {servidor ? null : (
          <Descriptions.Item label="Responsável do setor">
            <Flex gap="small" align="center" wrap>
              <span>{carga.responsavel ? servidorLabel(carga.responsavel) : 'Sem responsável'}</span>
              {carga.pode_definir_responsavel ? <HeadDialog setorId={de.id} carga={carga} /> : null}
            </Flex>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Total">
          <Typography.Text strong>{cargaTotal(carga)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {recusa ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRecusa(null)}
          style={{ marginTop: 12 }}
          message={recusa.message}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {[...recusa.bens, ...recusa.cautelas].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Card>
  );
}

/** 'Alterar responsável' of a setor: an active servidor, or none. */
function HeadDialog({ setorId, carga }: { setorId: string; carga: Carga }) {
  const toast = useToast();
  const save = useSetHead();
  return (
    <DialogForm<{ servidor_id?: string | null }>
      title="Responsável do setor"
      trigger={
        <Button size="small" icon={<UserSwitchOutlined />}>
          Alterar responsável
        </Button>
      }
      width={520}
      okText="Salvar"
      initialValues={{ servidor_id: carga.responsavel?.id ?? null }}
      onFinish={async (values) => {
        await save.mutateAsync({ setorId, servidorId: values.servidor_id ?? null });
        toast.success('Responsável do setor atualizado com sucesso!');
      }}
    >
      <Field
        name="servidor_id"
        text="Responsável"
        span={24}
        extra="Os bens postos no setor passam a tê-lo como responsável. Vazio: o setor fica sem responsável."
      >
        <ServidorSelect allowClear />
      </Field>
    </DialogForm>
  );
}
