import {
  BRASIL_LATITUDE,
  BRASIL_LONGITUDE,
  COMPANY_UFS,
  formatCoordinates,
  type ObraDetail,
  openMapUrl,
  type SituacaoEvento,
  TIPO_OBRA_LABELS,
  TIPOS_OBRA,
} from '@gp/shared-contracts';
import {
  CEP_MASK,
  DataTable,
  datePickerDefaults,
  Field,
  formatDate,
  formatMoney,
  MaskedInput,
  MoneyInput,
} from '@gp/shared-ui';
import { RecordForm, RecordPage, useRecordRoute } from '@gp/shared-ui/list';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SecretariaSelect } from '../../components/lookup-selects.js';
import type { ObrasRegister } from '../../paths.js';
import { ClientSelect, FornecedorSelect, useRemote } from '../../session/remote-context.js';
import { AcompanhamentosTimeline } from './acompanhamentos-timeline.js';
import { AditivosCard } from './aditivos-card.js';
import { useObra, useSaveObra } from './api.js';
import { CronogramaCard } from './cronograma-card.js';
import { EvolucaoCard } from './evolucao-card.js';
import { IncorporacaoCard } from './incorporacao-card.js';
import { newObraValues, type ObraFormValues, obraToValues, toObraBody } from './obra-form.js';
import { ObraRegistros } from './obra-registros.js';
import { Executado, formatPercent } from './obras-page.js';
import { PagamentosCard } from './pagamentos-card.js';
import { ParalisacoesCard } from './paralisacoes-card.js';
import { PlanilhaCard } from './planilha-card.js';
import { RecebimentosCard } from './recebimentos-card.js';
import { RelatoriosCard } from './relatorios-card.js';
import { SituacaoDialog, SituacaoTag } from './situacao.js';

const NOUN = { noun: 'obra', feminine: true };

/** /app/obras/obra/criar and /editar?id=: the work; on edit also its figures, amendments and history. */
export function ObraFormPage() {
  const route = useRecordRoute();
  const [query] = useSearchParams();
  const obra = useObra(route.id);
  const save = useSaveObra();
  const navigate = useNavigate();
  const { paths } = useRemote();
  const back = () => navigate(paths.list('obra'));
  return (
    <RecordPage<ObraDetail>
      {...NOUN}
      route={route}
      query={obra}
      onBack={back}
      describe={(o) => `${o.numero} — ${o.objeto}`}
      extra={(o) => [<SituacaoDialog key="situacao" obra={o} />]}
    >
      {(record) => (
        <>
          {record ? <ObraResumo obra={record} /> : null}
          <RecordForm<ObraFormValues, ObraDetail>
            {...NOUN}
            key={record?.updated_at ?? 'new'}
            record={record}
            idOf={(o) => o.id}
            onCancel={back}
            initialValues={record ? obraToValues(record) : newObraValues(query.get('clientId'))}
            toBody={(values) => toObraBody(values, record?.id ?? null)}
            save={(request) => save.mutateAsync(request)}
            saving={save.isPending}
            afterSave={(saved, created) => {
              if (created) navigate(paths.edit('obra', saved.id));
            }}
          >
            {(form) => <ObraFields form={form} record={record} />}
          </RecordForm>
          {record ? <AditivosCard obra={record} /> : null}
          {record ? <EvolucaoCard obraId={record.id} /> : null}
          {record ? <PlanilhaCard obraId={record.id} /> : null}
          {record ? <CronogramaCard obraId={record.id} /> : null}
          {record ? <RelatoriosCard obraId={record.id} /> : null}
          {record ? <ObraRegistros obra={record} /> : null}
          {record ? <PagamentosCard obraId={record.id} /> : null}
          {record ? <RecebimentosCard obra={record} /> : null}
          {record ? <IncorporacaoCard obra={record} /> : null}
          {record ? <ParalisacoesCard obra={record} /> : null}
          {record ? <HistoricoCard obra={record} /> : null}
          {record ? <AcompanhamentosTimeline obraId={record.id} /> : null}
        </>
      )}
    </RecordPage>
  );
}

