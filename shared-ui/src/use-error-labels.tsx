import { type FormInstance, type FormProps, theme } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';

/**
 * An invalid field shows its error under it and a red label. antd colours the message and the
 * input; this adds the label, from the form's own field state. Errors set by code (the server's message
 * under a field) do not pass through onFieldsChange: `sync(form)` reads them.
 */
export function useErrorLabels() {
  const { token } = theme.useToken();
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const onFieldsChange = useCallback<NonNullable<FormProps['onFieldsChange']>>((_changed, all) => {
    setInvalid(
      new Set(all.filter((field) => field.errors?.length).map((field) => [field.name].flat().join('.'))),
    );
  }, []);
  const sync = useCallback((form: FormInstance) => {
    setInvalid(
      new Set(
        form
          .getFieldsError()
          .filter((field) => field.errors.length)
          .map((field) => field.name.join('.')),
      ),
    );
  }, []);
  const label = useCallback(
    (name: string, text: ReactNode) => (
      <span style={invalid.has(name) ? { color: token.colorError } : undefined}>{text}</span>
    ),
    [invalid, token.colorError],
  );
  return { onFieldsChange, label, sync };
}
