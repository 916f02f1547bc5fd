import { Ports, type Deps } from '../ports/tokens';

/** The offline demo's outbox of confirmation e-mails, which the admin opens from the reservations page. */
export class ListConfirmationOutbox {
  static readonly inject = { confirmations: Ports.confirmationSender };
  constructor(private readonly deps: Deps<typeof ListConfirmationOutbox.inject>) {}

  /** Only the demo keeps sent e-mails; in production they leave by SMTP and there is nothing to show. */
  get available(): boolean {
    return this.deps.confirmations.keepsOutbox;
  }

  execute() {
    return this.deps.confirmations.outbox();
  }
}
