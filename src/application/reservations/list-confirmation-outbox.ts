import { Ports, type Deps } from '../ports/tokens';

/** The offline demo's outbox of confirmation e-mails, which the admin opens from the reservations page. */
export class ListConfirmationOutbox {
  static readonly inject = { outbox: Ports.demoOutbox };
  constructor(private readonly deps: Deps<typeof ListConfirmationOutbox.inject>) {}

  execute() {
    return this.deps.outbox.outbox();
  }
}
