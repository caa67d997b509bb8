import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResumeView } from '#web/features/resume/components/resume-view.tsx';
import { TargetedResume } from '#web/features/resume/components/targeted-resume.tsx';
import { buildResume, paragraphsOf, type ResumeProfile } from '#web/features/resume/lib/resume.ts';

const profile: ResumeProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'ada',
  email: 'ada@example.com',
  phoneNumber: '+32 470 12 34 56',
  biography: 'I write programs for the Analytical Engine.\n\n  I also translate papers.  \n',
};

const skills = [
  { name: 'C#', description: 'Modern C#.', topics: ['Basics', 'Async'] },
  { name: 'AWS', description: 'How this site runs on AWS.', topics: ['DynamoDB'] },
  { name: 'Testing', description: 'Tests against local services.', topics: [] },
];

describe('targeted résumé', () => {
  it('is built from the profile: name, email and phone as links, the biography as paragraphs', () => {
    const resume = buildResume(profile, { target: '  Backend developer ', skills, chosen: new Set() });
    expect(resume).toEqual({
      name: 'Ada Lovelace',
      headline: 'Backend developer',
      contacts: [
        { label: 'Email', value: 'ada@example.com', href: 'mailto:ada@example.com' },
        { label: 'Phone', value: '+32 470 12 34 56', href: 'tel:+32470123456' },
      ],
      summary: ['I write programs for the Analytical Engine.', 'I also translate papers.'],
      skills: [],
    });
  });

  it('lists only the skills the user ticked, in the site’s order', () => {
    const resume = buildResume(profile, { target: '', skills, chosen: new Set(['Testing', 'C#']) });
    expect(resume.skills.map((skill) => skill.name)).toEqual(['C#', 'Testing']);
  });

  it('falls back to the user name, leaves out a missing phone, and shows only an https photo', () => {
    const bare = { ...profile, firstName: '', lastName: '', phoneNumber: undefined, biography: undefined };
    const resume = buildResume(
      { ...bare, profilePicture: 'http://example.com/me.png' },
      { target: '', skills, chosen: new Set() },
    );
    expect(resume.name).toBe('ada');
    expect(resume.contacts.map((contact) => contact.label)).toEqual(['Email']);
    expect(resume.summary).toEqual([]);
    expect(resume.photoUrl).toBeUndefined();
    expect(
      buildResume({ ...bare, profilePicture: 'https://example.com/me.png' }, { target: '', skills, chosen: new Set() })
        .photoUrl,
    ).toBe('https://example.com/me.png');
  });

  it('splits a biography at blank lines only', () => {
    expect(paragraphsOf('one\ntwo\n\n\nthree')).toEqual(['one\ntwo', 'three']);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('shows the résumé with its sections, and the skills with their topics', () => {
    const html = renderToStaticMarkup(
      createElement(ResumeView, {
        resume: buildResume(profile, { target: 'Backend developer', skills, chosen: new Set(['C#']) }),
      }),
    );
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('Backend developer');
    expect(html).toContain('href="mailto:ada@example.com"');
    expect(html).toContain('<h3 id="resume-profile">Profile</h3>');
    expect(html).toContain('I also translate papers.');
    expect(html).toContain('<strong>C#</strong>: Modern C#.');
    expect(html).toContain('(Basics, Async)');
    expect(html).not.toContain('AWS');
  });

  it('offers a Print button and every site skill to tick, none ticked at first', () => {
    const html = renderToStaticMarkup(createElement(TargetedResume, { profile, skills, profileLink: 'your profile' }));
    expect(html).toMatch(/<button type="button" class="button">Print<\/button>/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).not.toContain('checked=""');
    expect(html).not.toContain('resume-skills');
  });

  it('asks for a biography when the profile has none', () => {
    const html = renderToStaticMarkup(
      createElement(TargetedResume, {
        profile: { ...profile, biography: '' },
        skills,
        profileLink: 'your profile page',
      }),
    );
    expect(html).toContain('Your profile has no biography yet. Add one on your profile page');
    expect(html).not.toContain('resume-profile');
  });
});
