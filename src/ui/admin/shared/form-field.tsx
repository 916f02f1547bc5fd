import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  readonly label: string;
  /** The translated error; shown under the control, which is then marked invalid for screen readers. */
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  /** Shown under the control while there is no error. */
  readonly help?: string | undefined;
  readonly children: ReactNode;
}

/** One labelled control of an admin form, with its required mark, error or help text. */
export const FormField = ({ label, error, required, help, children }: FormFieldProps) => (
  <Field.Root required={required} invalid={Boolean(error)}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
  </Field.Root>
);
