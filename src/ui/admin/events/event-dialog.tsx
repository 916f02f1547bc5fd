import { Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveEvent } from '../../../application/events/save-event';
import { EVENT_UPLOAD_FAILED, UploadEventImage } from '../../../application/events/upload-event-image';
import {
  DEFAULT_MAX_PARTICIPANTS,
  EVENT_TEXT_FIELDS,
  EVENT_TEXTS,
  MAX_PARTICIPANTS_LIMIT,
  type EventText,
  type RestaurantEvent,
} from '../../../domain/event/event';
import type { Draft } from '../../../domain/shared/entity';
import type { PortError } from '../../../domain/shared/result';
import type { ContentLanguage } from '../../../domain/shared/translations';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import type { PreparedImage } from '../shared/resize-image';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationIssueKey,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { fromBerlinInput, toBerlinInput } from './event-time';

interface Form {
  /** Title and description in German, English and Chinese. */
  texts: TranslatedTexts<EventText>;
  when: string;
  max_participants: string;
  current_participants: string;
  is_active: boolean;
}

const formOf = (event: RestaurantEvent | null): Form => ({
  texts: translatedTextsOf(event, EVENT_TEXT_FIELDS),
  when: event ? toBerlinInput(event.event_date) : '',
  max_participants: String(event?.max_participants ?? DEFAULT_MAX_PARTICIPANTS),
  current_participants: String(event?.current_participants ?? 0),
  is_active: event?.is_active ?? true,
});

const REQUIRED = 'admin:events.validation.required';

/** Whole numbers only; anything else becomes NaN, which the schema refuses with the field's range message. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Fields whose only possible complaint is their range, whatever wording the schema used. */
const RANGE_MESSAGES: Readonly<Record<string, string>> = {
  max_participants: 'admin:events.validation.maxParticipants',
  current_participants: 'admin:events.validation.currentParticipants',
};

/**
 * Add or edit an event (spec section 5, Events). The date and time are typed in Berlin time whatever the
 * browser's zone; title and description are trimmed by the schema; a new picture is uploaded on save.
 */
