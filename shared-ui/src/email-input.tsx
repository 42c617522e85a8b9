import { Input, type InputProps } from 'antd';

/**
 * The one e-mail input of the forms: a text input with the e-mail keyboard (`inputMode`), never
 * `type="email"`, whose browser check would block the submit with the browser's own bubble (in the
 * browser's language) before the form's rule could show its red message under the field. The field's
 * rule (the shared schema) checks the address.
 */
export function EmailInput(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return (
    <Input maxLength={255} autoComplete="off" {...props} type="text" inputMode="email" spellCheck={false} />
  );
}
