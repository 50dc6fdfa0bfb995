import Button from '@mui/material/Button';

/**
 * Opens the player web in a new tab previewing the release (docs/content-releases.md#preview): the
 * admin plays the world as the release would make it, read-only, in that tab only.
 */
export function PreviewButton({ releaseId }: { releaseId: number }) {
  return (
    <Button href={`/?preview=${releaseId}`} target="_blank" rel="noopener">
      Preview as a player
    </Button>
  );
}
