import { Button, Result } from 'antd';

/** An /editar page whose record does not exist, or is outside the location's scope (the API's 404). */
export function RecordNotFound({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <Result
      status="404"
      title={title}
      subTitle="O registro não existe ou não pertence ao cliente do local selecionado."
      extra={
        <Button type="primary" onClick={onBack}>
          Voltar à lista
        </Button>
      }
    />
  );
}
