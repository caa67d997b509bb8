import type { Resume } from '#web/features/resume/lib/resume.ts';

/** The résumé itself, as shown on screen and printed. */
export function ResumeView({ resume }: { resume: Resume }) {
  return (
    <article className="resume" aria-labelledby="resume-name">
      <header className="resume__header">
        {resume.photoUrl && <img className="resume__photo" src={resume.photoUrl} alt="" width={96} height={96} />}
        <div>
          <h2 id="resume-name" className="resume__name">
            {resume.name}
          </h2>
          {resume.headline && <p className="resume__headline">{resume.headline}</p>}
          <ul className="inline-list resume__contacts" aria-label="Contact">
            {resume.contacts.map((contact) => (
              <li key={contact.label}>
                <span className="visually-hidden">{contact.label}: </span>
                <a href={contact.href}>{contact.value}</a>
              </li>
            ))}
          </ul>
        </div>
      </header>
      {resume.summary.length > 0 && (
        <section className="resume__section" aria-labelledby="resume-profile">
          <h3 id="resume-profile">Profile</h3>
          {resume.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
      {resume.skills.length > 0 && (
        <section className="resume__section" aria-labelledby="resume-skills">
          <h3 id="resume-skills">Skills</h3>
          <ul className="resume__skills">
            {resume.skills.map((skill) => (
              <li key={skill.name}>
                <strong>{skill.name}</strong>: {skill.description}
                {skill.topics.length > 0 && <span className="resume__topics"> ({skill.topics.join(', ')})</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
