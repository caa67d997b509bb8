import type { FormEvent } from 'react';
import { USER_LOOKUP_MIN_LENGTH } from '#shared/accounts.ts';
import type { Project } from '#shared/projects.ts';
import { cacheSavedProject } from '#web/features/projects/api/project-cache.ts';
import { addProjectMember, lookupUser, removeProjectMember } from '#web/features/projects/api/project-members.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { personName } from '#web/shared/lib/person-name.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import type { Validation } from '#web/shared/lib/validate.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './projects.css';

const WHO_LABEL = 'User name or e-mail address';
const NO_SUCH_USER = 'No user has exactly this user name or e-mail address.';

interface PersonRow {
  id: string;
  name: string;
  role: 'Owner' | 'Member';
}

/** The owner first, then the members (in the server's order, by name); an admin is told a deleted account. */
export function projectPeople(
  project: Pick<Project, 'ownerId' | 'ownerName' | 'ownerIsDeleted' | 'members'>,
): PersonRow[] {
  return [
    {
      id: project.ownerId,
      name: personName({ name: project.ownerName, isDeleted: project.ownerIsDeleted }),
      role: 'Owner',
    },
    ...project.members.map((member) => ({ id: member.id, name: personName(member), role: 'Member' as const })),
  ];
}

/** What the add form sends: the exact user name or address, long enough for the lookup. */
export function checkMemberQuery(who: string): Validation<string> {
  const q = who.trim();
  return q.length >= USER_LOOKUP_MIN_LENGTH
    ? { ok: true, data: q }
    : {
        ok: false,
        errors: { who: `Enter a user name or e-mail address of at least ${USER_LOOKUP_MIN_LENGTH} characters.` },
      };
}

/**
 * The members of a project, for its owner and admins: the owner and each member by name, Remove
 * (after a confirmation) for each member, and a form that adds someone by their exact user name or
 * e-mail address (the lookup answers only an id and a name, so no one's address is shown).
 */
export function ProjectMembers({ project }: { project: Project }) {
  const columns: DataTableColumn<PersonRow>[] = [
    { id: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
    { id: 'role', header: 'Role', cell: (person) => person.role },
    {
      id: 'actions',
      header: 'Actions',
      cell: (person) =>
        person.role === 'Member' && (
          <ConfirmButton
            label="Remove"
            className="button button--secondary"
            aria-label={`Remove ${person.name}`}
            title={`Remove ${person.name} from ${project.name}?`}
            actions={[
              {
                label: 'Remove',
                pendingLabel: 'Removing…',
                run: async () => cacheSavedProject(await removeProjectMember(project.id, person.id)),
              },
            ]}
            describeError={(error) => `${person.name} was not removed. ${describeFailure(error)}`}
          >
            <p>{person.name} can no longer edit this project. You can add them again later.</p>
          </ConfirmButton>
        ),
    },
  ];

  return (
    <section className="page-stack" aria-labelledby="project-members-heading">
      <h2 id="project-members-heading">Members</h2>
      <p>Members may edit the project. Only its owner and admins may delete it or change who is on it.</p>
      <DataTable
        caption={`People on ${project.name}`}
        columns={columns}
        rows={projectPeople(project)}
        rowKey={(person) => person.id}
      />
      <AddMemberForm project={project} />
    </section>
  );
}

function AddMemberForm({ project }: { project: Project }) {
  const { values, setValues, setErrors, field } = useFormFields({ who: '' });
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: { q: WHO_LABEL, userId: 'User' },
    failure: (error) => `The member was not added. ${describeFailure(error)}`,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(checkMemberQuery(values.who), async (q) => {
      const [user] = await lookupUser(q);
      if (!user) {
        setErrors({ who: NO_SUCH_USER });
        return undefined;
      }
      await cacheSavedProject(await addProjectMember(project.id, user.id));
      setValues({ who: '' });
      return `${user.name} is a member of ${project.name} now.`;
    });
  }

  return (
    <form className="form project-members__add" noValidate onSubmit={submit} aria-busy={submitting}>
      <h3>Add a member</h3>
      <FormOutcome outcome={outcome} />
      <TextField
        label={WHO_LABEL}
        required
        autoComplete="off"
        hint="Their exact user name or e-mail address; you see only the name of who is found."
        {...field('who')}
      />
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Add member" busyLabel="Adding…" />
      </div>
    </form>
  );
}
