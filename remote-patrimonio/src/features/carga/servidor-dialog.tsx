import type { Servidor } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues, useToast } from '@gp/shared-ui';
import { Input, Row } from 'antd';
import type { ReactElement } from 'react';
import { useSaveServidor } from './api.js';
import { type ServidorFormValues, servidorToValues, toServidorBody } from './servidor-form.js';
import { UsuarioServidorSelect } from './usuario-select.js';

type ServidorDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The servidor being edited; null to add one. */
  servidor: Servidor | null;
  /** The client a support user adds the servidor to. */
  clienteId: string | null;
};

/**
 * Adds or edits a servidor: name, matrícula, cargo, CPF and his login (a small register, edited in
 * place). The login is picked among the client's users still free; none: a servant without login, whose
 * aceite is the signed paper termo.
 */
export function ServidorDialog({ trigger, servidor, clienteId }: ServidorDialogProps) {
  const toast = useToast();
  const save = useSaveServidor();
  return (
    <DialogForm<ServidorFormValues>
      title={servidor ? 'Editar servidor' : 'Adicionar servidor'}
      trigger={trigger}
      width={560}
      initialValues={servidor ? servidorToValues(servidor) : {}}
      onFinish={async (values) => {
        const result = toServidorBody(
          values,
          servidor ? { kind: 'edit', servidor } : { kind: 'create', clienteId },
        );
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ id: servidor?.id ?? null, body: result.body });
        toast.success(servidor ? 'Servidor atualizado com sucesso!' : 'Servidor cadastrado com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="nome" text="Nome" span={24} required="Informe o nome.">
          <Input maxLength={255} autoComplete="off" autoFocus />
        </Field>
        <Field name="matricula" text="Matrícula" span={8} phone={12}>
          <Input maxLength={30} autoComplete="off" />
        </Field>
        <Field
          name="cpf"
          text="CPF"
          span={8}
          phone={12}
          extra="Impresso nos termos; nunca na verificação pública."
        >
          <Input maxLength={14} inputMode="numeric" placeholder="000.000.000-00" autoComplete="off" />
        </Field>
        <Field name="cargo" text="Cargo" span={8}>
          <Input maxLength={120} autoComplete="off" />
        </Field>
        <Field
          name="user_id"
          text="Login no sistema"
          span={24}
          extra="Com login, o servidor dá o aceite no aplicativo; sem ele, pelo termo assinado em papel."
        >
          <UsuarioServidorSelect servidorId={servidor?.id ?? null} clienteId={servidor ? null : clienteId} />
        </Field>
      </Row>
    </DialogForm>
  );
}
