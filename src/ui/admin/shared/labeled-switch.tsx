import { Switch } from '@chakra-ui/react';

/** An on/off setting with its label beside it, e.g. "Featured" or "Available". */
export const LabeledSwitch = ({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) => (
  <Switch.Root
    checked={checked}
    onCheckedChange={(details) => onChange(details.checked)}
    disabled={disabled}
    colorPalette="brand"
  >
    <Switch.HiddenInput />
    <Switch.Control />
    <Switch.Label>{label}</Switch.Label>
  </Switch.Root>
);
