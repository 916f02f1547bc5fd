import { Badge, Box, Button, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetDemo } from '../../../application/demo/reset-demo';
import { GenerateMenuImage } from '../../../application/menu/generate-menu-image';
import type { GeneratedDishImage } from '../../../application/ports/ai-image-generator';
import { AI_IMAGE_COST, formatCredits } from '../../../domain/ai-usage/budget';
import { canGenerateDishImage } from '../../../domain/menu/ai-prompt';
import type { CuisineType } from '../../../domain/menu/menu-item';
import type { PortError } from '../../../domain/shared/result';
import { useContainer, useUseCase, useUseCaseIfBound } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { logFailure } from '../shared/log-failure';
import { localDecimal } from './local-decimal';
import { aiUsageQuery, invalidateMenu } from './menu-queries';
import { invalidateAreas } from '../../app/query-keys';

export interface DishForImage {
  readonly name: string;
  readonly ingredients: string;
  readonly cuisine_type: CuisineType;
  /** The chosen category's name. */
  readonly category: string | null;
}

/**
 * The item dialog's AI mode below the prompt preview: what an image costs against this month's
 * budget, "Generate image" with a visible busy state, and the picture it made. For a saved dish the function
 * has already pointed the dish at the picture; for a new one the dialog saves it with the dish.
 */
export const AiImagePanel = ({
  dish,
  itemId,
  generated,
  onGenerated,
  onBusyChange,
  disabled = false,
}: {
  dish: DishForImage;
  /** null for a dish not created yet. */
  itemId: string | null;
  generated: GeneratedDishImage | null;
  onGenerated: (image: GeneratedDishImage) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}) => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const generateMenuImage = useUseCase(GenerateMenuImage);
  // The demo draws its pictures itself (no image service): what only the demo can do is bound only there.
  const isDemo = useUseCaseIfBound(ResetDemo) !== null;
  const usage = useQuery(aiUsageQuery(container));
  const [busy, setBusy] = useState(false);
  const ready = canGenerateDishImage(dish);

  const errorText = (error: PortError) =>
    error.message.startsWith('admin:') ? t(error.message) : error.message.trim() || t('menu.ai.failed');

  const generate = async () => {
    if (!ready) {
      notify('error', t('common.error'), t('menu.ai.needNameAndIngredients'));
      return;
    }
    setBusy(true);
    onBusyChange(true);
    const result = await generateMenuImage.execute({
      menuItemId: itemId,
      dishName: dish.name,
      ingredients: dish.ingredients,
      cuisineType: dish.cuisine_type,
      category: dish.category,
    });
    setBusy(false);
    onBusyChange(false);
    // The month's credits change on success, and a refusal may mean the dialog's figures were stale.
    void invalidateAreas(queryClient, 'aiUsage');
    if (!result.ok) {
      // A spent budget is the month's state, not a fault.
      if (result.error.kind !== 'Conflict') logFailure('Failed to generate image', result.error);
      notify('error', t('menu.ai.failedTitle'), errorText(result.error));
      return;
    }
    onGenerated(result.value);
    notify('success', t('menu.ai.generated', { cost: result.value.cost }));
    if (itemId !== null) await invalidateMenu(queryClient);
  };

  return (
    <Stack gap={3}>
      <Text textStyle="sm" color="fg.muted">
        {usage.data
          ? t('menu.ai.costLine', {
              cost: AI_IMAGE_COST,
              spent: localDecimal(formatCredits(usage.data.total_cost), i18n.language),
              budget: localDecimal(formatCredits(usage.data.budget_limit), i18n.language),
            })
          : t('menu.ai.costLineUnknown', { cost: AI_IMAGE_COST })}
      </Text>
      {isDemo && (
        <Text textStyle="sm" color="fg.muted">
          {t('menu.ai.demoNote')}
        </Text>
      )}
      {!ready && (
        <Text textStyle="sm" color="orange.fg" aria-live="polite">
          {t('menu.ai.needNameAndIngredients')}
        </Text>
      )}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => void generate()}
        loading={busy}
        loadingText={t('menu.ai.generating')}
        disabled={disabled}
      >
        {t('menu.form.generate')}
      </Button>
      {busy ? (
        <Skeleton
          aspectRatio={4 / 3}
          maxW="sm"
          rounded="md"
          aria-busy="true"
          aria-label={t('menu.ai.generating')}
        />
      ) : (
        generated && (
          <Box maxW="sm" data-testid="ai-generated-image">
            <Box position="relative">
              <Image
                src={generated.imageUrl}
                alt={t('menu.ai.resultAlt', { name: dish.name })}
                aspectRatio={4 / 3}
                objectFit="cover"
                rounded="md"
                bg="bg.muted"
                w="full"
              />
              <Badge position="absolute" top={2} right={2} colorPalette="gray" variant="solid">
                {t('menu.ai.badge')}
              </Badge>
            </Box>
            <Text textStyle="xs" color="fg.muted" mt={1}>
              {t(itemId === null ? 'menu.ai.saveToKeep' : 'menu.ai.savedWithDish')}
            </Text>
          </Box>
        )
      )}
    </Stack>
  );
};
