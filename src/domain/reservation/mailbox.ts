/**
 * The mailbox an address reaches: the one normalisation of guests' e-mail addresses, used by the limit of
 * bookings per address, the cap on e-mails per mailbox, and the export and erasure of a guest's data, so
 * that no spelling of one mailbox escapes any of them. private.mail_address_key() in SQL answers the same (a
 * property test compares them).
 *
 * Lower case and trimmed; without a "+tag" (delivered to the same mailbox by Gmail, Outlook, iCloud, Proton,
 * Fastmail and most others); at Yahoo also without a "-keyword" (its disposable addresses); at Gmail without
 * the dots of the local part, and googlemail.com as gmail.com.
 */
export const mailboxOf = (address: string): string => {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com')
    return `${untagged.replace(/\./g, '')}@gmail.com`;
  if (dropsDashTags(domain)) return `${untagged.split('-')[0] ?? ''}@${domain}`;
  return `${untagged}@${domain}`;
};

/** Yahoo's domains, where "name-keyword" is a disposable address of the same mailbox. */
const dropsDashTags = (domain: string): boolean =>
  domain.startsWith('yahoo.') || domain === 'ymail.com' || domain === 'rocketmail.com';
