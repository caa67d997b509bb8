import * as z from 'zod/mini';
import { PREFERENCE_THEME_MODES, type PreferencesUpdate, REDUCED_MOTION_MODES } from '../preferences';

/**
 * Body of `PUT /api/auth/preferences`: any of the settings, nothing else (an unknown field is a
 * 400 naming it, and nothing is saved).
 */
export const updatePreferencesSchema = z.strictObject({
  theme: z.optional(z.enum(PREFERENCE_THEME_MODES, `theme must be one of ${PREFERENCE_THEME_MODES.join(', ')}`)),
  reducedMotion: z.optional(
    z.enum(REDUCED_MOTION_MODES, `reducedMotion must be one of ${REDUCED_MOTION_MODES.join(', ')}`),
  ),
  securityMail: z.optional(z.boolean('securityMail must be true or false')),
  replyMail: z.optional(z.boolean('replyMail must be true or false')),
}) satisfies z.ZodMiniType<PreferencesUpdate>;
