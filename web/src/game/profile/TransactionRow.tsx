import { dateTime, usd } from '../../ui/format';
import type { MyPayment } from '../premium/premiumOperations';
import { KIND_LABELS, shortId, transactionAction } from './transactionActions';

interface Props {
  payment: MyPayment;
  /** The server's time, for the approval window of new orders. */
  now: number;
  onCancel: (paymentId: string) => void;
  cancelling: boolean;
}

/** One payment and what can be done about it. */
export function TransactionRow({ payment, now, onCancel, cancelling }: Props) {
  const action = transactionAction(payment, now);
  const status = payment.order.status;
  return (
    <tr className="transaction-row" data-payment-id={payment.id} data-status={status}>
      <td className="transaction-row__date">{dateTime(payment.createdTimestamp)}</td>
      <th scope="row" className="transaction-row__package">
        {payment.package?.name ?? `Package #${payment.packageId}`}
      </th>
      <td className="transaction-row__kind">{KIND_LABELS[payment.kind]}</td>
      <td className="transaction-row__usd">{usd(payment.usd)}</td>
      <td className="transaction-row__status">{status}</td>
      <td className="transaction-row__gift">{payment.giftTo ?? ''}</td>
      <td className="transaction-row__id" title={payment.id}>
        <code>{shortId(payment.id)}</code>
      </td>
      <td className="transaction-row__action">
        {action?.kind === 'approve' && (
          <a href={action.href} className="button button--small button--primary transaction-row__approve">
            Approve
          </a>
        )}
        {action?.kind === 'cancel' && (
          <button
            type="button"
            className="button button--small transaction-row__cancel"
            disabled={cancelling}
            onClick={() => onCancel(payment.id)}
          >
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}
