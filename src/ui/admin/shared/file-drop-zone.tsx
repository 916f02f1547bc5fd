import { Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';

/**
 * A file picker that is also a drop target: a large labelled area (easy to hit on a phone) around a
 * visually hidden <input type="file">, which keeps keyboard and screen-reader use native. `onFiles` gets
 * every chosen or dropped file; checking them is the caller's job.
 */
export const FileDropZone = ({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  onFiles,
  name,
}: {
  label: string;
  hint?: string;
  /** As the input's accept attribute: 'image/*', 'video/*'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  name?: string;
}) => {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same file again still reports it.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <chakra.label
      htmlFor={id}
      display="block"
      w="full"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={invalid ? 'border.error' : dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      rounded="lg"
      px={4}
      py={6}
      textAlign="center"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
    >
      <Stack gap={1} align="center">
        <Text fontWeight="semibold" color="brand.fg">
          {label}
        </Text>
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
      <chakra.input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={picked}
        srOnly
      />
    </chakra.label>
  );
};
