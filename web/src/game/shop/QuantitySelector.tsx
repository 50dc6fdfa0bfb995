interface Props {
  quantities: readonly number[];
  value: number;
  onChange: (quantity: number) => void;
}

/** The fixed quantity buttons of a merchant tab (spec 000 section 5: no free amounts). */
export function QuantitySelector({ quantities, value, onChange }: Props) {
  return (
    <div className="quantity" role="group" aria-label="Quantity">
      {quantities.map((quantity) => (
        <button
          key={quantity}
          type="button"
          className={quantity === value ? 'quantity__option quantity__option--active' : 'quantity__option'}
          aria-pressed={quantity === value}
          aria-label={`x${quantity}`}
          onClick={() => onChange(quantity)}
        >
          ×{quantity}
        </button>
      ))}
    </div>
  );
}
