import { useCallback } from 'react';
import { ACCOUNT_STATES, ROLES } from '#shared/accounts.ts';
import { USER_ORDERS, type UserFilters } from '#web/features/users/lib/user-filters.ts';
import { ACCOUNT_STATE_LABELS } from '#web/features/users/lib/user-status.ts';
import { useSearchWords } from '#web/shared/lib/use-search-words.ts';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './users.css';

interface UserFilterFormProps {
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
  /** Admins also filter by role and state, search e-mail addresses and order by last sign-in. */
  isAdmin: boolean;
}

/**
 * The search, filters and order of the users list, applied by the server to every user. A choice
 * applies at once; the search box applies its words once typing pauses.
 */
export function UserFilterForm({ filters, onFiltersChange, isAdmin }: UserFilterFormProps) {
  const applyWords = useCallback((q: string) => onFiltersChange({ ...filters, q }), [filters, onFiltersChange]);
  const [words, setWords] = useSearchWords(filters.q, applyWords);

  const orders = USER_ORDERS.filter((order) => isAdmin || !order.adminOnly);
  const choiceOf = (order: Pick<UserFilters, 'sort' | 'order'>) => `${order.sort} ${order.order}`;

  return (
    <search className="user-filters" aria-label="Filter users">
      <TextField
        label={isAdmin ? 'Search names and e-mail' : 'Search names'}
        type="search"
        name="q"
        value={words}
        onValueChange={setWords}
        layout="inline"
      />
      {isAdmin && (
        <>
          <SelectField
            label="Role"
            name="role"
            layout="inline"
            value={filters.role}
            options={[
              { value: '', label: 'Any role' },
              ...ROLES.map((role) => ({ value: role.name, label: role.name })),
            ]}
            onValueChange={(role) => onFiltersChange({ ...filters, role: role as UserFilters['role'] })}
          />
          <SelectField
            label="State"
            name="state"
            layout="inline"
            value={filters.state}
            options={[
              { value: '', label: 'Any state' },
              ...ACCOUNT_STATES.map((state) => ({ value: state, label: ACCOUNT_STATE_LABELS[state] })),
            ]}
            onValueChange={(state) => onFiltersChange({ ...filters, state: state as UserFilters['state'] })}
          />
        </>
      )}
      <SelectField
        label="Order"
        name="order"
        layout="inline"
        value={choiceOf(filters)}
        options={orders.map((order) => ({ value: choiceOf(order), label: order.label }))}
        onValueChange={(value) => {
          const chosen = orders.find((order) => choiceOf(order) === value);
          if (chosen) onFiltersChange({ ...filters, sort: chosen.sort, order: chosen.order });
        }}
      />
    </search>
  );
}
