// What an account action answers and an account form shows. Shared by server and browser code.
import type { ComponentType, RefAttributes } from 'react';
import type { FetcherFormProps } from 'react-router';

/** The form element an account form renders: React Router's <Form>, or a fetcher's. */
export type FormElement = ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;
export interface AccountFormState {
  formError?: string;
  /** A confirmation (recovery mail sent, details saved...). */
  success?: string;
  fieldErrors: Record<string, string>;
  /** Fields to mark aria-invalid. */
  invalid: string[];
  /** What the shopper typed, except passwords. */
  values: Record<string, string>;
}
