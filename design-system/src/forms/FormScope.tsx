import { createContext, useContext, type ReactNode } from 'react';

const FormScopeContext = createContext<string | undefined>(undefined);

export interface FormScopeProps {
  /** The `{form}` part of every field's message key below, e.g. `address` → `forms.address.city.errors.required`. */
  form: string;
  children: ReactNode;
}

/** Names the form its fields belong to, so each field resolves `forms.{form}.{field}.errors.{code}`. */
export function FormScope({ form, children }: FormScopeProps) {
  return <FormScopeContext.Provider value={form}>{children}</FormScopeContext.Provider>;
}

export function useFormScope(): string | undefined {
  return useContext(FormScopeContext);
}
