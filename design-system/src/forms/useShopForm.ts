// The submit behaviour every shop form shares (spec §4 "Forms"): a submit while one is pending is ignored;
// otherwise errors are cleared, the schema validates, and on success the submit handler runs; pending ends
// on success or failure. Server violations (spec §8 "Form submit") land on their field or on the form.
//
// The validation (the contract's `validateForm`, zod/mini's parser, the form's schema) is not in the page's first
// load: `validate.ts` and a `lazySchema` are imported once the page is idle, and the resolver awaits them when it
// first runs (react-hook-form resolvers may be async), so a submit or blur before they arrive validates all the same.
import type { FieldError } from '@gamelle/contract/shared/violations';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { keepTypedValues } from './keepTypedValues.ts';
import type * as validation from './validate.ts';

/** How a submit ended; `ignored` when one was still pending. */
export type SubmitOutcome = 'ignored' | 'invalid' | 'submitted' | 'failed';

export type Validation<Data> = { success: true; data: Data } | { success: false };

/** The steps of one submit; the React hook fills them from react-hook-form, tests from plain functions. */
export interface SubmitSteps<Values, Data> {
  setPending(pending: boolean): void;
  clearErrors(): void;
  validate(values: Values): Validation<Data> | Promise<Validation<Data>>;
  submit(data: Data): unknown;
  showServerError(error: unknown): void;
}

/** A submit function that follows spec §4; it never rejects, the outcome says what happened. */
export function createFormSubmitter<Values, Data>(steps: SubmitSteps<Values, Data>) {
  let pending = false;
  return async function submitForm(values: Values): Promise<SubmitOutcome> {
    if (pending) return 'ignored';
    pending = true;
    steps.setPending(true);
    try {
      steps.clearErrors();
      const validation = await steps.validate(values);
      if (!validation.success) return 'invalid';
      try {
        await steps.submit(validation.data);
        return 'submitted';
      } catch (error) {
        steps.showServerError(error);
        return 'failed';
      }
    } finally {
      pending = false;
      steps.setPending(false);
    }
  };
}

