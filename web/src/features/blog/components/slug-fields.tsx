import type { useSlugSuggestion } from '#web/features/blog/hooks/use-slug-suggestion.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

/** A text field's value, change handler and error, as `useFormFields().field(name)` gives them. */
export interface FieldBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

interface SlugFieldsProps {
  /** The field the slug is suggested from (a title or a name), with its label. */
  source: FieldBinding & { label: string };
  slug: FieldBinding;
  suggestion: ReturnType<typeof useSlugSuggestion>;
  /** Said before how the slug is suggested (`The post's address: /posts/slug.`). */
  about?: string;
  /** Said below the slug while it is edited (a published post's address changes). */
  warning?: string;
}

/** The required title (or name) and the slug suggested from it until the slug is edited. */
export function SlugFields({ source, slug, suggestion, about, warning }: SlugFieldsProps) {
  const how = `Suggested from the ${source.label.toLowerCase()} until you change it; lower-case letters (of any script), digits and single hyphens.`;
  return (
    <>
      <TextField autoComplete="off" required {...source} onValueChange={suggestion.onSourceChange} />
      <TextField
        label="Slug"
        autoComplete="off"
        hint={about ? `${about} ${how}` : how}
        {...slug}
        onValueChange={suggestion.onSlugChange}
      />
      {warning && <Alert tone="info">{warning}</Alert>}
    </>
  );
}
