import {
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useTranslation } from 'react-i18next';
import { SaveFloorPlan } from '../../../application/room/save-floor-plan';
import { ShowFloorPlan } from '../../../application/room/show-floor-plan';
import type { FloorPlan } from '../../../domain/room/floor-plan';
import { resolve } from '../../../container';
import { useContainer, useUseCase } from '../../app/container-context';
import { unwrap } from '../../app/query';
import { invalidateAreas, queryKeys } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { LabeledSwitch } from '../shared/labeled-switch';
import { useAdminForm } from '../shared/use-admin-form';
import { SettingsLoaded } from './settings-loaded';

/** The floor plan for Settings (staff): areas, tables and combinations, one value. */
export const floorPlanQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.settings.floorPlan(),
    queryFn: () => unwrap(resolve(container, ShowFloorPlan).execute()),
  });

interface TableDraft {
  readonly id: string;
  readonly areaId: string;
  readonly name: string;
  readonly minSeats: string;
  readonly maxSeats: string;
  readonly onlineBookable: boolean;
  readonly priority: number;
}

interface CombinationDraft {
  readonly id: string;
  readonly name: string;
  readonly minSeats: string;
  readonly tableIds: readonly string[];
  readonly onlineBookable: boolean;
  readonly priority: number;
}

/** The plan as the form holds it: numbers as typed, areas in their display order. */
interface Draft {
  readonly areas: readonly { readonly id: string; readonly name: string }[];
  readonly tables: readonly TableDraft[];
  readonly combinations: readonly CombinationDraft[];
}

const draftOf = (plan: FloorPlan): Draft => ({
  areas: [...plan.areas]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map(({ id, name }) => ({ id, name })),
  tables: plan.tables.map((t) => ({ ...t, minSeats: String(t.minSeats), maxSeats: String(t.maxSeats) })),
  combinations: plan.combinations.map((c) => ({ ...c, minSeats: String(c.minSeats) })),
});

/** A whole number as typed; anything else becomes NaN, which the schema refuses with its key. */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

const planOf = (draft: Draft): FloorPlan => ({
  areas: draft.areas.map((area, displayOrder) => ({ ...area, displayOrder })),
  tables: draft.tables.map((t) => ({ ...t, minSeats: whole(t.minSeats), maxSeats: whole(t.maxSeats) })),
  combinations: draft.combinations.map((c) => ({ ...c, minSeats: whole(c.minSeats) })),
});

/** A small visible label above a control of a table's row, so that a row reads without a header. */
const Labeled = ({
  label,
  children,
  maxW,
}: {
  label: string;
  children: ReactNode;
  maxW?: object | string;
}) => (
  <Field.Root w="auto" maxW={maxW}>
    <Field.Label fontSize="xs" color="fg.muted">
      {label}
    </Field.Label>
    {children}
  </Field.Root>
);

/**
 * Which of the tables with as many seats is given first, in words for staff: first, as usual, or last. The
 * stored priority is a number (lower first); another number than these three is kept until changed.
 */
const PRIORITIES = { first: -1, usual: 0, last: 1 } as const;
const priorityChoice = (priority: number): keyof typeof PRIORITIES =>
  priority < 0 ? 'first' : priority > 0 ? 'last' : 'usual';