function ObraFields({
  form,
  record,
}: {
  form: ReturnType<typeof Form.useForm<ObraFormValues>>[0];
  record: ObraDetail | null;
}) {
  const clienteId = (Form.useWatch('cliente_id', form) as string | undefined) ?? record?.cliente_id ?? null;
  const date = <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />;
  return (
    <>
      <Card title="Identificação" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {record ? null : (
            <Field name="cliente_id" text="Cliente" span={12} required="Informe o cliente da obra.">
              <ClientSelect onChange={() => form.setFieldValue('secretaria_id', undefined)} />
            </Field>
          )}
          <Field name="numero" text="Número" span={6} required="Informe o número da obra.">
            <Input maxLength={30} autoComplete="off" />
          </Field>
          <Field name="tipo" text="Tipo" span={6} required="Informe o tipo da obra.">
            <Select options={TIPOS_OBRA.map((t) => ({ value: t, label: TIPO_OBRA_LABELS[t] }))} />
          </Field>
          <Field name="objeto" text="Objeto" required="Informe o objeto da obra.">
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
          <Field
            name="secretaria_id"
            text="Secretaria responsável"
            span={12}
            required="Informe a secretaria responsável."
          >
            <SecretariaSelect clienteId={clienteId} />
          </Field>
          <Field name="fonte_recursos" text="Fonte de recursos" span={12}>
            <Input maxLength={255} autoComplete="off" />
          </Field>
        </Row>
      </Card>
      <Card title="Contrato" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Field name="contrato_numero" text="Número do contrato" span={6}>
            <Input maxLength={30} autoComplete="off" />
          </Field>
          {/* TCE-SP AUDESP's CodigoAjuste, given when the contract was first sent (decision 066). */}
          <Field name="codigo_ajuste" text="Código do ajuste (AUDESP)" span={6}>
            <Input maxLength={13} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field name="fornecedor_id" text="Contratada" span={12}>
            <FornecedorSelect />
          </Field>
          <Field
            name="valor_contratado"
            text="Valor contratado"
            span={8}
            required="Informe o valor contratado."
          >
            <MoneyInput />
          </Field>
          <Field name="data_inicio" text="Início" span={8}>
            {date}
          </Field>
          <Field name="prazo_dias" text="Prazo (dias)" span={8}>
            <InputNumber min={1} max={36500} precision={0} style={{ width: '100%' }} />
          </Field>
          <Field name="previsao_conclusao" text="Previsão de conclusão" span={8}>
            {date}
          </Field>
        </Row>
      </Card>
      <Card title="Localização" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Field name="cep" text="CEP" span={4}>
            <MaskedInput mask={CEP_MASK} placeholder="00000-000" autoComplete="off" />
          </Field>
          <Field name="endereco" text="Endereço" span={12}>
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field name="bairro" text="Bairro" span={8}>
            <Input maxLength={120} autoComplete="off" />
          </Field>
          <Field name="cidade" text="Cidade" span={8}>
            <Input maxLength={120} autoComplete="off" />
          </Field>
          <Field name="uf" text="UF" span={4}>
            <Select
              allowClear
              showSearch
              placeholder="UF"
              options={COMPANY_UFS.map((uf) => ({ value: uf, label: uf }))}
            />
          </Field>
          <Field name="latitude" text="Latitude" span={6}>
            <InputNumber
              min={BRASIL_LATITUDE.min}
              max={BRASIL_LATITUDE.max}
              step={0.000001}
              decimalSeparator=","
              style={{ width: '100%' }}
            />
          </Field>
          <Field name="longitude" text="Longitude" span={6}>
            <InputNumber
              min={BRASIL_LONGITUDE.min}
              max={BRASIL_LONGITUDE.max}
              step={0.000001}
              decimalSeparator=","
              style={{ width: '100%' }}
            />
          </Field>
          <Form.Item noStyle dependencies={['latitude', 'longitude']}>
            {({ getFieldValue }) => (
              <MapLink latitude={getFieldValue('latitude')} longitude={getFieldValue('longitude')} />
            )}
          </Form.Item>
        </Row>
      </Card>
    </>
  );
}

