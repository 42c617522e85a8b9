import { emit } from '@gp/shared-contracts';
import { Button, Result } from 'antd';

/** What an unknown path of the area shows. */
export function NotFoundResult() {
  return (
    <Result
      status="404"
      title="Página não encontrada"
      subTitle="O endereço acessado não existe nesta área do sistema."
      extra={
        <Button type="primary" onClick={() => emit('navigate:request', { to: '/app' })}>
          Voltar ao início
        </Button>
      }
    />
  );
}
