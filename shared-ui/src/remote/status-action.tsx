import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { parseJson, type StatusBody } from '@gp/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { StatusDialog } from '../dialog/status-dialog.js';
import { RowAction } from '../list/columns.js';
import type { AreaBinding } from './area-binding.js';

type StatusRow = { id: string; ativo: boolean; motivo?: string | null };

export type StatusActionProps<T extends StatusRow> = {
  record: T;
  /** 'veículo ou equipamento', 'referência NCM' (feminine). */
  noun: string;
  feminine?: boolean;
  /** How the record reads in the dialog's text. */
  describe: (record: T) => string;
  /** The row action's accessible name after 'Inativar'/'Ativar', e.g. 'fornecedor Papelaria Central'. */
  label: string;
  save: (body: StatusBody) => Promise<unknown>;
};

/**
 * A register's activate/deactivate, bound to an area by `createRemoteArea`: `StatusAction`, the row
 * action that opens the kit's status dialog (the session's user is recorded as the one who deactivated),
 * and `useStatusCall`, the status call it saves with.
 */
export function createStatusAction({ useRemote, keys }: AreaBinding) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function StatusAction<T extends StatusRow>({ record, label, ...dialog }: StatusActionProps<T>) {
    const { session } = useRemote();
    const action = record.ativo ? 'Inativar' : 'Ativar';
    return (
      <StatusDialog<T>
        {...dialog}
        record={record}
        userId={session.user?.id ?? null}
        trigger={
          <RowAction
            title={action}
            label={`${action} ${label}`}
            danger={record.ativo}
            icon={record.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
          />
        }
      />
    );
  }

  /**
   * A register's status call (PUT `<register>/id`: ativo, the deactivating user and the reason, answered
   * with the record) as a mutation; after it, the given resources' lists and details (the register's own,
   * and those that show it) are fetched again.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function useStatusCall(register: string, schema: v.GenericSchema, resources: readonly string[]) {
    const { api, localId } = useRemote();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (body: StatusBody) => parseJson(schema, api.put(`${register}/id`, { json: body })),
      retry: 0,
      onSettled: () =>
        Promise.all(
          resources.map((resource) =>
            queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
          ),
        ),
    });
  }

  return { StatusAction, useStatusCall };
}
