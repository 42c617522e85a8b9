import { PERMISSION_GROUPS } from '@gp/shared-contracts';
import { Flex, List, Switch, Typography } from 'antd';

type PermissionPickerProps = {
  id?: string;
  value?: string[];
  onChange?: (rules: string[]) => void;
  disabled?: boolean;
};

/** Tailwind's max-h-96 of the original screen: 96 spacing units of 0.25rem (docs/product.md, "Áreas e rotas"). */
export const RULE_LIST_MAX_HEIGHT = '24rem';

/**
 * The ten permission groups, four switches each (Criar, Visualizar, Editar, Excluir). The value is the
 * list of rule ids; ids this catalogue does not know are kept as they are.
 */
export function PermissionPicker({ id, value = [], onChange, disabled }: PermissionPickerProps) {
  const toggle = (rule: string, checked: boolean) => {
    const rest = value.filter((r) => r !== rule);
    onChange?.(checked ? [...rest, rule] : rest);
  };
  return (
    <List
      id={id}
      bordered
      size="small"
      style={{ maxHeight: RULE_LIST_MAX_HEIGHT, overflowY: 'auto' }}
      dataSource={PERMISSION_GROUPS}
      rowKey="resource"
      renderItem={(group) => (
        <List.Item>
          <Flex
            role="group"
            aria-label={group.title}
            justify="space-between"
            align="center"
            wrap
            gap="small"
            flex={1}
          >
            <Flex vertical>
              <Typography.Text strong>{group.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {group.description}
              </Typography.Text>
            </Flex>
            <Flex wrap gap="middle">
              {group.rules.map((rule) => (
                <Flex key={rule.id} component="label" align="center" gap={6} style={{ cursor: 'pointer' }}>
                  <Switch
                    size="small"
                    aria-label={`${rule.label} ${group.title}`}
                    checked={value.includes(rule.id)}
                    disabled={disabled}
                    onChange={(checked) => toggle(rule.id, checked)}
                  />
                  <span>{rule.label}</span>
                </Flex>
              ))}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
