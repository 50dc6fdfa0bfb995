import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useInput, useNotify } from 'ra-core';
import { useId, useState, type ChangeEvent } from 'react';
import { serverMessage } from '../api/errors';
import { imageSource, uploadImage } from '../api/uploadImage';
import { useServedMedia } from './useServedMedia';

interface ImageInputProps {
  source: string;
  label: string;
  /** An animated image (spec 002 sections 2.5 and 2.7): an animated WebP or GIF, or a short video. */
  animated?: boolean;
}

/** Previews are scaled to one height, so a tiny icon is as visible as a large banner. */
const PREVIEW_HEIGHT = 72;
const PREVIEW_STYLE = {
  height: PREVIEW_HEIGHT,
  maxWidth: PREVIEW_HEIGHT * 3,
  objectFit: 'contain' as const,
  borderRadius: 4,
};

/** The stored image as served: a video plays muted in a loop, any image (animated ones too) is an <img>. */
function Preview({ id, label }: { id: number; label: string }) {
  const source = imageSource(id);
  const served = useServedMedia(source);
  const name = `${label} preview`;
  if (served.state === 'failed')
    return (
      <Typography variant="caption" color="error">
        Image #{id} could not be loaded
      </Typography>
    );
  if (served.state === 'loading') return <Box sx={{ height: PREVIEW_HEIGHT, width: PREVIEW_HEIGHT }} />;
  return served.video ? (
    <video src={source} autoPlay loop muted playsInline style={PREVIEW_STYLE} aria-label={name} />
  ) : (
    <img src={source} alt={name} style={PREVIEW_STYLE} />
  );
}

/**
 * An image field: choosing a file uploads it at once and stores the answered id on the entry, then
 * shows its preview (spec 002 section 5). A refused upload says the server's reason.
 */
export function ImageInput({ source, label, animated = false }: ImageInputProps) {
  const { field } = useInput({ source, parse: (value: unknown) => value ?? null });
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const id = typeof field.value === 'number' ? field.value : null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      field.onChange(await uploadImage(file));
    } catch (error) {
      notify(serverMessage(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }} data-testid={`image-${source}`}>
      <Typography variant="body2" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      {id !== null && <Preview id={id} label={label} />}
      <Button
        component="label"
        htmlFor={inputId}
        size="small"
        startIcon={<UploadIcon />}
        disabled={uploading}
      >
        {uploading ? 'Uploading...' : id === null ? 'Choose file' : 'Replace'}
        <input
          id={inputId}
          type="file"
          hidden
          aria-label={label}
          accept={
            animated
              ? 'image/webp,image/gif,video/mp4,video/webm'
              : 'image/png,image/jpeg,image/webp,image/gif'
          }
          onChange={(event) => void choose(event)}
        />
      </Button>
      {id !== null && (
        <IconButton aria-label={`Remove ${label}`} size="small" onClick={() => field.onChange(null)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