const PrioritySelect = ({ value, onChange }: { value: number; onChange: (priority: number) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <Labeled label={t('settings.floorPlan.priority')} maxW={{ md: '10rem' }}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={priorityChoice(value)}
          onChange={(e) => {
            const choice = e.target.value as keyof typeof PRIORITIES;
            if (choice !== priorityChoice(value)) onChange(PRIORITIES[choice]);
          }}
        >
          {(['first', 'usual', 'last'] as const).map((choice) => (
            <option key={choice} value={choice}>
              {t(`settings.floorPlan.priorities.${choice}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labeled>
  );
};

/**
 * Settings > Tables: the dining areas, the tables in them (seats from–to, bookable online) and the tables that
 * may be joined for larger parties. Guests are seated by this plan; without tables the room counts guests at
 * once. One save replaces the plan; a table taken out leaves its bookings unseated.
 */
export const FloorPlanSettings = () => {
  const { t } = useTranslation('admin');
  const plan = useQuery(floorPlanQuery(useContainer()));
  return (
    <SettingsLoaded query={plan} failed={t('settings.floorPlan.loadFailed')}>
      {(saved) => <FloorPlanForm saved={saved} />}
    </SettingsLoaded>
  );
};

const FloorPlanForm = ({ saved }: { saved: FloorPlan }) => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const savePlan = useUseCase(SaveFloorPlan);
  const form = useAdminForm({
    initial: () => draftOf(saved),
    log: 'Saving the floor plan failed',
    save: (draft) => savePlan.execute(planOf(draft)),
    refused: (error) => ({
      issues: { plan: error.kind === 'Invalid' ? error.message : 'settings.floorPlan.saveFailed' },
    }),
    saved: async (next) => {
      form.update(() => draftOf(next));
      queryClient.setQueryData(floorPlanQuery(container).queryKey, next);
      await invalidateAreas(queryClient, 'reservations');
      notify('success', t('settings.floorPlan.saved'));
    },
  });
  const { areas, tables, combinations } = form.values;
  const change = (next: Partial<Draft>) => {
    form.clear('plan');
    form.update((draft) => ({ ...draft, ...next }));
  };
  const changeTable = (id: string, next: Partial<TableDraft>) =>
    change({ tables: tables.map((table) => (table.id === id ? { ...table, ...next } : table)) });
  const changeCombination = (id: string, next: Partial<CombinationDraft>) =>
    change({ combinations: combinations.map((c) => (c.id === id ? { ...c, ...next } : c)) });

  const addArea = () => change({ areas: [...areas, { id: crypto.randomUUID(), name: '' }] });
  const addTable = () =>
    change({
      tables: [
        ...tables,
        {
          id: crypto.randomUUID(),
          areaId: areas[0]?.id ?? '',
          name: String(tables.length + 1),
          minSeats: '1',
          maxSeats: '2',
          onlineBookable: true,
          priority: 0,
        },
      ],
    });
  const addCombination = () =>
    change({
      combinations: [
        ...combinations,
        { id: crypto.randomUUID(), name: '', minSeats: '1', tableIds: [], onlineBookable: true, priority: 0 },
      ],
    });

  return (
    <Card.Root as="form" data-testid="floor-plan-settings" onSubmit={form.onSubmit}>
      <Card.Header>
        <Card.Title as="h2">{t('settings.floorPlan.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.floorPlan.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          <Stack gap={3} as="fieldset">
            <Text as="legend" fontWeight="semibold">
              {t('settings.floorPlan.areas')}
            </Text>
            {areas.map((area, index) => (
              <HStack key={area.id} data-testid="floor-plan-area" align="end">
                <Labeled label={t('settings.floorPlan.areaName')}>
                  <Input
                    value={area.name}
                    maxLength={60}
                    onChange={(e) =>
                      change({
                        areas: areas.map((a, i) => (i === index ? { ...a, name: e.target.value } : a)),
                      })
                    }
                  />
                </Labeled>
                <Button
                  variant="outline"
                  disabled={tables.some((table) => table.areaId === area.id)}
                  onClick={() => change({ areas: areas.filter((a) => a.id !== area.id) })}
                >
                  {t('settings.floorPlan.remove')}
                </Button>
              </HStack>
            ))}
            <Button variant="outline" alignSelf="start" onClick={addArea}>
              {t('settings.floorPlan.addArea')}
            </Button>
          </Stack>

          <Stack gap={3} as="fieldset">
            <Text as="legend" fontWeight="semibold">
              {t('settings.floorPlan.tables')}
            </Text>
            {tables.length === 0 && <Text color="fg.muted">{t('settings.floorPlan.noTables')}</Text>}
            {tables.map((table) => (
              <Box key={table.id} data-testid="floor-plan-table" borderWidth="1px" borderRadius="md" p={3}>
                <Stack gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
                  <Labeled label={t('settings.floorPlan.tableName')} maxW={{ md: '8rem' }}>
                    <Input
                      value={table.name}
                      maxLength={30}
                      onChange={(e) => changeTable(table.id, { name: e.target.value })}
                    />
                  </Labeled>
                  <Labeled label={t('settings.floorPlan.area')} maxW={{ md: '12rem' }}>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={table.areaId}
                        onChange={(e) => changeTable(table.id, { areaId: e.target.value })}
                      >
                        {areas.map((area) => (
                          <option key={area.id} value={area.id}>
                            {area.name || t('settings.floorPlan.unnamedArea')}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Labeled>
                  <HStack align="end">
                    <Labeled label={t('settings.floorPlan.minSeats')} maxW="6rem">
                      <Input
                        inputMode="numeric"
                        value={table.minSeats}
                        onChange={(e) => changeTable(table.id, { minSeats: e.target.value })}
                      />
                    </Labeled>
                    <Labeled label={t('settings.floorPlan.maxSeats')} maxW="6rem">
                      <Input
                        inputMode="numeric"
                        value={table.maxSeats}
                        onChange={(e) => changeTable(table.id, { maxSeats: e.target.value })}
                      />
                    </Labeled>
                  </HStack>
                  <PrioritySelect
                    value={table.priority}
                    onChange={(priority) => changeTable(table.id, { priority })}
                  />
                  <LabeledSwitch
                    label={t('settings.floorPlan.online')}
                    checked={table.onlineBookable}
                    onChange={(onlineBookable) => changeTable(table.id, { onlineBookable })}
                  />
                  <Button
                    variant="outline"
                    onClick={() =>
                      change({
                        tables: tables.filter((x) => x.id !== table.id),
                        combinations: combinations.map((c) => ({
                          ...c,
                          tableIds: c.tableIds.filter((id) => id !== table.id),
                        })),
                      })
                    }
                  >
                    {t('settings.floorPlan.remove')}
                  </Button>
                </Stack>
              </Box>
            ))}
            <Button variant="outline" alignSelf="start" disabled={areas.length === 0} onClick={addTable}>
              {t('settings.floorPlan.addTable')}
            </Button>
          </Stack>

          <Stack gap={3} as="fieldset">
            <Text as="legend" fontWeight="semibold">
              {t('settings.floorPlan.combinations')}
            </Text>
            {combinations.map((combination) => (
              <Box
                key={combination.id}
                data-testid="floor-plan-combination"
                borderWidth="1px"
                borderRadius="md"
                p={3}
              >
                <Stack gap={3}>
                  <Stack gap={3} direction={{ base: 'column', md: 'row' }}>
                    <Labeled label={t('settings.floorPlan.combinationName')} maxW={{ md: '12rem' }}>
                      <Input
                        value={combination.name}
                        maxLength={30}
                        onChange={(e) => changeCombination(combination.id, { name: e.target.value })}
                      />
                    </Labeled>
                    <Labeled label={t('settings.floorPlan.combinationMinSeats')} maxW="10rem">
                      <Input
                        inputMode="numeric"
                        value={combination.minSeats}
                        onChange={(e) => changeCombination(combination.id, { minSeats: e.target.value })}
                      />
                    </Labeled>
                    <PrioritySelect
                      value={combination.priority}
                      onChange={(priority) => changeCombination(combination.id, { priority })}
                    />
                    <Button
                      variant="outline"
                      onClick={() =>
                        change({ combinations: combinations.filter((c) => c.id !== combination.id) })
                      }
                    >
                      {t('settings.floorPlan.remove')}
                    </Button>
                  </Stack>
                  <HStack gap={4} wrap="wrap">
                    {tables.map((table) => (
                      <Checkbox.Root
                        key={table.id}
                        checked={combination.tableIds.includes(table.id)}
                        onCheckedChange={(details) =>
                          changeCombination(combination.id, {
                            tableIds: details.checked
                              ? [...combination.tableIds, table.id]
                              : combination.tableIds.filter((id) => id !== table.id),
                          })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {t('settings.floorPlan.tableLabel', { name: table.name })}
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                </Stack>
              </Box>
            ))}
            <Button variant="outline" alignSelf="start" disabled={tables.length < 2} onClick={addCombination}>
              {t('settings.floorPlan.addCombination')}
            </Button>
          </Stack>

          {form.message('plan') && (
            <Text color="fg.error" role="alert" data-testid="floor-plan-error">
              {form.message('plan')}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
            {t('settings.floorPlan.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
