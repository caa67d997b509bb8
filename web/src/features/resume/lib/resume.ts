import type { UserDetails } from '#shared/accounts.ts';

/** A skill the résumé can list: a stack documented on the site, with its topics. */
export interface ResumeSkill {
  name: string;
  description: string;
  topics: readonly string[];
}

interface ResumeContact {
  label: string;
  value: string;
  href: string;
}

/** What the résumé shows, built from the signed-in user's own profile and the skills they picked. */
export interface Resume {
  name: string;
  /** The position the résumé is aimed at, as the user typed it; empty when none. */
  headline: string;
  photoUrl?: string;
  contacts: ResumeContact[];
  /** The biography, one entry per paragraph. */
  summary: string[];
  skills: ResumeSkill[];
}

export type ResumeProfile = Pick<
  UserDetails,
  'firstName' | 'lastName' | 'userName' | 'email' | 'phoneNumber' | 'biography' | 'profilePicture'
>;

function httpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The biography's paragraphs: split at blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The résumé of a profile: its name (first and last, else the user name, else the email), the
 * contact details it has, its biography as the summary, and the chosen skills in the site's order.
 */
export function buildResume(
  profile: ResumeProfile,
  { target, skills, chosen }: { target: string; skills: readonly ResumeSkill[]; chosen: ReadonlySet<string> },
): Resume {
  const phone = profile.phoneNumber?.trim();
  const photoUrl = httpsUrl(profile.profilePicture);
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim() || profile.userName || profile.email,
    headline: target.trim(),
    ...(photoUrl ? { photoUrl } : {}),
    contacts: [
      { label: 'Email', value: profile.email, href: `mailto:${profile.email}` },
      ...(phone ? [{ label: 'Phone', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` }] : []),
    ],
    summary: paragraphsOf(profile.biography),
    skills: skills.filter((skill) => chosen.has(skill.name)),
  };
}
