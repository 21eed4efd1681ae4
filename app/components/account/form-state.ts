// What an account action answers and an account form shows. Shared by server and browser code.
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
