import { Ports, type Deps } from '../ports/tokens';

/** Puts the offline demo's content back to the seed. */
export class ResetDemo {
  static readonly inject = { demo: Ports.demo };
  constructor(private readonly deps: Deps<typeof ResetDemo.inject>) {}

  execute() {
    return this.deps.demo.reset();
  }
}
