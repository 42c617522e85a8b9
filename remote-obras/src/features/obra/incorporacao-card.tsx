import {
  canAccess,
  errorMessage,
  INCORPORACAO_OBRA_LABELS,
  INCORPORACOES_OBRA,
  type IncorporacaoObra,
  IncorporarObraBodySchema,
  type ObraDetail,
  SITUACAO_OBRA,
} from '@gp/shared-contracts';
import {
  DialogForm,
  datePickerDefaults,
  Field,
  FormIssues,
  formatMoney,
  MoneyInput,
  useSettled,
  useToast,
  useValueConfirmation,
} from '@gp/shared-ui';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formToBody } from '../../components/register-api.js';
import { useRemote } from '../../session/remote-context.js';
import { useCategoriasImoveis, useImoveisEncontrados, useIncorporarObra } from './incorporacao-api.js';

type IncorporacaoValues = {
  modo: IncorporacaoObra;
  valor?: string;
  categoria_id?: string;
  descricao?: string;
  data_incorporacao?: Dayjs | null;
  bem_id?: string;
};

/** The asset page of the patrimônio area, beside this one under the same parent (/app). */
const bemHref = (home: string, bemId: string) =>
  `${home.slice(0, home.lastIndexOf('/'))}/patrimonio/editar?id=${encodeURIComponent(bemId)}`;

/** The default category of a new imóvel: the client's "Edificações", else the first one of imóveis. */
const defaultCategoria = (categorias: { id: string; nome: string }[]) =>
  (categorias.find((c) => /edifica/i.test(c.nome)) ?? categorias[0])?.id;

