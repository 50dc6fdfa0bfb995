import { giftRecipient } from './paymentInfo';

/** Where the callback page stands (spec 001 section 2.6). */
export type CallbackState =
  { phase: 'waiting' } | { phase: 'completed'; additionalInfo: string } | { phase: 'failed' };

interface PaymentCheck {
  completed: boolean;
  failed: boolean;
  additionalInfo: string;
}

/** One poll's answer: done, given up, or keep waiting. No answer at all counts as an error. */
export function checkOutcome(answer: PaymentCheck | null | undefined): CallbackState {
  if (!answer) return { phase: 'failed' };
  if (answer.completed) return { phase: 'completed', additionalInfo: answer.additionalInfo };
  if (answer.failed) return { phase: 'failed' };
  return { phase: 'waiting' };
}

const WAITING_TEXT = 'Waiting for your payment to be confirmed…';
const PURCHASE_TEXT = 'Thank you! Your purchase is complete and the items are in your inventory.';
const ERROR_HEADING = 'There was an error while processing!';

const giftText = (recipient: string) => `Thank you! Your gift to ${recipient} has been delivered.`;

interface CallbackView {
  phase: CallbackState['phase'];
  heading: string;
  /** Where the player goes next; the error view offers the profile and support instead. */
  link: { to: string; label: string } | null;
}

/** The message of the callback page: a purchase and a gift are thanked differently. */
export function callbackView(state: CallbackState): CallbackView {
  switch (state.phase) {
    case 'waiting':
      return { phase: 'waiting', heading: WAITING_TEXT, link: null };
    case 'failed':
      return { phase: 'failed', heading: ERROR_HEADING, link: null };
    case 'completed': {
      const recipient = giftRecipient(state.additionalInfo);
      return recipient
        ? {
            phase: 'completed',
            heading: giftText(recipient),
            link: { to: '/premiumShop', label: 'Back to the Premium Shop' },
          }
        : {
            phase: 'completed',
            heading: PURCHASE_TEXT,
            link: { to: '/inventory', label: 'Go to your inventory' },
          };
    }
  }
}
