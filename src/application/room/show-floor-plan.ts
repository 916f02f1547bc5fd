import type { FloorPlan } from '../../domain/room/floor-plan';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The dining areas, tables and combinations, for Settings (staff). */
export class ShowFloorPlan {
  static readonly inject = { floorPlan: Ports.floorPlan };
  constructor(private readonly deps: Deps<typeof ShowFloorPlan.inject>) {}

  execute(): Promise<Result<FloorPlan, PortError>> {
    return this.deps.floorPlan.plan();
  }
}
