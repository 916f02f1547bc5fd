import type { FloorPlan } from '../../domain/room/floor-plan';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Staff replace the floor plan (Settings); the store refuses an invalid plan. */
export class SaveFloorPlan {
  static readonly inject = { floorPlan: Ports.floorPlan };
  constructor(private readonly deps: Deps<typeof SaveFloorPlan.inject>) {}

  execute(plan: FloorPlan): Promise<Result<FloorPlan, PortError>> {
    return this.deps.floorPlan.save(plan);
  }
}
