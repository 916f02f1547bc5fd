import { z } from 'zod';
import type { FloorPlan } from './floor-plan';

/**
 * What a valid floor plan is: the Settings form checks it before saving, the demo's store on save, and
 * public.save_floor_plan() in SQL refuses the same (its tables' constraints hold the same bounds). Messages
 * are translation keys of the admin namespace.
 */
const name = (max: number) =>
  z.string().trim().min(1, 'settings.validation.roomName').max(max, 'settings.validation.roomName');
const whole = (min: number, max: number, key: string) => z.number().int(key).min(min, key).max(max, key);
const priority = whole(-1000, 1000, 'settings.validation.priority');
const id = z.string().min(1);

const tableSchema = z
  .object({
    id,
    areaId: id,
    name: name(30),
    minSeats: whole(1, 100, 'settings.validation.seats'),
    maxSeats: whole(1, 100, 'settings.validation.seats'),
    onlineBookable: z.boolean(),
    priority,
  })
  .refine((t) => t.minSeats <= t.maxSeats, 'settings.validation.seats');

const combinationSchema = z.object({
  id,
  name: name(30),
  tableIds: z.array(id).min(2, 'settings.validation.combinationTables'),
  minSeats: whole(1, 200, 'settings.validation.seats'),
  onlineBookable: z.boolean(),
  priority,
});

const unique = (values: readonly string[]) => new Set(values).size === values.length;

export const floorPlanSchema = z
  .object({
    areas: z.array(
      z.object({ id, name: name(60), displayOrder: whole(-1000, 1000, 'settings.validation.order') }),
    ),
    tables: z.array(tableSchema).max(200, 'settings.validation.tooManyTables'),
    combinations: z.array(combinationSchema).max(100, 'settings.validation.tooManyTables'),
  })
  .refine(
    (plan) => plan.tables.every((t) => plan.areas.some((a) => a.id === t.areaId)),
    'settings.validation.tableArea',
  )
  .refine(
    (plan) =>
      plan.combinations.every(
        (c) => unique(c.tableIds) && c.tableIds.every((tid) => plan.tables.some((t) => t.id === tid)),
      ),
    'settings.validation.combinationTables',
  )
  .refine(
    (plan) => unique(plan.tables.map((t) => t.name)) && unique(plan.combinations.map((c) => c.name)),
    'settings.validation.roomNameTaken',
  ) satisfies z.ZodType<FloorPlan>;
