import { Button, HStack } from '@chakra-ui/react';

export interface EditDeleteButtonsProps {
  readonly editText: string;
  readonly deleteText: string;
  /** Accessible names that say what is edited or deleted, since every card has the same two buttons. */
  readonly editLabel: string;
  readonly deleteLabel: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  /** While another action of the card runs, delete waits. */
  readonly busy?: boolean;
}

/** The edit and delete pair at the foot of an admin card. */
export const EditDeleteButtons = (props: EditDeleteButtonsProps) => (
  <HStack gap={2}>
    <Button size="sm" flex="1" variant="subtle" onClick={props.onEdit} aria-label={props.editLabel}>
      {props.editText}
    </Button>
    <Button
      size="sm"
      flex="1"
      variant="subtle"
      colorPalette="red"
      onClick={props.onDelete}
      disabled={props.busy}
      aria-label={props.deleteLabel}
    >
      {props.deleteText}
    </Button>
  </HStack>
);
