import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portError, type PortError, type Result } from '../../../domain/shared/result';
import type { ContentLanguage } from '../../../domain/shared/translations';
import { notify } from '../../app/toaster';
import { FormField } from './form-field';
import { logFailure } from './log-failure';
import {
  asTranslatable,
  TranslatedTextField,
  translationIssueKey,
  TranslationStatus,
  type TranslatedTexts,
} from './translated-text-field';

/** Translated messages by field key: 'title', 'translations.en.title', 'image_url'; '_' for the whole form. */
export type FieldMessages = Readonly<Record<string, string>>;

/** An error toast's words, translated: a description under the title 'Error', or a title and a description. */
export type FormToast = string | { readonly title: string; readonly description: string };

/** What a refused save shows: a message under each field it names, and at most one toast. */
export interface Refusal {
  /**
   * The refused fields by the schema's names, each with a translation key (or a text shown as it is). Left
   * out, a save's refusal shows its error's issues.
   */
  readonly issues?: Readonly<Record<string, string>> | undefined;
  readonly toast?: FormToast | null | undefined;
  /** Adds to the messages already shown instead of replacing them (a file refused as it is chosen). */
  readonly keepOthers?: boolean;
}

/** The translatable fields of a form's values: the keys of its `texts`, none without. */
export type TextFieldOf<V> = V extends { readonly texts: infer T } ? Extract<keyof T, string> : never;

/** The fields `set` changes: every value but the translated texts. */
type PlainField<V> = Exclude<keyof V, 'texts'> & string;

export interface AdminFormOptions<V extends object, T> {
  /** The first values, read once: plain fields, and the translated ones under `texts` (translatedTextsOf). */
  readonly initial: V | (() => V);
  /** Writes the values; its refusal becomes field messages and one toast. */
  readonly save: (values: V) => Promise<Result<T, PortError>>;
  /** After a successful save: the success toast, the areas to refresh, closing the dialog. */
  readonly saved: (value: T, values: V) => Promise<void> | void;
  /** The console's words for a failed save; a validation refusal is the user's to fix and is not logged. */
  readonly log: string;
  /** What a refused save shows (a save that throws arrives as Unavailable); by default its issues, no toast. */
  readonly refused?: (error: PortError) => Refusal;
  /** Checked before saving: a refusal is shown and nothing is saved. */
  readonly check?: (values: V) => Refusal | null;
  /** How a schema key reads under a field, e.g. { [REQUIRED]: 'press.validation.fieldRequired' }. */
  readonly issueText?: Readonly<Record<string, string>>;
  /** Schema fields the form names otherwise, e.g. { event_date: 'when' }. */
  readonly fieldOf?: Readonly<Record<string, string>>;
  /** Per schema field, the message where the schema's words have no translation (zod's own, for a range). */
  readonly fallback?: Readonly<Record<string, string>>;
  /** Translated fields: the inputs' ids are `${idPrefix}-${field}-${language}`. */
  readonly idPrefix?: string;
  /** Translated fields: the longest text each takes (the inputs' maxLength; 10,000 where none is given). */
  readonly textLimits?: Readonly<Record<TextFieldOf<V>, number>>;
}

export interface FieldOptions {
  readonly required?: boolean | undefined;
  readonly help?: string | undefined;
}

export interface TextFieldOptions {
  readonly required?: boolean | undefined;
  /** Rows of a text area; one line when left out. */
  readonly rows?: number | undefined;
  /** Told of each change after the text is set, e.g. to let another field follow it. */
  readonly onText?: ((language: ContentLanguage, text: string) => void) | undefined;
}

export interface AdminForm<V extends object> {
  readonly values: V;
  /** Changes one field and clears its message. */
  readonly set: <K extends PlainField<V>>(key: K, value: V[K]) => void;
  /** Changes one language of a translated field and clears that text's message. */
  readonly setText: (field: TextFieldOf<V>, language: ContentLanguage, text: string) => void;
  /** Changes several values at once (a template, a saved row read back); messages stay. */
  readonly update: (change: (values: V) => V) => void;
  readonly messages: FieldMessages;
  readonly message: (key: string) => string | undefined;
  /** The messages of a translated field per language: its German column's, then its translations'. */
  readonly textMessages: (field: string) => Record<ContentLanguage, string | undefined>;
  readonly clear: (key: string) => void;
  /** Shows a refusal: its issues under the fields, its toast. */
  readonly refuse: (refusal: Refusal) => void;
  /** Checks, then saves; nothing while a save runs. */
  readonly submit: () => void;
  /** `submit` as a form element's onSubmit, which the browser does not send anywhere. */
  readonly onSubmit: (event: { preventDefault: () => void }) => void;
  /** A save is running (the mutation's pending state). */
  readonly saving: boolean;
  /** A labelled control with its required mark and its message (or help). */
  readonly field: (key: string, label: string, control: ReactNode, options?: FieldOptions) => ReactNode;
  /** One translated field: German, English and Chinese side by side, each with its message. */
  readonly textField: (field: TextFieldOf<V>, label: string, options?: TextFieldOptions) => ReactNode;
  /** The completeness marker of the texts as they are typed. */
  readonly translationStatus: () => ReactNode;
}

