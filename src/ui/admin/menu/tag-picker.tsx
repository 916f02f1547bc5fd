import { Badge, Button, CloseButton, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag, hasTag, removeTag } from '../../../domain/menu/dietary-tags';
import { PREDEFINED_DIETARY_TAGS } from '../../../domain/menu/menu-item';
import { dietaryTagLabel } from '../../i18n/glossary';

/**
 * Dietary tags: the ten predefined ones as toggles, plus one typed by hand. A tag already present (in any
 * letter case) is not added twice.
 */
export const TagPicker = ({
  tags,
  onChange,
}: {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
}) => {
  const { t } = useTranslation('admin');
  const [custom, setCustom] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const labelId = useId();
  const label = (tag: string) => dietaryTagLabel(t, tag);
  const customTags = tags.filter((tag) => !PREDEFINED_DIETARY_TAGS.some((p) => p === tag));

  const addCustom = () => {
    if (custom.trim() === '') return;
    if (hasTag(tags, custom)) {
      setDuplicate(true);
      return;
    }
    onChange(addTag(tags, custom));
    setCustom('');
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the whole dialog.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };

  return (
    <Stack gap={3} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {t('menu.form.tags')}
      </Text>
      <Wrap gap={2}>
        {PREDEFINED_DIETARY_TAGS.map((tag) => {
          const on = hasTag(tags, tag);
          return (
            <Button
              key={tag}
              size="xs"
              rounded="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'gray'}
              aria-pressed={on}
              onClick={() => onChange(on ? removeTag(tags, tag) : addTag(tags, tag))}
            >
              {label(tag)}
            </Button>
          );
        })}
      </Wrap>
      {customTags.length > 0 && (
        <Wrap gap={2}>
          {customTags.map((tag) => (
            <Badge key={tag} size="lg" colorPalette="brand" variant="subtle" pe={0}>
              {tag}
              <CloseButton
                size="2xs"
                aria-label={t('menu.form.removeTag', { tag })}
                onClick={() => onChange(removeTag(tags, tag))}
              />
            </Badge>
          ))}
        </Wrap>
      )}
      <Field.Root invalid={duplicate}>
        <Field.Label srOnly>{t('menu.form.customTag')}</Field.Label>
        <HStack w="full">
          <Input
            value={custom}
            placeholder={t('menu.form.customTagPlaceholder')}
            maxLength={50}
            onChange={(e) => {
              setCustom(e.target.value);
              setDuplicate(false);
            }}
            onKeyDown={onKey}
          />
          <Button variant="outline" onClick={addCustom} disabled={custom.trim() === ''}>
            {t('menu.form.addTag')}
          </Button>
        </HStack>
        {duplicate && <Field.ErrorText>{t('menu.form.duplicateTag')}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
};
