import type { StatusBody, User } from '@gp/shared-contracts';
import { StatusDialog } from '@gp/shared-ui';
import type { ReactElement } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { useSetUserStatus } from './api.js';

type UserStatusDialogProps = {
  /** The row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  user: User;
};

export const deactivateText = (user: Pick<User, 'fullname' | 'username'>) =>
  `${user.fullname} (${user.username}) não poderá mais entrar no sistema e as sessões abertas serão encerradas.`;

/**
 * Activate or deactivate a user (PUT /users/id) with the registers' status dialog: deactivating asks for
 * the reason, required, and sends the current user of the session as the one who deactivated;
 * activating asks for confirmation only. The text says what the status means for a user: signing in.
 */
export function UserStatusDialog({ trigger, user }: UserStatusDialogProps) {
  const { session } = useRemote();
  const status = useSetUserStatus();
  return (
    <StatusDialog
      trigger={trigger}
      record={{ id: user.id, ativo: user.active }}
      noun="usuário"
      describe={() => `${user.fullname} (${user.username})`}
      userId={session.user?.id ?? null}
      save={(body: StatusBody) => status.mutateAsync(body)}
      message={(deactivating) =>
        deactivating
          ? deactivateText(user)
          : `Você tem certeza disso? ${user.fullname} (${user.username}) poderá entrar no sistema novamente.`
      }
    />
  );
}
