import type { LocationAdmin } from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { Alert, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useVerifyActivity } from './access-queries.js';

type VerifyActivityDialogProps = { access: LocationAdmin | null; onClose: () => void };

/** POST /locais/verifyActivity/{id}: whether the access can be used now, with its reasons and warnings. */
export function VerifyActivityDialog({ access, onClose }: VerifyActivityDialogProps) {
  const verify = useVerifyActivity();
  const { mutate, reset } = verify;
  useEffect(() => {
    if (access) mutate(access.id);
    else reset();
  }, [access, mutate, reset]);

  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (verify.isError) {
    body = (
      <LoadError message="Não foi possível verificar o acesso." onRetry={() => access && mutate(access.id)} />
    );
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
    <Modal
      open={access !== null}
      title={
        access
          ? `Situação do acesso de ${access.user.fullname} em ${access.company.name}`
          : 'Situação do acesso'
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
