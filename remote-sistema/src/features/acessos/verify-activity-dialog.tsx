import type { LocationAdmin } from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { Alert, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { cloneElement, type ReactElement, useState } from 'react';
import { useVerifyActivity } from './api.js';

type VerifyActivityDialogProps = {
  /** The row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  access: LocationAdmin;
};

/**
 * POST /locais/verifyActivity/{id}: whether the access can be used now, with its reasons and warnings.
 * A read-only answer (no form): each opening asks the API again.
 */
export function VerifyActivityDialog({ trigger, access }: VerifyActivityDialogProps) {
  const verify = useVerifyActivity();
  const { mutate, reset } = verify;
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    mutate(access.id);
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (verify.isError) {
    body = <LoadError message="Não foi possível verificar o acesso." onRetry={() => mutate(access.id)} />;
  } else if (verify.data) {
    const { usable, reasons, warnings } = verify.data;
    body = (
      <Flex vertical gap="middle">
        <Alert
          type={usable ? 'success' : 'error'}
          showIcon
          message={usable ? 'O acesso pode ser usado.' : 'O acesso não pode ser usado.'}
        />
        {reasons.length > 0 ? (
          <List
            size="small"
            header={<Typography.Text strong>Impedimentos</Typography.Text>}
            dataSource={reasons}
            renderItem={(r) => <List.Item>{r}</List.Item>}
          />
        ) : null}
        {warnings.length > 0 ? (
          <List
            size="small"
            header={<Typography.Text strong>Avisos</Typography.Text>}
            dataSource={warnings}
            renderItem={(w) => <List.Item>{w}</List.Item>}
          />
        ) : null}
      </Flex>
    );
  }
  return (
    <>
      {cloneElement(trigger, { onClick: show })}
      <Modal
        open={open}
        title={`Situação do acesso de ${access.user.fullname} em ${access.company.name}`}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        {body}
      </Modal>
    </>
  );
}
