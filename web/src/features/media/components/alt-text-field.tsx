import { TextField, type TextFieldProps } from '#web/shared/ui/text-field.tsx';

/** The alt text of an image, with the hint that says what it is for ("Alt text" unless `label` says more). */
export function AltTextField({
  label = 'Alt text',
  ...props
}: Omit<TextFieldProps, 'label' | 'hint'> & { label?: string }) {
  return <TextField label={label} hint="What the image shows, for people who cannot see it." {...props} />;
}
