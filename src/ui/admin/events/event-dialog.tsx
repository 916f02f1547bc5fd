import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import type { PreparedImage } from '../shared/resize-image';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { useAdminForm } from '../shared/use-admin-form';
import { EVENT_WRITES } from './events-queries';
import { fromBerlinInput, toBerlinInput } from './event-time';

interface Form {
  /** Title and description in German, English and Chinese. */
  readonly texts: TranslatedTexts<EventText>;
  readonly when: string;
  readonly max_participants: string;
  readonly current_participants: string;
  readonly is_active: boolean;
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
  max_participants: 'events.validation.maxParticipants',
  current_participants: 'events.validation.currentParticipants',
};

/**
 * Add or edit an event. The date and time are typed in Berlin time whatever the browser's zone; title and
 * description are trimmed by the schema; a new picture is uploaded on save.
 */
export const EventDialog = ({
  event,
  onClose,
}: {
  /** The event to edit, or null to add one. */
  event: RestaurantEvent | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SaveEvent);
  const uploadImage = useUseCase(UploadEventImage);
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const currentUrl = keepCurrent ? (event?.image_url ?? null) : null;

  const form = useAdminForm({
    initial: () => formOf(event),
    idPrefix: 'event',
    textLimits: EVENT_TEXTS,
    issueText: { [REQUIRED]: 'events.validation.fieldRequired' },
    fieldOf: { event_date: 'when' },
    fallback: RANGE_MESSAGES,
    log: 'Event save failed',
    save: (values) => {
      const { title, description } = values.texts;
      const draft: Draft<RestaurantEvent> = {
        title: title.de,
        description: description.de.trim() ? description.de : null,
        event_date: fromBerlinInput(values.when),
        max_participants: wholeNumber(values.max_participants),
        current_participants: wholeNumber(values.current_participants),
        image_url: currentUrl,
        is_active: values.is_active,
        translations: translationsOf(values.texts),
      };
      const id = event?.id;
      const imageChanged = image !== null || currentUrl !== (event?.image_url ?? null);
      if (!imageChanged) return save.execute(draft, id);
      if (image) setProgress(0);
      return uploadImage.execute({ event: draft, id, image: image?.file ?? null, onProgress: setProgress });
    },
    refused: (error) => {
      if (error.issues?.image_url === EVENT_UPLOAD_FAILED) return { toast: t('events.messages.uploadError') };
      if (Object.values(error.issues ?? {}).includes(REQUIRED))
        return { toast: t('events.validation.required') };
      if (error.kind === 'Invalid') return {};
      return { toast: t(event ? 'events.messages.updateError' : 'events.messages.createError') };
    },
    saved: async () => {
      notify(
        'success',
        t(event ? 'events.messages.updated' : 'events.messages.created'),
        image ? t('events.messages.imageUploaded') : undefined,
      );
      await invalidate(...EVENT_WRITES);
      onClose();
    },
  });
  const { values, set } = form;
  const max = wholeNumber(values.max_participants);

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && !form.saving && onClose()}
      title={event ? t('events.dialog.editTitle') : t('events.dialog.addTitle')}
      onSubmit={form.submit}
      submitLabel={event ? t('events.dialog.save') : t('events.dialog.create')}
      busy={form.saving}
      maxW="5xl"
    >
      <Stack gap={4}>
        {form.translationStatus()}
        {form.textField('title', t('events.fields.title'), { required: true })}
        <Stack gap={1.5}>
          {form.textField('description', t('events.fields.description'), { rows: 4 })}
          <Text fontSize="sm" color="fg.muted">
            {t('events.fields.descriptionHelp')}
          </Text>
        </Stack>
        {form.field(
          'when',
          t('events.fields.when'),
          <Input type="datetime-local" value={values.when} onChange={(e) => set('when', e.target.value)} />,
          { required: true, help: t('events.fields.whenHelp') },
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {form.field(
            'max_participants',
            t('events.fields.maxParticipants'),
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PARTICIPANTS_LIMIT}
              step={1}
              value={values.max_participants}
              onChange={(e) => set('max_participants', e.target.value)}
            />,
            { help: t('events.fields.maxParticipantsHelp', { max: MAX_PARTICIPANTS_LIMIT }) },
          )}
          {form.field(
            'current_participants',
            t('events.fields.currentParticipants'),
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={Number.isNaN(max) ? MAX_PARTICIPANTS_LIMIT : max}
              step={1}
              value={values.current_participants}
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
            form.clear('image_url');
          }}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setKeepCurrent(false)}
          error={form.message('image_url')}
          messages={{
            invalidType: t('events.validation.invalidImage'),
            tooLarge: t('events.validation.imageTooLarge'),
          }}
          onProblem={(_problem, message) => notify('error', t('common.error'), message)}
          disabled={form.saving}
        />
        {form.saving && progress !== null && image && (
          <UploadProgress
            item={{ id: 'event-image', label: image.file.name, fraction: progress, status: 'uploading' }}
          />
        )}
        <LabeledSwitch
          label={t('events.fields.active')}
          checked={values.is_active}
          onChange={(checked) => set('is_active', checked)}
        />
      </Stack>
    </AdminDialog>
  );
};
