import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../api/errors';
import { fetchChanges, type TrailSource } from './changeSources';
import { cursorOf, emptyTrail, mergedView, withPage, type Trails } from './mergedPages';

const keyOf = (source: TrailSource) => `${source.service}:${source.entity ?? ''}:${source.entityId ?? ''}`;

interface Loaded {
  /** The sources these trails belong to. */
  key: string;
  trails: Trails;
  loading: boolean;
  error: string | null;
}

/**
 * The merged trail of `sources`, newest first: the first page of each at once, `loadMore` the next
 * page of every source that has more. Starts over when the sources change.
 */
export function useMergedChanges(sources: readonly TrailSource[], pageSize: number) {
  const client = useApolloClient();
  const sourcesKey = sources.map(keyOf).join('|');
  const [loaded, setLoaded] = useState<Loaded>({ key: '', trails: {}, loading: false, error: null });
  // What the last answer left, read by loadMore without re-creating it on every page.
  const latest = useRef(loaded);
  latest.current = loaded;
  const listed = useRef(sources);
  listed.current = sources;

  const load = useCallback(
    async (key: string, from: Trails) => {
      const open = listed.current.filter((source) => !(from[keyOf(source)]?.done ?? false));
      setLoaded({ key, trails: from, loading: true, error: null });
      try {
        const pages = await Promise.all(
          open.map((source) =>
            fetchChanges(client, source, pageSize, cursorOf(from[keyOf(source)] ?? emptyTrail())),
          ),
        );
        const next = { ...from };
        open.forEach((source, index) => {
          next[keyOf(source)] = withPage(from[keyOf(source)] ?? emptyTrail(), pages[index]!, pageSize);
        });
        // An answer for sources no longer shown is dropped.
        setLoaded((now) => (now.key === key ? { key, trails: next, loading: false, error: null } : now));
      } catch (failure) {
        setLoaded((now) =>
          now.key === key ? { ...now, loading: false, error: serverMessage(failure) } : now,
        );
      }
    },
    [client, pageSize],
  );

  useEffect(() => {
    void load(sourcesKey, {});
  }, [sourcesKey, load]);

  const loadMore = useCallback(() => load(latest.current.key, latest.current.trails), [load]);
  const current = loaded.key === sourcesKey ? loaded : { trails: {} as Trails, loading: true, error: null };
  const started = sources.every((source) => current.trails[keyOf(source)] !== undefined);
  const view = mergedView(current.trails);
  return {
    entries: view.entries,
    more: started && view.more,
    loading: current.loading,
    error: current.error,
    loadMore,
  };
}