export const EventDialog = ({
  event,
  onClose,
}: {
  /** The event to edit, or null to add one. */
  event: RestaurantEvent | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const save = useUseCase(SaveEvent);
  const uploadImage = useUseCase(UploadEventImage);
  const [form, setForm] = useState<Form>(() => formOf(event));
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(true);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setText = (field: EventText, language: ContentLanguage, text: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [field]: { ...f.texts[field], [language]: text } } }));
  const currentUrl = keepCurrent ? (event?.image_url ?? null) : null;
  const failedMessage = event ? t('events.messages.updateError') : t('events.messages.createError');

  const failed = (error: PortError) => {
    const issues = error.issues ?? {};
    const shown = Object.entries(issues).map(([field, key]) => {
      const message =
        key === REQUIRED
          ? 'events.validation.fieldRequired'
          : i18n.exists(key)
            ? key
            : (RANGE_MESSAGES[field] ?? key);
      return [field === 'event_date' ? 'when' : field, t(message)];
    });
    setErrors(Object.fromEntries(shown));
    if (issues.image_url === EVENT_UPLOAD_FAILED) {
      console.error('Event image upload failed', error);
      notify('error', t('common.error'), t('events.messages.uploadError'));
    } else if (Object.values(issues).includes(REQUIRED)) {
      notify('error', t('common.error'), t('events.validation.required'));
    } else if (error.kind !== 'Invalid') {
      console.error('Event save failed', error);
      notify('error', t('common.error'), failedMessage);
    }
  };

  const submit = useMutation({
    mutationFn: async () => {
      const { title, description } = form.texts;
      const draft: Draft<RestaurantEvent> = {
        title: title.de,
        description: description.de.trim() ? description.de : null,
        event_date: fromBerlinInput(form.when),
        max_participants: wholeNumber(form.max_participants),
        current_participants: wholeNumber(form.current_participants),
        image_url: currentUrl,
        is_active: form.is_active,
        translations: translationsOf(form.texts),
      };
      const id = event?.id;
      const imageChanged = image !== null || currentUrl !== (event?.image_url ?? null);
      if (!imageChanged) return save.execute(draft, id);
      if (image) setProgress(0);
      return uploadImage.execute({ event: draft, id, image: image?.file ?? null, onProgress: setProgress });
    },
    onSuccess: async (result) => {
      setProgress(null);
      if (!result.ok) return failed(result.error);
      notify(
        'success',
        t(event ? 'events.messages.updated' : 'events.messages.created'),
        image ? t('events.messages.imageUploaded') : undefined,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['events'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
      onClose();
    },
    onError: (error) => {
      setProgress(null);
      console.error('Event save failed', error);
      notify('error', t('common.error'), failedMessage);
    },
  });

  const field = (
    key: string,
    label: string,
    input: ReactNode,
    options: { required?: boolean; help?: string } = {},
  ) => (
    <FormField label={label} error={errors[key]} required={options.required} help={options.help}>
      {input}
    </FormField>
  );

  /** A text's errors per language: the German column's, then its translations'. */
  const textErrors = (field: EventText) => ({
    de: errors[field],
    en: errors[translationIssueKey('en', field)],
    zh: errors[translationIssueKey('zh', field)],
  });

  const max = wholeNumber(form.max_participants);

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={event ? t('events.dialog.editTitle') : t('events.dialog.addTitle')}
      onSubmit={() => submit.mutate()}
      submitLabel={event ? t('events.dialog.save') : t('events.dialog.create')}
      busy={submit.isPending}
      maxW="5xl"
    >
      <Stack gap={4}>
        <TranslationStatus row={asTranslatable(form.texts)} fields={EVENT_TEXT_FIELDS} />
        <TranslatedTextField
          id="event-title"
          label={t('events.fields.title')}
          value={form.texts.title}
          onChange={(language, text) => setText('title', language, text)}
          required
          maxLength={EVENT_TEXTS.title}
          errors={textErrors('title')}
        />
        <Stack gap={1.5}>
          <TranslatedTextField
            id="event-description"
            label={t('events.fields.description')}
            value={form.texts.description}
            onChange={(language, text) => setText('description', language, text)}
            maxLength={EVENT_TEXTS.description}
            rows={4}
            errors={textErrors('description')}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('events.fields.descriptionHelp')}
          </Text>
        </Stack>
        {field(
          'when',
          t('events.fields.when'),
          <Input type="datetime-local" value={form.when} onChange={(e) => set('when', e.target.value)} />,
          { required: true, help: t('events.fields.whenHelp') },
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {field(
            'max_participants',
            t('events.fields.maxParticipants'),
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PARTICIPANTS_LIMIT}
              step={1}
              value={form.max_participants}
              onChange={(e) => set('max_participants', e.target.value)}
            />,
            { help: t('events.fields.maxParticipantsHelp', { max: MAX_PARTICIPANTS_LIMIT }) },
          )}
          {field(
            'current_participants',
            t('events.fields.currentParticipants'),
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={Number.isNaN(max) ? MAX_PARTICIPANTS_LIMIT : max}
              step={1}
              value={form.current_participants}
              onChange={(e) => set('current_participants', e.target.value)}
            />,
            { help: t('events.fields.currentParticipantsHelp') },
          )}
        </SimpleGrid>
        <ImageUploadField
          label={t('events.fields.image')}
          value={image}
          onChange={(next) => {
            setImage(next);
            setErrors(({ image_url: _dropped, ...rest }) => rest);
          }}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setKeepCurrent(false)}
          error={errors.image_url}
          messages={{
            invalidType: t('events.validation.invalidImage'),
            tooLarge: t('events.validation.imageTooLarge'),
          }}
          onProblem={(_problem, message) => notify('error', t('common.error'), message)}
          disabled={submit.isPending}
        />
        {progress !== null && image && (
          <UploadProgress
            item={{ id: 'event-image', label: image.file.name, fraction: progress, status: 'uploading' }}
          />
        )}
        <Switch.Root
          checked={form.is_active}
          onCheckedChange={(e) => set('is_active', e.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('events.fields.active')}</Switch.Label>
        </Switch.Root>
      </Stack>
    </AdminDialog>
  );
};
