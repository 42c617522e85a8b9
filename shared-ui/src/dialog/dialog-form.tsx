import { Form, type FormInstance, Modal } from 'antd';
import { cloneElement, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { reportFailure } from '../failure.js';
import { FieldLabels } from '../form-field.js';
import { clearStaleErrors, type Issue, showIssues, showServerIssues } from '../server-issues.js';
import { useToast } from '../toast.js';
import { useErrorLabels } from '../use-error-labels.js';

/**
 * What `onFinish` throws when the form's own rules (e.g. the shared schema run on the values) refuse
 * them: the dialog stays open and shows each message under its field, as it does the server's.
 */
export class FormIssues extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues[0]?.message ?? 'Dados inválidos.');
    this.name = 'FormIssues';
  }
}

type Trigger = ReactElement<{ onClick?: (...args: never[]) => void }>;

/** What the form's children get: the form and the red-label helper of its fields. */
export type DialogFormTools<V> = {
  form: FormInstance<V>;
  label: (name: string, text: ReactNode) => ReactNode;
};

export type DialogFormProps<V> = {
  title: ReactNode;
  /** The element that opens the dialog (a button, a row action); its click opens it. */
  trigger?: Trigger;
  /** Controlled opening, for a dialog opened by code rather than by a trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  initialValues?: Partial<V>;
  /**
   * Runs with the valid values. Resolving closes the dialog (unless it resolves `false`); throwing keeps
   * it open: the server's field issues (or a thrown `FormIssues`) go under their fields, any other
   * failure gets the error toast.
   */
  onFinish: (values: V) => Promise<unknown>;
  /** The fields; a function receives the form and the red-label helper. */
  children: ReactNode | ((tools: DialogFormTools<V>) => ReactNode);
  okText?: string;
  okDanger?: boolean;
  /** E.g. while the record being edited loads. */
  okDisabled?: boolean;
  /**
   * Shown instead of the form while the record it edits loads (a skeleton, a load error); 'Salvar' is
   * disabled meanwhile. The form mounts once this is unset, so `initialValues` are the loaded record's.
   */
  waiting?: ReactNode;
  width?: number;
  /** API field paths that the form names differently. */
  renameIssues?: Record<string, string>;
};

/**
 * The one dialog form of the areas (the model is ProComponents' `ModalForm`): a trigger opens it, each
 * opening starts from a fresh form, 'Salvar' submits once at a time, and `onFinish` decides whether it
 * closes. Success toasts and cache updates belong to `onFinish` (docs/frontend.md, "Formulários").
 */
export function DialogForm<V extends object>({
  trigger,
  open: controlledOpen,
  onOpenChange,
  ...body
}: DialogFormProps<V>) {
  const [heldOpen, setHeldOpen] = useState(false);
  const open = controlledOpen ?? heldOpen;
  // Each opening mounts a new form: nothing typed in a cancelled opening comes back in the next one.
  const [opening, setOpening] = useState(0);
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setHeldOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {trigger ? cloneElement(trigger, { onClick: () => setOpen(true) }) : null}
      <DialogFormModal<V> key={opening} {...body} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

type DialogFormModalProps<V> = Omit<DialogFormProps<V>, 'trigger' | 'open' | 'onOpenChange'> & {
  open: boolean;
  onClose: () => void;
};

function DialogFormModal<V extends object>({
  title,
  open,
  onClose,
  initialValues,
  onFinish,
  children,
  okText = 'Salvar',
  okDanger = false,
  okDisabled = false,
  waiting,
  width,
  renameIssues,
}: DialogFormModalProps<V>) {
  const toast = useToast();
  const [form] = Form.useForm<V>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const [submitting, setSubmitting] = useState(false);
  // A single submit at a time, even if 'Salvar' is pressed twice before the state updates.
  const busy = useRef(false);

  const submit = async (values: V) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const done = await onFinish(values);
      if (done !== false) onClose();
    } catch (error) {
      if (error instanceof FormIssues) {
        showIssues(form, error.issues, renameIssues);
        sync(form);
        return;
      }
      const shown = await showServerIssues(form, error, renameIssues);
      sync(form);
      if (!shown) reportFailure(toast, error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText="Cancelar"
      okButtonProps={{ danger: okDanger, disabled: okDisabled || Boolean(waiting) }}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {waiting ? (
        waiting
      ) : (
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          onValuesChange={(changed) => clearStaleErrors(form, changed as Record<string, unknown>)}
          onFieldsChange={onFieldsChange}
        >
          <FieldLabels label={label}>
            {typeof children === 'function' ? children({ form, label }) : children}
          </FieldLabels>
        </Form>
      )}
    </Modal>
  );
}
