import { emit } from '@gp/shared-contracts';
import { Button, Result } from 'antd';

type NotFoundResultProps = { title?: string; subTitle?: string };

/** What an unknown path of the area, or a record that does not exist, shows. */
export function NotFoundResult({
  title = 'Página não encontrada',
  subTitle = 'O endereço acessado não existe nesta área do sistema.',
}: NotFoundResultProps) {
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => emit('navigate:request', { to: '/app' })}>
          Voltar ao início
        </Button>
      }
    />
  );
}
