import { type ReactNode, useId, useState } from 'react';
import { buildResume, type ResumeProfile, type ResumeSkill } from '#web/features/resume/lib/resume.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { ResumeView } from './resume-view';
import './resume.css';

interface TargetedResumeProps {
  profile: ResumeProfile;
  /** The skills the user may put on it (the stacks the site documents), in display order. */
  skills: readonly ResumeSkill[];
  /** A link to the profile page, shown when the profile has no biography yet. */
  profileLink: ReactNode;
}

/**
 * A résumé built from the signed-in user's profile, aimed at a position they type and listing the
 * skills they tick; nothing is stored. Print (or save as PDF) prints the résumé alone.
 */
export function TargetedResume({ profile, skills, profileLink }: TargetedResumeProps) {
  const [target, setTarget] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const skillsHintId = useId();
  const resume = buildResume(profile, { target, skills, chosen });

  const toggle = (name: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(name);
      else next.delete(name);
      return next;
    });

  return (
    <div className="targeted-resume">
      <section className="form resume-controls" aria-label="Résumé settings">
        <TextField
          label="Position you are applying for"
          name="target"
          value={target}
          onValueChange={setTarget}
          maxLength={120}
          hint="Shown under your name. Nothing you choose here is stored."
        />
        <fieldset aria-describedby={skillsHintId}>
          <legend>Skills to include</legend>
          <p id={skillsHintId} className="field__hint">
            The stacks documented on this site. Tick the ones you master.
          </p>
          {skills.map((skill) => (
            <CheckboxField
              key={skill.name}
              label={skill.name}
              name="skills"
              value={skill.name}
              checked={chosen.has(skill.name)}
              onCheckedChange={(checked) => toggle(skill.name, checked)}
            />
          ))}
        </fieldset>
        {resume.summary.length === 0 && (
          <p className="field__hint">
            Your profile has no biography yet. Add one on {profileLink} to give the résumé a summary.
          </p>
        )}
        <div className="form__actions">
          <button type="button" className="button" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </section>
      <ResumeView resume={resume} />
    </div>
  );
}
