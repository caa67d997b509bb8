import type { Role } from '#shared/accounts.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';

interface RoleCheckboxesProps {
  roles: readonly Pick<Role, 'id' | 'name'>[];
  /** Checked role ids (or names, see `by`). */
  checked: readonly string[];
  by: 'id' | 'name';
  onChange: (checked: string[]) => void;
  disabled?: boolean;
}

/** One checkbox per role, in a fieldset named Roles. */
export function RoleCheckboxes({ roles, checked, by, onChange, disabled }: RoleCheckboxesProps) {
  return (
    <fieldset>
      <legend>Roles</legend>
      {roles.map((role) => {
        const value = role[by];
        return (
          <CheckboxField
            key={role.id}
            label={role.name}
            name="roles"
            checked={checked.includes(value)}
            disabled={disabled}
            onCheckedChange={(on) => onChange(on ? [...checked, value] : checked.filter((item) => item !== value))}
          />
        );
      })}
    </fieldset>
  );
}
