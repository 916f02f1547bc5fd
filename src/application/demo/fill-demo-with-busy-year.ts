import { Ports, type Deps } from '../ports/tokens';

/** Fills the offline demo with a year of a busy restaurant's bookings, so the admin can be seen under load. */
export class FillDemoWithBusyYear {
  static readonly inject = { demo: Ports.demo };
  constructor(private readonly deps: Deps<typeof FillDemoWithBusyYear.inject>) {}

  execute() {
    return this.deps.demo.fillBusyYear();
  }
}
