/// <reference types="jest" />
import { approveLink, giftInfo, giftRecipient } from '../paymentInfo';

describe('gifts', () => {
  it('mark the recipient with the buyForUserName_ prefix', () => {
    expect(giftInfo('  Mina ')).toBe('buyForUserName_Mina');
  });

  it('read the recipient back, null for own purchases', () => {
    expect(giftRecipient('buyForUserName_Mina')).toBe('Mina');
    expect(giftRecipient(giftInfo('Van Helsing'))).toBe('Van Helsing');
    expect(giftRecipient('')).toBeNull();
    expect(giftRecipient(null)).toBeNull();
    expect(giftRecipient(undefined)).toBeNull();
    expect(giftRecipient('buyForUserName_')).toBeNull();
    expect(giftRecipient('something else')).toBeNull();
  });
});

describe('approveLink', () => {
  it('finds the link with rel approve', () => {
    const links = [
      { rel: 'self', href: 'https://provider.example/self' },
      { rel: 'approve', href: 'https://provider.example/approve' },
    ];
    expect(approveLink(links)).toBe('https://provider.example/approve');
  });

  it('is null without one', () => {
    expect(approveLink([{ rel: 'self', href: 'x' }])).toBeNull();
    expect(approveLink([])).toBeNull();
    expect(approveLink(null)).toBeNull();
  });
});
