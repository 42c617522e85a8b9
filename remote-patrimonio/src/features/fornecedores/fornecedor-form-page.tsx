import {
  COMPANY_UFS,
  type CreateFornecedorBody,
  type Fornecedor,
  TIPO_PESSOA_LABELS,
  TIPOS_PESSOA,
  type UpdateFornecedorBody,
} from '@gp/shared-contracts';
import { CEP_MASK, CPF_CNPJ_MASK, EmailInput, Field, MaskedInput, PHONE_MASK } from '@gp/shared-ui';
import { RecordForm, RecordPage, RecordStatusButton, useRecordRoute } from '@gp/shared-ui/list';
import { Alert, Card, Form, Input, Radio, Row, Select } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FilesCard } from '../../components/files-card.js';
import {
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_FILE_HINT,
  UploadQueueView,
  useUploadQueue,
} from '../../components/upload-panel.js';
import { useRemote } from '../../session/remote-context.js';
import {
  fornecedorUploadPath,
  useFornecedor,
  useFornecedorFiles,
  useRefreshFornecedor,
  useSaveFornecedor,
  useSetFornecedorStatus,
} from './api.js';
import {
  documentError,
  type FornecedorFormValues,
  fornecedorToValues,
  NEW_FORNECEDOR,
  toFornecedorBody,
} from './fornecedor-form.js';

/**
 * /app/patrimonio/fornecedor/criar and /editar?id=, on the register kit (docs/decisions/039-the-register-kit.md):
 * the supplier (read-only without the API's `pode_alterar`), its status and its documents.
 */
export function FornecedorFormPage() {
  const { access, paths, session } = useRemote();
  const navigate = useNavigate();
  const refresh = useRefreshFornecedor();
  const route = useRecordRoute();
  const fornecedor = useFornecedor(route.id);
  const files = useFornecedorFiles(route.id);
  const status = useSetFornecedorStatus();
  // Edit, status and upload are offered on the API's `pode_alterar` (docs/frontend.md), nothing else.
  return (
    <RecordPage<Fornecedor>
      noun="fornecedor"
      route={route}
      query={fornecedor}
      onBack={() => navigate(paths.fornecedores())}
      titles={{ edit: (f) => (f.pode_alterar ? 'Editar fornecedor' : 'Fornecedor') }}
      notFound="O fornecedor não existe nesta aplicação."
      describe={(f) => f.razao_social}
      active={(f) => f}
      extra={(f) =>
        f.pode_alterar
          ? [
              <RecordStatusButton<Fornecedor>
                key="status"
                noun="fornecedor"
                record={f}
                describe={(r) => r.razao_social}
                userId={session.user?.id ?? null}
                save={(body) => status.mutateAsync(body)}
              />,
            ]
          : []
      }
    >
      {(data) =>
        data ? (
          <>
            {!data.ativo ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message="Fornecedor inativo: não é oferecido no cadastro de bens."
                description={data.motivo ? `Motivo: ${data.motivo}` : undefined}
              />
            ) : null}
            {access.suppliers.update && !data.pode_alterar ? (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                message="Fornecedor cadastrado por outro cliente: pode ser usado nos bens, mas só quem o cadastrou o altera."
              />
            ) : null}
            <FornecedorForm key={data.updated_at} fornecedor={data} readOnly={!data.pode_alterar} />
            <FilesCard
              title="Documentos"
              label="Documentos do fornecedor"
              files={files}
              uploadPath={fornecedorUploadPath(data.id)}
              accept={DOCUMENT_FILE_ACCEPT}
              hint={DOCUMENT_FILE_HINT}
              emptyText="Nenhum documento enviado."
              canUpload={data.pode_alterar}
              onUploaded={() => refresh(data.id)}
              style={{ marginBottom: 16 }}
            />
          </>
        ) : (
          <FornecedorForm fornecedor={null} />
        )
      }
    </RecordPage>
  );
}

/** The supplier's phone fields: name, label and the mask's placeholder. */
const PHONES = [
  ['telefone', 'Telefone', '(00) 0000-0000'],
  ['celular', 'Celular', '(00) 00000-0000'],
] as const;