/** The work's place on the open map (OpenStreetMap), once both coordinates are given. */
function MapLink({ latitude, longitude }: { latitude: unknown; longitude: unknown }) {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return (
    <Typography.Paragraph style={{ width: '100%', paddingInline: 8 }}>
      Coordenadas {formatCoordinates(latitude, longitude)}:{' '}
      <a href={openMapUrl(latitude, longitude)} target="_blank" rel="noreferrer">
        ver no mapa (OpenStreetMap)
      </a>
    </Typography.Paragraph>
  );
}

/** The work's figures: contract, amendments, total, measured and executed, situação; and its records. */
function ObraResumo({ obra }: { obra: ObraDetail }) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const records: [ObrasRegister, string][] = [
    ['medicao', 'Medições'],
    ['ordemservico', 'Ordens de serviço'],
    ['cadastronacional', 'Cadastro Nacional'],
    ['licencaambiental', 'Licenças ambientais'],
    ['responsabilidadetecnica', 'Responsabilidades técnicas'],
    ['acompanhamento', 'Acompanhamentos'],
  ];
  return (
    <Card title="Resumo" size="small" style={{ marginBottom: 16 }}>
      {obra.sem_cno ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Obra iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo."
        />
      ) : null}
      {obra.paralisacao ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Obra paralisada desde ${formatDate(obra.paralisacao.data)}: ${obra.paralisacao.motivo}`}
          description={
            obra.paralisacao.previsao_reinicio
              ? `Previsão de reinício: ${formatDate(obra.paralisacao.previsao_reinicio)}`
              : undefined
          }
        />
      ) : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label="Valor contratado">{formatMoney(obra.valor_contratado)}</Descriptions.Item>
        <Descriptions.Item label="Aditivos">
          {formatMoney(obra.valor_aditivos)}
          {obra.prazo_aditivos_dias ? ` e ${obra.prazo_aditivos_dias} dia(s)` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Valor da obra">{formatMoney(obra.valor_total)}</Descriptions.Item>
        <Descriptions.Item label="Medido">{formatMoney(obra.valor_medido)}</Descriptions.Item>
        <Descriptions.Item label="% executado">
          <span title={formatPercent(obra.percentual_executado)}>
            <Executado obra={obra} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Situação">
          <SituacaoTag obra={obra} />
          {obra.situacao_data ? ` desde ${formatDate(obra.situacao_data)}` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Flex gap="small" wrap>
        {records.map(([register, label]) => (
          <Button key={register} size="small" onClick={() => navigate(paths.list(register, obra.id))}>
            {label}
          </Button>
        ))}
        <Button size="small" type="primary" onClick={() => navigate(paths.create('medicao', obra.id))}>
          Nova medição
        </Button>
      </Flex>
    </Card>
  );
}

/** Every change of situação of the work, oldest first. */
function HistoricoCard({ obra }: { obra: ObraDetail }) {
  return (
    <Card title="Histórico de situações" size="small" style={{ marginBottom: 16 }}>
      <DataTable
        label="Histórico de situações"
        data={obra.historico}
        loading={false}
        columns={[
          { title: 'Data', key: 'data', dataIndex: 'data', width: 120, render: (d: string) => formatDate(d) },
          { title: 'Situação', key: 'situacao', dataIndex: 'situacao_descricao', width: 220 },
          {
            // A start without a Licença de Instalação shows the user's justificativa under the reason.
            title: 'Motivo',
            key: 'motivo',
            render: (_v, h: SituacaoEvento) => (
              <Flex vertical gap={0}>
                <span>{h.motivo}</span>
                {h.justificativa_sem_li ? (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    Iniciada sem Licença de Instalação: {h.justificativa_sem_li}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            title: 'Previsão de reinício',
            key: 'previsao_reinicio',
            dataIndex: 'previsao_reinicio',
            width: 170,
            render: (d: string | null) => formatDate(d),
          },
          {
            title: 'Publicação',
            key: 'publicacao',
            width: 240,
            render: (_v, h: SituacaoEvento) =>
              h.publicacao_veiculo
                ? `${h.publicacao_veiculo}, ${formatDate(h.publicacao_data)}`
                : 'Não informada',
          },
        ]}
      />
    </Card>
  );
}
