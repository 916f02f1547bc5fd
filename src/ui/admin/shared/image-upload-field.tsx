import { Box, Button, Field, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, MAX_IMAGE_BYTES, type ImageFileProblem } from '../../../domain/shared/file-checks';
import { FileDropZone } from './file-drop-zone';
import { formatBytes } from './format-bytes';
import { prepareImage, type PreparedImage } from './resize-image';

/**
 * One picture for a row (menu item, event, press logo, about image): pick or drop a file, see it, see how
 * much smaller it became. The chosen file is checked (an image, at most 5 MB once resized) and shrunk in the
 * browser (see prepareImage); the parent keeps the result and uploads `value.file` on save.
 *
 * - `value`: the newly prepared picture, or null while none is chosen.
 * - `currentUrl`: the picture the row has now, shown while no new one is chosen.
 * - `onRemoveCurrent`: offers "Remove picture" for `currentUrl`.
 * - `messages`: the area's own wording for the two problems (each admin area words them its own way);
 *   `onProblem` is told too, e.g. to show a toast.
 */
export const ImageUploadField = ({
  label,
  value,
  onChange,
  currentUrl = null,
  onRemoveCurrent,
  error,
  messages,
  onProblem,
  maxBytes = MAX_IMAGE_BYTES,
  disabled = false,
}: {
  label: string;
  value: PreparedImage | null;
  onChange: (image: PreparedImage | null) => void;
  currentUrl?: string | null;
  onRemoveCurrent?: () => void;
  /** An error from the form, shown under the field. */
  error?: string;
  messages?: Partial<Record<ImageFileProblem, string>>;
  onProblem?: (problem: ImageFileProblem, message: string) => void;
  maxBytes?: number;
  disabled?: boolean;
}) => {
  const { t, i18n } = useTranslation('admin');
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(value.file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const report = (kind: ImageFileProblem) => {
    const message = messages?.[kind] ?? t(`shared.image.${kind}`);
    setProblem(message);
    onProblem?.(kind, message);
  };

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    if (checkImageFile(file, Number.POSITIVE_INFINITY) === 'invalidType') return report('invalidType');
    setPreparing(true);
    try {
      const prepared = await prepareImage(file);
      // The limit applies to what is uploaded, so a large phone photo is fine once it has been shrunk.
      if (checkImageFile(prepared.file, maxBytes) === 'tooLarge') return report('tooLarge');
      onChange(prepared);
    } finally {
      setPreparing(false);
    }
  };

  const shown = previewUrl ?? currentUrl;
  const message = problem ?? error;
  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Stack gap={3} w="full" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
        {shown && (
          <Box flexShrink={0} w={{ base: 'full', sm: '40' }}>
            <Image
              src={shown}
              alt={t('shared.image.previewAlt')}
              w="full"
              aspectRatio={4 / 3}
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
            />
          </Box>
        )}
        <Stack gap={2} flex="1" minW={0}>
          <FileDropZone
            label={shown ? t('shared.image.replace') : t('shared.image.choose')}
            hint={t('shared.image.hint', { size: formatBytes(maxBytes, i18n.language) })}
            accept="image/*"
            disabled={disabled || preparing}
            invalid={Boolean(message)}
            onFiles={(files) => void choose(files)}
          />
          {preparing && (
            <HStack gap={2} color="fg.muted" fontSize="sm">
              <Spinner size="xs" />
              <Text>{t('shared.image.preparing')}</Text>
            </HStack>
          )}
          {value && (
            <Text fontSize="sm" color="fg.muted" data-testid="image-size-comparison">
              {value.converted
                ? t('shared.image.converted', {
                    original: formatBytes(value.originalSize, i18n.language),
                    result: formatBytes(value.file.size, i18n.language),
                    format: value.file.type.replace('image/', '').toUpperCase(),
                    width: value.width,
                    height: value.height,
                  })
                : t('shared.image.unchanged', { size: formatBytes(value.file.size, i18n.language) })}
            </Text>
          )}
          <HStack gap={2} wrap="wrap">
            {value && (
              <Button size="sm" variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
                {t('shared.image.discard')}
              </Button>
            )}
            {!value && currentUrl && onRemoveCurrent && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={onRemoveCurrent}
                disabled={disabled}
              >
                {t('shared.image.remove')}
              </Button>
            )}
          </HStack>
        </Stack>
      </Stack>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
};
