import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { failureMessage } from '../../api/errors';
import { useServerNow } from '../../ui/clock';
import { Message } from '../../ui/Message';
import { MY_PAYMENTS } from '../premium/premiumOperations';
import { newestFirst } from './transactionActions';
import { TransactionRow } from './TransactionRow';
import { useCancelSubscription } from './useCancelSubscription';
import '../../styles/premium.css';

const COLUMNS = ['Date', 'Package', 'Kind', 'USD', 'Status', 'Gift to', 'Payment id', 'Action'];

/** The player's payments with Approve and Cancel where the status allows (spec 001 sections 2.3, 4). */
export function Transactions({ serverNow }: { serverNow: number }) {
  const { data, loading, error } = useQuery(MY_PAYMENTS);
  const now = useServerNow(serverNow);
  const { cancel, cancelling, outcome } = useCancelSubscription();
  const payments = newestFirst(data?.myPayments ?? []);

  return (
    <section className="panel transactions" aria-labelledby="transactions-heading" data-transactions>
      <h2 id="transactions-heading">Transactions</h2>
      <Message text={outcome?.text} failed={outcome?.failed} />
      {!data ? (
        loading ? (
          <p className="loading">Loading ...</p>
        ) : (
          <Message text={failureMessage(error)} failed />
        )
      ) : payments.length === 0 ? (
        <p className="transactions__empty">
          No payments yet. <Link to="/premiumShop">Visit the Premium Shop</Link>
        </p>
      ) : (
        <div className="transactions__scroll">
          <table className="transactions-table">
            <caption className="visually-hidden">Your payments, newest first</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <TransactionRow
                  key={payment.id}
                  payment={payment}
                  now={now}
                  onCancel={cancel}
                  cancelling={cancelling !== null}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
