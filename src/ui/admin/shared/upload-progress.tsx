import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface UploadProgressItem {
  /** Stable key, e.g. the file's index in the selection. */
  readonly id: string;
  /** Usually the file name. */
  readonly label: string;
  /** 0..1 */
  readonly fraction: number;
  readonly status: UploadStatus;
}

const PALETTE: Record<UploadStatus, string> = {
  waiting: 'gray',
  preparing: 'gray',
  uploading: 'brand',
  done: 'green',
  failed: 'red',
};

/** One file's progress bar with its name and state; the bar is announced to screen readers by its label. */
export const UploadProgress = ({ item }: { item: UploadProgressItem }) => {
  const { t } = useTranslation('admin');
  const percent = Math.round(Math.min(1, Math.max(0, item.fraction)) * 100);
  return (
    <Progress.Root value={percent} max={100} colorPalette={PALETTE[item.status]} size="sm">
      <HStack justify="space-between" gap={2} mb={1}>
        <Progress.Label fontWeight="normal" minW={0}>
          <Text as="span" truncate display="block">
            {item.label}
          </Text>
        </Progress.Label>
        <Badge colorPalette={PALETTE[item.status]} flexShrink={0}>
          {item.status === 'uploading' ? `${percent} %` : t(`shared.upload.status.${item.status}`)}
        </Badge>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
};

/** Per-file progress for a multi-file upload. */
export const UploadProgressList = ({ items }: { items: readonly UploadProgressItem[] }) => (
  <Stack gap={3} aria-live="polite">
    {items.map((item) => (
      <UploadProgress key={item.id} item={item} />
    ))}
  </Stack>
);
