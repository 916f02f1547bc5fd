import { privacyOperator, type PrivacyOperator } from '../../domain/content/legal-lines';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Who the privacy statement names as operator, read from the business_info and contact_details blocks. */
export class LoadPrivacyOperator {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof LoadPrivacyOperator.inject>) {}

  async execute(): Promise<Result<PrivacyOperator, PortError>> {
    const [businessInfo, contactDetails] = await Promise.all([
      this.deps.contentBlocks.findActive('business_info'),
      this.deps.contentBlocks.findActive('contact_details'),
    ]);
    if (!businessInfo.ok) return businessInfo;
    if (!contactDetails.ok) return contactDetails;
    return ok(privacyOperator(businessInfo.value, contactDetails.value));
  }
}
