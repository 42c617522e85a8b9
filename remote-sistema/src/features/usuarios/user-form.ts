import {
  type CreateUserBody,
  CreateUserBodySchema,
  formatCpfCnpj,
  type UpdateUserBody,
  UpdateUserBodySchema,
  type User,
} from '@gp/shared-contracts';
import * as v from 'valibot';

export type UserFormValues = {
  fullname?: string;
  username?: string;
  email?: string;
  password?: string;
  redefine?: boolean;
  /** As typed, masked (000.000.000-00); empty: none. */
  cpf?: string;
  conta_generica?: boolean;
};

export const userToFormValues = (user: User): UserFormValues => ({
  fullname: user.fullname,
  username: user.username,
  email: user.email ?? undefined,
  password: undefined,
  redefine: user.redefine,
  cpf: user.cpf ? formatCpfCnpj(user.cpf) : undefined,
  conta_generica: user.conta_generica,
});

/** A new user: 'Redefinir senha no primeiro acesso' starts on, as the API's default. */
export const NEW_USER_VALUES: UserFormValues = { redefine: true, conta_generica: false };

/**
 * The form's values as the API body, or null when they break the shared rules. Creating needs the
 * password; editing sends one only when typed (an empty field keeps the current password).
 */
export function toCreateUserBody(values: UserFormValues): CreateUserBody | null {
  const parsed = v.safeParse(CreateUserBodySchema, {
    ...values,
    redefine: values.redefine ?? true,
    cpf: values.cpf ?? null,
    conta_generica: values.conta_generica ?? false,
  });
  return parsed.success ? parsed.output : null;
}

export function toUpdateUserBody(id: string, values: UserFormValues): UpdateUserBody | null {
  const parsed = v.safeParse(UpdateUserBodySchema, {
    id,
    fullname: values.fullname,
    username: values.username,
    email: values.email,
    redefine: values.redefine ?? false,
    password: values.password ? values.password : undefined,
    // An emptied field clears the CPF (the user is asked it again at sign-in, if he writes).
    cpf: values.cpf ?? null,
    conta_generica: values.conta_generica ?? false,
  });
  return parsed.success ? parsed.output : null;
}
