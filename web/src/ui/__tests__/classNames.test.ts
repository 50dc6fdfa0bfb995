/// <reference types="jest" />
import { classNames } from '../classNames';

describe('classNames', () => {
  it('joins the names that apply', () => {
    expect(classNames('button', false, 'button--primary', undefined, null, '')).toBe(
      'button button--primary',
    );
    expect(classNames()).toBe('');
  });
});
