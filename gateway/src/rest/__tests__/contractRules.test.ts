import {
  ACCOUNT_RULES,
  MARKET_ORDER_RULES,
  MAX_TRADE_AMOUNT,
  SETTING_KEY_RULE,
  wholeValue,
} from '@vh/contracts/client';
import { BadRequestError } from '@vh/kit/stateless';
import type { Request } from 'express';
import { routeTable } from '../routes';
import { variablesFor } from '../variables';

const route = (method: string, path: string) =>
  routeTable.find((candidate) => candidate.method === method && candidate.path === path)!;
const form = (body: Record<string, string>) =>
  ({ body, params: {}, is: () => false, header: () => undefined }) as unknown as Request;

describe("the facade's input rules are the owning services' (contracts' inputRules.ts)", () => {
  const register = route('POST', '/api/user/register');
  const digest = 'a'.repeat(64);

  it("refuses what identity refuses, with identity's message, and takes what it trims", () => {
    expect(() => variablesFor(register, form({ username: 'x', password: digest, email: 'a@b.cd' }))).toThrow(
      new BadRequestError(ACCOUNT_RULES.username.message),
    );
    expect(() => variablesFor(register, form({ username: 'abc', password: digest, email: 'a@b' }))).toThrow(
      new BadRequestError(ACCOUNT_RULES.email.message),
    );
    expect(() => variablesFor(register, form({ username: 'abc', password: 'x', email: 'a@b.cd' }))).toThrow(
      new BadRequestError(ACCOUNT_RULES.passwordDigest.message),
    );
    expect(variablesFor(register, form({ username: ' abc ', password: digest, email: 'a@b.cd' }))).toEqual({
      username: ' abc ',
      password: digest,
      email: 'a@b.cd',
    });
    // Identity matches the same rule after trimming.
    expect(wholeValue(ACCOUNT_RULES.username).test(' abc '.trim())).toBe(true);
  });

  it("refuses a setting key content refuses, and a trade past economy's most", () => {
    expect(() => variablesFor(route('POST', '/api/setting'), form({ key: '1x', value: '' }))).toThrow(
      new BadRequestError(SETTING_KEY_RULE.message),
    );
    const trade = route('POST', '/api/game/buysell');
    expect(() => variablesFor(trade, form({ itemId: '1', amount: String(MAX_TRADE_AMOUNT + 1) }))).toThrow(
      BadRequestError,
    );
    expect(variablesFor(trade, form({ itemId: '1', amount: String(-MAX_TRADE_AMOUNT) }))).toMatchObject({
      amount: -MAX_TRADE_AMOUNT,
    });
  });

  it("refuses a market order's price and quantity out of economy's bounds with economy's messages", () => {
    const place = route('POST', '/api/market/orders');
    const order = (price: number, quantity: number) =>
      form({ itemId: '1', side: 'BUY', price: String(price), quantity: String(quantity) });
    expect(() => variablesFor(place, order(0, 1))).toThrow(
      new BadRequestError(MARKET_ORDER_RULES.price.message),
    );
    expect(() => variablesFor(place, order(MARKET_ORDER_RULES.price.maximum + 1, 1))).toThrow(
      new BadRequestError(MARKET_ORDER_RULES.price.message),
    );
    expect(() => variablesFor(place, order(1, 0))).toThrow(
      new BadRequestError(MARKET_ORDER_RULES.quantity.message),
    );
    expect(variablesFor(place, order(1, MARKET_ORDER_RULES.quantity.maximum))).toMatchObject({ price: 1 });
  });
});
