import { classNames } from '../../ui/classNames';
import type { BuyButtonState } from './tierButton';

interface Props {
  button: BuyButtonState;
  onClick: () => void;
  className?: string;
  /** The tier buttons say which of their four states they are in. */
  tierState?: string;
}

/** The button of a package card; it opens the payment modal. */
export function BuyButton({ button, onClick, className, tierState }: Props) {
  return (
    <button
      type="button"
      className={classNames('button', !button.disabled && 'button--primary', 'premium-buy', className)}
      disabled={button.disabled}
      data-tier-state={tierState}
      onClick={onClick}
    >
      {button.label}
    </button>
  );
}
