import { Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';

/** The password field: hidden by default with antd's show/hide toggle, placeholder 'Senha'. */
export function PasswordInput({
  placeholder = 'Senha',
  autoComplete = 'current-password',
  ...props
}: PasswordProps) {
  return <Input.Password placeholder={placeholder} autoComplete={autoComplete} {...props} />;
}
