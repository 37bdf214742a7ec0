import type { Breach } from '../../domain/breach/breach';
import { i18n } from '../../domain/i18n';
import { sentences, titleOf } from './answer-text';

export function flagNotes(breach: Breach): string {
  return sentences(
    !breach.isVerified && i18n._('Have I Been Pwned has not verified this breach, so the data may not be genuine; act as if it is, to be safe.'),
    breach.isFabricated && i18n._('Have I Been Pwned believes this data is fabricated: it may not come from the service at all.'),
    breach.isSpamList &&
      i18n._('Have I Been Pwned marks this as a spam list: addresses collected to send spam, so being in it does not mean you had an account.'),
    breach.isMalware && i18n._("Have I Been Pwned says this data came from malware on people's devices, so also scan your devices for malware."),
    breach.isRetired && i18n._('Have I Been Pwned has retired this breach from its catalogue.'),
    breach.isSensitive && i18n._('Have I Been Pwned marks it as sensitive, so it does not show up in public searches.'),
  );
}

export function flags(breach: Breach): string {
  const title = titleOf(breach);
  return sentences(
    breach.isVerified
      ? i18n._('Have I Been Pwned has verified the {title} breach: it is confident the data is genuine.', { title })
      : i18n._('Have I Been Pwned has not verified the {title} breach, so the data may not be genuine; act as if it is, to be safe.', { title }),
    breach.isSensitive ? i18n._('It is marked sensitive, so it does not show up in public searches of an address.') : i18n._('It is not marked sensitive.'),
    breach.isFabricated ? i18n._('Have I Been Pwned believes the data is fabricated.') : i18n._('Have I Been Pwned has not flagged the data as fabricated.'),
    breach.isSpamList && i18n._('It is a spam list: addresses collected to send spam.'),
    breach.isMalware && i18n._("The data came from malware on people's devices."),
    breach.isRetired && i18n._('Have I Been Pwned has retired it from its catalogue.'),
  );
}