/** One server violation (ConstraintViolationList item), as `@gamelle/contract/errors` types it. */
export interface ServerViolation {
  propertyPath: string;
  message: string;
  code?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

/** A server error as a form shows it: per field when the path names a field of the form, else on the form. */
export interface ServerErrorPlacement {
  fields: Record<string, ServerViolation>;
  form: ServerViolation[];
}

/**
 * Where each violation goes. An ApiError (or any error carrying `violations`) is split by propertyPath;
 * an ApiError without them is one form-level error with its message; anything else is the generic error.
 * Form-level errors carry `code: 'generic'`, which FormError shows as "Une erreur est survenue" when empty.
 */
export function placeServerError(error: unknown, fieldNames: readonly string[]): ServerErrorPlacement {
  const placement: ServerErrorPlacement = { fields: {}, form: [] };
  const violations = violationsOf(error);
  if (violations.length === 0) {
    const message = error instanceof Error && error.name === 'ApiError' ? error.message : '';
    placement.form.push({ propertyPath: '', message, code: 'generic' });
    return placement;
  }
  for (const violation of violations) {
    const field = fieldNames.includes(violation.propertyPath) ? violation.propertyPath : null;
    if (field && !(field in placement.fields)) placement.fields[field] = violation;
    else if (!field) placement.form.push(violation);
  }
  return placement;
}

/**
 * A schema imported on demand: `lazySchema(() => import('./login-schemas.ts').then((m) => m.loginFormSchema))`.
 * The module it imports should re-export only the form's schemas (a dynamic import's namespace is kept whole),
 * and the page should import nothing of zod at first load for the schema to leave it.
 */
export interface LazySchema<S extends z.core.$ZodType> {
  /** The import, started once and shared; a failed one is retried on the next call. */
  load(): Promise<S>;
  /** The schema once loaded. */
  readonly loaded: S | undefined;
}

export function lazySchema<S extends z.core.$ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  let pending: Promise<S> | undefined;
  const lazy: { load(): Promise<S>; loaded: S | undefined } = {
    loaded: undefined,
    load: () =>
      (pending ??= importSchema().then(
        (schema) => (lazy.loaded = schema),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return lazy;
}

/** A form's schema: the schema itself, or imported on demand. */
export type SchemaSource<S extends z.core.$ZodType> = S | LazySchema<S>;

function isLazy<S extends z.core.$ZodType>(source: SchemaSource<S>): source is LazySchema<S> {
  return typeof (source as Partial<LazySchema<S>>).load === 'function';
}

let validator: Promise<typeof validation> | undefined;
function loadValidator() {
  return (validator ??= import('./validate.ts').catch((error: unknown) => {
    validator = undefined;
    throw error;
  }));
}

/** Starts the imports the form's validation needs, when the page is idle (errors wait for the first validation). */
function preloadValidation(source: SchemaSource<z.core.$ZodType>): () => void {
  const preload = () => {
    loadValidator().catch(() => undefined);
    if (isLazy(source)) source.load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(preload, 1);
  return () => window.clearTimeout(id);
}

export interface UseShopFormOptions<S extends z.core.$ZodType> {
  /** The contract's schema of the form (the one place its rules live), or `lazySchema` of it. */
  schema: SchemaSource<S>;
  /** `{form}` of the message keys `forms.{form}.{field}.errors.{code}`. */
  formName: string;
  defaultValues?: DefaultValues<z.input<S> & FieldValues>;
  /** Runs with the parsed values; reject (e.g. with the client's ApiError) to show server errors. */
  onSubmit: (values: z.output<S>) => unknown;
  /** Field names that server violations may target; the schema's keys when it is an object. */
  fieldNames?: readonly string[];
}

export interface ShopForm<S extends z.core.$ZodType> {
  form: UseFormReturn<z.input<S> & FieldValues>;
  /** For `<form onSubmit={…}>`. */
  handleSubmit: (event?: FormEvent) => Promise<SubmitOutcome>;
  pending: boolean;
  /** Errors that belong to no field (server violations without a known path, failures). */
  formErrors: ServerViolation[];
}

const keepingTypedValues = new WeakSet<object>();

export function useShopForm<S extends z.core.$ZodType>(options: UseShopFormOptions<S>): ShopForm<S> {
  type Values = z.input<S> & FieldValues;
  const { schema, formName } = options;
  const [pending, setPending] = useState(false);
  const [formErrors, setFormErrors] = useState<ServerViolation[]>([]);
  const latest = useRef(options);
  latest.current = options;

  const resolver = useMemo(() => contractResolver<Values>(schema, formName), [schema, formName]);
  useEffect(() => preloadValidation(schema), [schema]);
  const form = useForm<Values>({ resolver, defaultValues: options.defaultValues, mode: 'onSubmit' });
  // What was typed before hydration survives it (keepTypedValues.ts). react-hook-form hands back the same object on
  // every render, its `formState` refreshed in place: its `register` is swapped once rather than the object copied.
  if (!keepingTypedValues.has(form)) {
    keepingTypedValues.add(form);
    form.register = keepTypedValues(form.register);
  }

  const submitter = useMemo(
    () =>
      createFormSubmitter<void, z.output<S>>({
        setPending,
        clearErrors: () => {
          form.clearErrors();
          setFormErrors([]);
        },
        // react-hook-form validates through the resolver, shows the errors and focuses the first invalid field.
        validate: async () => {
          let validation: Validation<z.output<S>> = { success: false };
          await form.handleSubmit((data) => {
            validation = { success: true, data: data as z.output<S> };
          })();
          return validation;
        },
        submit: (data) => latest.current.onSubmit(data),
        showServerError: (error) => {
          // A lazy schema is loaded by now: the values were validated before the submit that failed.
          const names = latest.current.fieldNames ?? schemaKeys(isLazy(schema) ? schema.loaded : schema);
          const placement = placeServerError(error, names);
          let first = true;
          for (const [field, violation] of Object.entries(placement.fields)) {
            const fieldError = {
              type: violation.code ?? 'server',
              message: violation.message,
              params: violation.params,
            };
            form.setError(field as Path<Values>, fieldError, { shouldFocus: first });
            first = false;
          }
          setFormErrors(placement.form);
        },
      }),
    [form, schema],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      return submitter(undefined);
    },
    [submitter],
  );

  return { form, handleSubmit, pending, formErrors };
}

/**
 * A resolver over the contract's `validateForm` rather than @hookform/resolvers' zodResolver: it keeps each
 * error's params (`{ max: 38 }`) so "at most 38 characters" reads right instead of a bare code.
 */
export function contractResolver<Values extends FieldValues>(
  source: SchemaSource<z.core.$ZodType>,
  formName: string,
): Resolver<Values> {
  return async (values) => {
    const [schema, { validateForm }] = await Promise.all([isLazy(source) ? source.load() : source, loadValidator()]);
    const result = validateForm(schema, values, formName);
    if (result.success) return { values: result.data as Values, errors: {} };
    return { values: {}, errors: toHookFormErrors(result.errors) as FieldErrors<Values> };
  };
}

function toHookFormErrors(errors: Record<string, FieldError>) {
  const out: Record<string, { type: string; message: string; params?: FieldError['params'] }> = {};
  for (const [path, error] of Object.entries(errors)) {
    // The contract puts the code in the message; the field turns it into `forms.{form}.{field}.errors.{code}`.
    out[path === '' ? 'root' : path] = { type: error.code, message: error.code, params: error.params };
  }
  return out;
}

function violationsOf(error: unknown): ServerViolation[] {
  if (typeof error !== 'object' || error === null || !('violations' in error)) return [];
  const violations = (error as { violations: unknown }).violations;
  return Array.isArray(violations) ? (violations as ServerViolation[]) : [];
}

function schemaKeys(schema: z.core.$ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
