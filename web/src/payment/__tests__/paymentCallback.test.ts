/// <reference types="jest" />
import { callbackView, checkOutcome } from '../paymentCallback';

describe('checkOutcome', () => {
  it('keeps waiting while the payment is neither completed nor failed', () => {
    expect(checkOutcome({ completed: false, failed: false, additionalInfo: '' })).toEqual({
      phase: 'waiting',
    });
  });

  it('stops at completion, carrying the additional info', () => {
    expect(checkOutcome({ completed: true, failed: false, additionalInfo: 'buyForUserName_Mina' })).toEqual({
      phase: 'completed',
      additionalInfo: 'buyForUserName_Mina',
    });
  });

  it('stops at a failure, and when there is no answer', () => {
    expect(checkOutcome({ completed: false, failed: true, additionalInfo: '' })).toEqual({ phase: 'failed' });
    expect(checkOutcome(null)).toEqual({ phase: 'failed' });
    expect(checkOutcome(undefined)).toEqual({ phase: 'failed' });
  });
});

describe('callbackView', () => {
  it('waits', () => {
    expect(callbackView({ phase: 'waiting' })).toEqual({
      phase: 'waiting',
      heading: 'Waiting for your payment to be confirmed…',
      link: null,
    });
  });

  it('thanks for a purchase and leads to the inventory', () => {
    expect(callbackView({ phase: 'completed', additionalInfo: '' })).toEqual({
      phase: 'completed',
      heading: 'Thank you! Your purchase is complete and the items are in your inventory.',
      link: { to: '/inventory', label: 'Go to your inventory' },
    });
  });

  it('speaks of a gift when the additional info names a recipient', () => {
    expect(callbackView({ phase: 'completed', additionalInfo: 'buyForUserName_Mina Harker' })).toEqual({
      phase: 'completed',
      heading: 'Thank you! Your gift to Mina Harker has been delivered.',
      link: { to: '/premiumShop', label: 'Back to the Premium Shop' },
    });
  });

  it('treats other additional info as a purchase', () => {
    expect(callbackView({ phase: 'completed', additionalInfo: 'note_buyForUserName_Mina' }).link?.to).toBe(
      '/inventory',
    );
    expect(callbackView({ phase: 'completed', additionalInfo: 'buyForUserName_' }).link?.to).toBe(
      '/inventory',
    );
  });

  it('reports an error with the spec’s heading', () => {
    expect(callbackView({ phase: 'failed' })).toEqual({
      phase: 'failed',
      heading: 'There was an error while processing!',
      link: null,
    });
  });
});
