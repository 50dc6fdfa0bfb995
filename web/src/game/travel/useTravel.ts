import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { REFRESH_PLAYER } from '../player/meQuery';
import { TRAVEL_TO_HUNTING_GROUND } from './travelMutation';

/** The TRAVEL action: the server's message is shown either way, the player is refetched only on success. */
export function useTravel() {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [mutate, { loading }] = useMutation(TRAVEL_TO_HUNTING_GROUND, {
    refetchQueries: (result) => (result.data?.travel.success ? REFRESH_PLAYER : []),
  });

  const travel = async (huntingGroundId: number) => {
    setMessage(null);
    try {
      const { data } = await mutate({ variables: { huntingGroundId } });
      if (data) setMessage({ text: data.travel.message, failed: !data.travel.success });
    } catch (error) {
      setMessage({ text: failureMessage(error), failed: true });
    }
  };

  return { travel, travelling: loading, message };
}