function FornecedorForm({
  fornecedor,
  readOnly = false,
}: {
  fornecedor: Fornecedor | null;
  readOnly?: boolean;
}) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const [form] = Form.useForm<FornecedorFormValues>();
  const files = useUploadQueue();
  const tipo = Form.useWatch('tipo_pessoa', form);

  const save = useSaveFornecedor();

  const documentRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const error = documentError(form.getFieldValue('tipo_pessoa'), value);
      if (error) throw new Error(error);
    },
  };

  const item = (
    name: keyof FornecedorFormValues,
    text: string,
    input: ReactNode,
    span = 8,
    extra?: Omit<ComponentProps<typeof Field>, 'name' | 'text' | 'span'>,
  ) => (
    <Field key={name} name={name} text={text} span={span} {...extra}>
      {input}
    </Field>
  );
  const text = (max: number) => <Input maxLength={max} autoComplete="off" />;

  return (
    <RecordForm<FornecedorFormValues, Fornecedor>
      noun="fornecedor"
      form={form}
      record={fornecedor}
      idOf={(f) => f.id}
      readOnly={readOnly}
      initialValues={fornecedor ? fornecedorToValues(fornecedor) : NEW_FORNECEDOR}
      toBody={(values) => toFornecedorBody(values, fornecedor?.id)}
      // The body was read through the supplier's contract by toFornecedorBody.
      save={({ id, body }) =>
        save.mutateAsync({ id, body: body as CreateFornecedorBody | UpdateFornecedorBody })
      }
      saving={save.isPending}
      busy={files.running}
      onCancel={() => navigate(paths.fornecedores())}
      afterSave={async (saved, created) => {
        if (!created) return;
        // The chosen documents go after the supplier exists, one request each.
        if (files.waiting > 0) await files.run(fornecedorUploadPath(saved.id));
        navigate(paths.fornecedores());
      }}
      footer={
        fornecedor ? null : (
          <Card title="Documentos" size="small" style={{ marginBottom: 16 }}>
            <UploadQueueView
              queue={files}
              accept={DOCUMENT_FILE_ACCEPT}
              hint={`${DOCUMENT_FILE_HINT} Enviados ao salvar o fornecedor.`}
            />
          </Card>
        )
      }
    >
      {() => (
        <>
          <Card title="Identificação" size="small" style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              <Field name="tipo_pessoa" text="Tipo de pessoa" span={8} required>
                <Radio.Group
                  optionType="button"
                  options={TIPOS_PESSOA.map((t) => ({ value: t, label: TIPO_PESSOA_LABELS[t] }))}
                  onChange={() => {
                    if (form.getFieldValue('cpf_cnpj'))
                      form.validateFields(['cpf_cnpj']).catch(() => undefined);
                  }}
                />
              </Field>
              {item(
                'cpf_cnpj',
                tipo === 'F' ? 'CPF' : 'CNPJ',
                <MaskedInput
                  mask={CPF_CNPJ_MASK}
                  placeholder={tipo === 'F' ? '000.000.000-00' : '00.000.000/0000-00'}
                  autoComplete="off"
                />,
                8,
                {
                  required: true,
                  rules: [documentRule],
                  extra:
                    tipo === 'F'
                      ? undefined
                      : 'Aceita o CNPJ alfanumérico (letras nas 12 primeiras posições).',
                },
              )}
              {item('razao_social', tipo === 'F' ? 'Nome' : 'Razão social', text(255), 8, {
                required: tipo === 'F' ? 'Informe o nome.' : 'Informe a razão social.',
              })}
              {item('nome_fantasia', 'Nome fantasia', text(255))}
              {item('inscricao_estadual', 'Inscrição estadual', text(20))}
              {item('inscricao_municipal', 'Inscrição municipal', text(20))}
            </Row>
          </Card>
          <Card title="Contato" size="small" style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              {item('contato', 'Pessoa de contato', text(120), 6)}
              {item('email', 'E-mail', <EmailInput />, 6)}
              {PHONES.map(([name, text, placeholder]) =>
                item(
                  name,
                  text,
                  <MaskedInput mask={PHONE_MASK} placeholder={placeholder} autoComplete="off" />,
                  6,
                ),
              )}
            </Row>
          </Card>
          <Card title="Endereço" size="small" style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              {item(
                'cep',
                'CEP',
                <MaskedInput mask={CEP_MASK} placeholder="00000-000" autoComplete="off" />,
                4,
              )}
              {item('endereco', 'Endereço', text(255), 14)}
              {item('numero', 'Número', text(20), 6)}
              {item('complemento', 'Complemento', text(120), 6)}
              {item('bairro', 'Bairro', text(120), 6)}
              {item('cidade', 'Cidade', text(120), 8)}
              {item(
                'uf',
                'UF',
                <Select
                  allowClear
                  showSearch
                  placeholder="UF"
                  notFoundContent="Nenhum item encontrado..."
                  options={COMPANY_UFS.map((uf) => ({ value: uf, label: uf }))}
                />,
                4,
              )}
            </Row>
          </Card>
          <Card title="Observações" size="small" style={{ marginBottom: 16 }}>
            <Row>
              <Field name="observacoes" text="Observações">
                <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
              </Field>
            </Row>
          </Card>
        </>
      )}
    </RecordForm>
  );
}
