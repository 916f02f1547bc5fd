import { Badge, Button, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLegalBlock, type ContentBlock } from '../../../domain/content/content-block';
import { useContainer } from '../../app/container-context';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { useErrorToast } from '../shared/use-error-toast';
import { ContentBlockCard } from './content-block-card';
import { adminContentBlocksQuery } from './content-queries';
import { CreateContentBlockCard } from './create-content-block-card';

const TABS = ['all', 'legal', 'active', 'inactive'] as const;
type Tab = (typeof TABS)[number];

const inTab: Record<Tab, (block: ContentBlock) => boolean> = {
  all: () => true,
  legal: isLegalBlock,
  active: (block) => block.is_active,
  inactive: (block) => !block.is_active,
};

/** Admin content management: tabs all/legal/active/inactive, a create card, inline edits. */
export const AdminContentPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const blocks = useQuery(adminContentBlocksQuery(container));
  const [tab, setTab] = useState<Tab>('all');
  const [creating, setCreating] = useState(false);

  useErrorToast(blocks.error, t('common.error'), t('content.messages.loadError'));

  const all = blocks.data ?? [];

  return (
    <>
      <AdminPageHeading
        title={t('content.title')}
        description={t('content.description')}
        actions={
          <Button
            colorPalette="brand"
            variant={creating ? 'outline' : 'solid'}
            aria-expanded={creating}
            aria-controls={creating ? 'create-block-card' : undefined}
            onClick={() => setCreating((open) => !open)}
            disabled={!blocks.data}
          >
            {creating ? t('content.create.close') : t('content.create.open')}
          </Button>
        }
      />
      {creating && blocks.data && (
        <div id="create-block-card">
          <CreateContentBlockCard existing={blocks.data} onDone={() => setCreating(false)} />
        </div>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as Tab)}
        variant="enclosed"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
      >
        <Tabs.List maxW="full" overflowX="auto" flexWrap="nowrap">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {t(`content.tabs.${value}`)}
              <Badge variant="subtle" colorPalette="gray" ms={1}>
                {all.filter(inTab[value]).length}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {blocks.isPending ? (
              <Stack gap={4} aria-busy="true" aria-label={t('content.loading')}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height="40" rounded="md" />
                ))}
              </Stack>
            ) : all.filter(inTab[value]).length === 0 ? (
              <AdminEmptyState
                title={t(`content.empty.${value}`)}
                description={value === 'all' ? t('content.empty.hint') : undefined}
              />
            ) : (
              <Stack gap={4}>
                {all.filter(inTab[value]).map((block) => (
                  <ContentBlockCard key={block.id} block={block} />
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
};
