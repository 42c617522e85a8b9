import type { FormRule } from 'antd';
import * as v from 'valibot';

/** An antd Form rule that runs a shared valibot schema, so the form shows the API's own messages. */
export function valibotRule(schema: v.GenericSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = v.safeParse(schema, value);
      if (!result.success) throw new Error(result.issues[0].message);
    },
  };
}