/** The client's imóveis by código or descrição, for the improvement. */
function ImovelSelect({
  clienteId,
  ...props
}: {
  clienteId: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const [text, setText] = useState('');
  const found = useImoveisEncontrados(clienteId, useSettled(text));
  return (
    <Select<string>
      {...props}
      showSearch
      filterOption={false}
      allowClear
      placeholder="Busque o imóvel pelo código ou pela descrição"
      notFoundContent="Nenhum imóvel encontrado..."
      loading={found.isFetching}
      onSearch={setText}
      options={found.data?.map((b) => ({ value: b.id, label: `${b.CodigoBEM} — ${b.descricao}` }))}
    />
  );
}

/** The dialog: a new imóvel (value, category, description, date) or the improvement of an existing one. */
function IncorporacaoDialog({ obra }: { obra: ObraDetail }) {
  const toast = useToast();
  const incorporar = useIncorporarObra();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const categorias = useCategoriasImoveis(obra.cliente_id);
  /** A new imóvel's value above the client's ceiling is confirmed by the user before it is incorporated. */
  const { confirmValue, dialog: confirmValorDialog } = useValueConfirmation();
  return (
    <>
      <DialogForm<IncorporacaoValues>
        title={`Incorporar a obra ${obra.numero} ao patrimônio`}
        trigger={<Button type="primary">Incorporar ao patrimônio</Button>}
        okText={confirming ? 'Confirmar incorporação' : 'Incorporar'}
        okDisabled={categorias.isLoading}
        onOpenChange={() => {
          setConfirming(false);
          setRefusal(null);
        }}
        initialValues={{
          modo: 'imovel',
          valor: obra.valor_medido,
          descricao: obra.objeto.slice(0, 255),
          data_incorporacao: dayjs().startOf('day'),
        }}
        onFinish={async (values) => {
          setRefusal(null);
          const categoria = values.categoria_id ?? defaultCategoria(categorias.data ?? []);
          const result = formToBody(
            IncorporarObraBodySchema,
            values.modo === 'imovel'
              ? { ...values, bem_id: undefined, categoria_id: categoria }
              : { ...values, categoria_id: undefined, descricao: undefined },
            ['data_incorporacao'],
          );
          if ('issues' in result) throw new FormIssues(result.issues);
          // The first press shows what will be written and asks again: the incorporation is not undone here.
          if (!confirming) {
            setConfirming(true);
            return false;
          }
          const body = result.body;
          try {
            const sent = await confirmValue((confirmado) =>
              incorporar.mutateAsync({
                obraId: obra.id,
                body: confirmado ? { ...body, confirmar_valor: true } : body,
              }),
            );
            // Cancelled: nothing saved, the dialog stays as it was.
            if (!sent.confirmed) return false;
          } catch (error) {
            // A refusal that is no field's (already incorporated, a closed month) stays on the form too.
            if (isHTTPError(error) && error.response.status === 409) setRefusal(await errorMessage(error));
            throw error;
          }
          toast.success('Obra incorporada ao patrimônio com sucesso!');
        }}
      >
        {({ form }) => (
          <IncorporacaoFields
            obra={obra}
            form={form}
            categorias={categorias.data ?? []}
            refusal={refusal}
            confirming={confirming}
            onChange={() => setConfirming(false)}
          />
        )}
      </DialogForm>
      {confirmValorDialog}
    </>
  );
}

function IncorporacaoFields({
  obra,
  form,
  categorias,
  refusal,
  confirming,
  onChange,
}: {
  obra: ObraDetail;
  form: ReturnType<typeof Form.useForm<IncorporacaoValues>>[0];
  categorias: { id: string; nome: string }[];
  refusal: string | null;
  confirming: boolean;
  onChange: () => void;
}) {
  const modo = Form.useWatch('modo', form) ?? 'imovel';
  const valor = Form.useWatch('valor', form);
  return (
    <>
      <Row gutter={16} onChange={onChange}>
        <Field name="modo" text="Incorporar como">
          <Radio.Group
            options={INCORPORACOES_OBRA.map((m) => ({ value: m, label: INCORPORACAO_OBRA_LABELS[m] }))}
          />
        </Field>
        <Field name="valor" text="Valor" span={12} required="Informe o valor da incorporação.">
          <MoneyInput aria-describedby="valor-medido" />
        </Field>
        <Field name="data_incorporacao" text="Data de incorporação" span={12} required="Informe a data.">
          <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
        </Field>
        {modo === 'imovel' ? (
          <>
            <Field name="categoria_id" text="Categoria" span={12}>
              <Select
                allowClear
                placeholder={
                  categorias.find((c) => c.id === defaultCategoria(categorias))?.nome ??
                  'Categoria de imóveis'
                }
                options={categorias.map((c) => ({ value: c.id, label: c.nome }))}
              />
            </Field>
            <Field name="descricao" text="Descrição do imóvel" span={12}>
              <Input maxLength={255} autoComplete="off" />
            </Field>
          </>
        ) : (
          <Field name="bem_id" text="Imóvel melhorado" required="Escolha o imóvel que a obra melhorou.">
            <ImovelSelect clienteId={obra.cliente_id} />
          </Field>
        )}
      </Row>
      <p id="valor-medido" style={{ marginTop: 0 }}>
        Total medido da obra: {formatMoney(obra.valor_medido)}. Secretaria: {obra.secretaria.name}.
      </p>
      {confirming ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Confirme a incorporação"
          description={
            modo === 'imovel'
              ? `Será cadastrado um imóvel novo de ${formatMoney(valor ?? '0')}, com a movimentação de incorporação e a localização da obra.`
              : `O valor do imóvel escolhido subirá ${formatMoney(valor ?? '0')} por uma reavaliação.`
          }
        />
      ) : null}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="Não foi possível incorporar"
          description={refusal}
        />
      ) : null}
    </>
  );
}

/**
 * The work's place in the asset register (docs/domain.md, "Obras"): the asset it became or improved, or,
 * for a work received definitively, the incorporation (to a location that also has the patrimônio area).
 */
export function IncorporacaoCard({ obra }: { obra: ObraDetail }) {
  const { session, paths } = useRemote();
  const flags = session.local?.permissions;
  if (obra.bem) {
    return (
      <Card title="Patrimônio" size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={INCORPORACAO_OBRA_LABELS[obra.bem.incorporacao]}>
            <Link to={bemHref(paths.home(), obra.bem.id)}>
              {obra.bem.CodigoBEM} — {obra.bem.descricao}
            </Link>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }
  if (obra.situacao !== SITUACAO_OBRA.recebidaDefinitivamente) return null;
  const podePatrimonio = Boolean(flags && canAccess('patrimonio', flags) && flags.hasPatrimonio);
  return (
    <Card title="Patrimônio" size="small" style={{ marginBottom: 16 }}>
      {podePatrimonio ? (
        <>
          <p>Obra recebida definitivamente: incorpore-a ao patrimônio como imóvel novo ou melhoria.</p>
          <IncorporacaoDialog obra={obra} />
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          message="Obra recebida definitivamente, ainda fora do patrimônio."
          description="Incorporá-la exige acesso ao Patrimônio neste local de trabalho: peça a quem o tem."
        />
      )}
    </Card>
  );
}