type WithTexts = { readonly texts: TranslatedTexts<string> };

const hasTexts = (values: object): values is WithTexts => 'texts' in values;

/**
 * The admin's one form pattern: a form's values and translated texts, the message under each field (cleared
 * as the field is typed in), a refused save mapped to field messages and one translated toast, and the save
 * state from TanStack Query's useMutation.
 */
export const useAdminForm = <V extends object, T>(options: AdminFormOptions<V, T>): AdminForm<V> => {
  const { t, i18n } = useTranslation('admin');
  const [values, setValues] = useState<V>(options.initial);
  const [messages, setMessages] = useState<FieldMessages>({});

  const clear = (key: string) =>
    setMessages((shown) => {
      if (!(key in shown)) return shown;
      const { [key]: _cleared, ...rest } = shown;
      return rest;
    });

  /** A schema key as its field shows it: translated where it is a key, else as it is (a server's words). */
  const messageFor = (field: string, key: string) => {
    const shown = options.issueText?.[key] ?? key;
    if (i18n.exists(shown, { ns: 'admin' })) return t(shown);
    const fallback = options.fallback?.[field];
    return fallback ? t(fallback) : shown;
  };

  const refuse = ({ issues = {}, toast, keepOthers = false }: Refusal) => {
    const next = Object.fromEntries(
      Object.entries(issues).map(([field, key]) => [
        options.fieldOf?.[field] ?? field,
        messageFor(field, key),
      ]),
    );
    setMessages((shown) => (keepOthers ? { ...shown, ...next } : next));
    if (typeof toast === 'string') notify('error', t('common.error'), toast);
    else if (toast) notify('error', toast.title, toast.description);
  };

  const refuseError = (error: PortError) => {
    const refusal = options.refused?.(error) ?? {};
    refuse({ ...refusal, issues: refusal.issues ?? error.issues });
  };

  const mutation = useMutation({
    mutationFn: (current: V) => options.save(current),
    onSuccess: async (result, current) => {
      if (result.ok) {
        setMessages({});
        return options.saved(result.value, current);
      }
      logFailure(options.log, result.error);
      refuseError(result.error);
    },
    onError: (error) => {
      console.error(options.log, error);
      refuseError(portError('Unavailable', String(error)));
    },
  });

  const set = <K extends PlainField<V>>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const textKey = (field: string, language: ContentLanguage) =>
    language === 'de' ? field : translationIssueKey(language, field);

  const setText = (field: TextFieldOf<V>, language: ContentLanguage, text: string) => {
    setValues((current) => {
      if (!hasTexts(current)) return current;
      const texts = { ...current.texts, [field]: { ...current.texts[field], [language]: text } };
      return { ...current, texts };
    });
    clear(textKey(field, language));
  };

  const textMessages = (field: string) => ({
    de: messages[textKey(field, 'de')],
    en: messages[textKey(field, 'en')],
    zh: messages[textKey(field, 'zh')],
  });

  const texts = hasTexts(values) ? values.texts : {};

  const submit = () => {
    if (mutation.isPending) return;
    const refusal = options.check?.(values);
    if (refusal) refuse(refusal);
    else mutation.mutate(values);
  };

  return {
    values,
    set,
    setText,
    update: setValues,
    messages,
    message: (key) => messages[key],
    textMessages,
    clear,
    refuse,
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      submit();
    },
    saving: mutation.isPending,
    field: (key, label, control, { required, help }: FieldOptions = {}) => (
      <FormField label={label} error={messages[key]} required={required} help={help}>
        {control}
      </FormField>
    ),
    textField: (field, label, { required, rows, onText }: TextFieldOptions = {}) => {
      const value = texts[field];
      if (!value) return null;
      return (
        <TranslatedTextField
          id={`${options.idPrefix ?? 'text'}-${field}`}
          label={label}
          value={value}
          onChange={(language, text) => {
            setText(field, language, text);
            onText?.(language, text);
          }}
          required={required}
          maxLength={options.textLimits?.[field] ?? 10_000}
          rows={rows}
          errors={textMessages(field)}
        />
      );
    },
    translationStatus: () => <TranslationStatus row={asTranslatable(texts)} fields={Object.keys(texts)} />,
  };
};
