import { createContext, useContext, useState, type ReactNode } from 'react';

interface PlayerHealth {
  /** Current health during a fight; null when not known (no fight on screen). */
  health: number | null;
  setHealth: (health: number | null) => void;
}

const PlayerHealthContext = createContext<PlayerHealth>({ health: null, setHealth: () => undefined });

/** The hunt screen reports the player's health; the sidebar shows it as a bar on hunt pages. */
export function PlayerHealthProvider({ children }: { children: ReactNode }) {
  const [health, setHealth] = useState<number | null>(null);
  return (
    <PlayerHealthContext.Provider value={{ health, setHealth }}>{children}</PlayerHealthContext.Provider>
  );
}

export function usePlayerHealth(): PlayerHealth {
  return useContext(PlayerHealthContext);
}
