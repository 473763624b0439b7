import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

/** What a terms form's fields read and change: the terms as typed and the messages on them. */
export type TermsFormFields<D> = {
  draft: D;
  errors: Partial<Record<keyof D, string>>;
  set: (patch: Partial<D>) => void;
};

/**
 * A program's terms form (Cashback, 'Sentimos sua falta'): a draft checked by the shared schema
 * before saving, the first wrong field focused (on a phone it may be above the fold), a rule the
 * server refused kept beside the button and other failures a toast's; after a save the fields
 * show the terms as the server kept them. `preview` is the terms as typed, once they are valid.
 */
export function useTermsForm<T, D, A>(opts: {
  saved: T;
  /** The fields' ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  draftFrom: (terms: T) => D;
  validate: (draft: D) => { data: T } | { errors: Partial<Record<keyof D, string>> };
  save: (terms: T) => Promise<A>;
  /** The terms in the save's answer. */
  termsOf: (answer: A) => T;
  /** The cache and the toast, once saved. */
  onSaved: (answer: A) => void;
  failure: string;
}) {
  const [draft, setDraft] = useState<D>(() => opts.draftFrom(opts.saved));
  const [errors, setErrors] = useState<Partial<Record<keyof D, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: opts.save,
    onSuccess: (answer) => {
      opts.onSaved(answer);
      setDraft(opts.draftFrom(opts.termsOf(answer)));
    },
    onError: (e) => {
      // 400: a value the shared rules refuse; 422: one the state of the store refuses ('Fiscal' on with data missing).
      if (e instanceof ApiError && (e.status === 400 || e.status === 422)) setRefusal(e.message);
      toast.error(failureMessage(opts.failure, e));
    },
  });
  const submit = () => {
    setRefusal(null);
    const result = opts.validate(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      return document.getElementById(`${opts.idPrefix}-${first}`)?.focus();
    }
    setErrors({});
    save.mutate(result.data);
  };
  const checked = opts.validate(draft);
  const fields: TermsFormFields<D> = { draft, errors, set };
  return { fields, preview: 'data' in checked ? checked.data : null, submit, saving: save.isPending, refusal };
}
