import { TextField, type TextFieldProps } from '#web/shared/ui/text-field.tsx';

/** The alt text of an image to upload, with the hint that says what it is for. */
export function AltTextField(props: Omit<TextFieldProps, 'label' | 'hint'>) {
  return <TextField label="Alt text" hint="What the image shows, for people who cannot see it." {...props} />;
}
