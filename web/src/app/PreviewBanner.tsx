import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { leavePreview } from '@vh/web-kit/preview';
import { graphql } from '../__generated__';
import { failureMessage } from '../api/errors';
import '../styles/preview.css';

const PREVIEWED_RELEASE = graphql(`
  query PreviewedRelease($id: Int!) {
    contentRelease(id: $id) {
      id
      name
      status
    }
  }
`);

/**
 * The bar above every page of a tab that previews a release: which release, that nothing done here
 * is saved, and the way back to the live world. A refusal (not an admin with the second factor, a
 * release already published) is shown in its place, with the same way back.
 */
export function PreviewBanner({ releaseId }: { releaseId: number }) {
  const { data, error } = useQuery(PREVIEWED_RELEASE, { variables: { id: releaseId } });
  const release = data?.contentRelease;
  // The tab's title says it too: the bar scrolls away with the page.
  useEffect(() => {
    const live = document.title;
    document.title = `Preview · ${live}`;
    return () => {
      document.title = live;
    };
  }, []);
  return (
    <div className="preview-banner" role="region" aria-label="Release preview">
      <p className="preview-banner__text">
        {error ? (
          <>
            <strong>Preview refused:</strong> {failureMessage(error)}
          </>
        ) : (
          <>
            <strong>Preview</strong> of release #{releaseId}
            {release ? ` “${release.name}” (${release.status})` : ''}: the world as it would be once
            published. Nothing you do here is saved.
          </>
        )}
      </p>
      <button type="button" className="button button--small" onClick={leavePreview}>
        Leave preview
      </button>
    </div>
  );
}
