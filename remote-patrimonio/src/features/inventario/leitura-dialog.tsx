import { FileImageOutlined } from '@ant-design/icons';
import {
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  type EstadoConservacao,
  OBSERVACAO_LEITURA_MAX,
} from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues } from '@gp/shared-ui';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type ReactElement, useRef, useState } from 'react';
import type { FotoNaFila } from './contagem-fila.js';
import { reduzirFoto } from './foto-leitura.js';

/** What the dialog adds to a reading (decision 068). */
export type LeituraDetalhada = {
  leitura: string | null;
  observacao: string | null;
  terceiro: boolean;
  sem_etiqueta: boolean;
  estado_conservacao: EstadoConservacao | null;
  foto?: FotoNaFila;
};

type Values = {
  leitura?: string;
  terceiro?: boolean;
  sem_etiqueta?: boolean;
  observacao?: string;
  estado_conservacao?: EstadoConservacao;
};

/** The picture taken or chosen, already shrunk (the field shows its size, as the queue will keep it). */
function FotoField({
  foto,
  onChange,
}: {
  foto: FotoNaFila | null;
  onChange: (f: FotoNaFila | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [lendo, setLendo] = useState(false);
  return (
    <Form.Item label="Foto">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Foto do bem"
        style={{ display: 'none' }}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setLendo(true);
          setErro(null);
          try {
            onChange(await reduzirFoto(file, file.name));
          } catch {
            setErro('Não foi possível ler esta imagem. Tire outra foto.');
          } finally {
            setLendo(false);
          }
        }}
      />
      <Button icon={<FileImageOutlined />} loading={lendo} onClick={() => input.current?.click()}>
        {foto ? 'Trocar a foto' : 'Tirar ou escolher foto'}
      </Button>
      {foto ? (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {`${foto.nome} (${Math.ceil(foto.bytes.byteLength / 1024).toLocaleString('pt-BR')} KB)`}
        </Typography.Text>
      ) : null}
      {erro ? <Typography.Text type="danger">{erro}</Typography.Text> : null}
    </Form.Item>
  );
}

/**
 * A reading with more than its label (decision 068): a note, the state seen, a photo, a third party's asset
 * (its label, if any, is another owner's) or an asset without a label (described, and photographed). It goes
 * to the device's queue as any reading; the photo follows it once it is recorded.
 */
export function LeituraDialog({
  trigger,
  onRegistrar,
}: {
  trigger: ReactElement<{ onClick?: () => void }>;
  onRegistrar: (leitura: LeituraDetalhada) => Promise<void>;
}) {
  const [foto, setFoto] = useState<FotoNaFila | null>(null);
  return (
    <DialogForm<Values>
      title="Leitura com foto ou observação"
      trigger={trigger}
      width={560}
      okText="Registrar"
      onOpenChange={(open) => {
        if (!open) setFoto(null);
      }}
      onFinish={async (values) => {
        const leitura = values.leitura?.trim() || null;
        const observacao = values.observacao?.trim() || null;
        const semEtiqueta = Boolean(values.sem_etiqueta);
        if (semEtiqueta && !observacao)
          throw new FormIssues([{ path: 'observacao', message: 'Descreva o bem sem etiqueta.' }]);
        if (semEtiqueta && !foto)
          throw new FormIssues([{ path: 'observacao', message: 'Tire uma foto do bem sem etiqueta.' }]);
        if (!semEtiqueta && !leitura)
          throw new FormIssues([
            { path: 'leitura', message: 'Informe o número do bem (ou marque “Bem sem etiqueta”).' },
          ]);
        await onRegistrar({
          leitura: semEtiqueta ? null : leitura,
          observacao,
          terceiro: Boolean(values.terceiro),
          sem_etiqueta: semEtiqueta,
          estado_conservacao: values.estado_conservacao ?? null,
          ...(foto ? { foto } : {}),
        });
        setFoto(null);
      }}
    >
      {({ form }) => (
        <Row gutter={16}>
          <Field name="sem_etiqueta" text="Etiqueta" valuePropName="checked" span={12}>
            <Checkbox onChange={() => form.validateFields(['leitura']).catch(() => undefined)}>
              Bem sem etiqueta
            </Checkbox>
          </Field>
          <Field name="terceiro" text="Dono" valuePropName="checked" span={12}>
            <Checkbox>Bem de terceiro</Checkbox>
          </Field>
          <Form.Item noStyle dependencies={['sem_etiqueta']}>
            {() =>
              form.getFieldValue('sem_etiqueta') ? null : (
                <Field name="leitura" text="Número do bem ou etiqueta" span={24}>
                  <Input maxLength={300} autoComplete="off" />
                </Field>
              )
            }
          </Form.Item>
          <Form.Item noStyle dependencies={['sem_etiqueta']}>
            {() => (
              <Field
                name="observacao"
                text={form.getFieldValue('sem_etiqueta') ? 'Descrição do bem' : 'Observação'}
                span={24}
              >
                <Input.TextArea maxLength={OBSERVACAO_LEITURA_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
              </Field>
            )}
          </Form.Item>
          <Field name="estado_conservacao" text="Estado visto" span={24}>
            <Select
              allowClear
              placeholder="Opcional"
              options={ESTADOS_CONSERVACAO.map((e) => ({ value: e, label: ESTADO_LABELS[e] }))}
            />
          </Field>
          <Col span={24}>
            <FotoField foto={foto} onChange={setFoto} />
          </Col>
        </Row>
      )}
    </DialogForm>
  );
}
