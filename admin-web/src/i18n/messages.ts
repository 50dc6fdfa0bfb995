import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { RESOURCE_NAMES, capitalized, titleCased, type ResourceName } from './resourceNames';

/**
 * One resource's messages in react-admin's keys: its name (titles, the menu), its name inside a
 * sentence (confirmations, empty lists), its Create New button and its notifications. Polyglot picks
 * the form after '||||' for any count but 1.
 */
function resourceMessages({ one, many }: ResourceName) {
  const One = capitalized(one);
  return {
    name: `${One} |||| ${capitalized(many)}`,
    forcedCaseName: `${one} |||| ${many}`,
    action: { create: `Create New ${titleCased(one)}` },
    notifications: { created: `${One} created`, updated: `${One} updated`, deleted: `${One} deleted` },
  };
}

/** react-admin's English with every admin resource named for people, never by its code name. */
export const ADMIN_MESSAGES: TranslationMessages = {
  ...englishMessages,
  resources: Object.fromEntries(
    Object.entries(RESOURCE_NAMES).map(([resource, names]) => [resource, resourceMessages(names)]),
  ),
};
