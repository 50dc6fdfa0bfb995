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

interface ImageInputProps {
  source: string;
  label: string;
  /** An animated image: a short video shown playing in a loop (spec 002 sections 2.5 and 2.7). */
  video?: boolean;
}

/** Previews are scaled to one height, so a tiny icon is as visible as a large banner. */
const PREVIEW_HEIGHT = 72;

function Preview({ id, video, label }: { id: number; video: boolean; label: string }) {
  const style = {
    height: PREVIEW_HEIGHT,
    maxWidth: PREVIEW_HEIGHT * 3,
    objectFit: 'contain' as const,
    borderRadius: 4,
  };
  return video ? (
    <video
      src={imageSource(id)}
      autoPlay
      loop
      muted
      playsInline
      style={style}
      aria-label={`${label} preview`}
    />
  ) : (
    <img src={imageSource(id)} alt={`${label} preview`} style={style} />
  );
}

/**
 * An image (or video) field: choosing a file uploads it at once and stores the answered id on the
 * entry, then shows its preview (spec 002 section 5). A refused upload says the server's reason.
 */
export function ImageInput({ source, label, video = false }: ImageInputProps) {
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
      {id !== null && <Preview id={id} video={video} label={label} />}
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
            video ? 'video/mp4,video/webm,image/gif,image/webp' : 'image/png,image/jpeg,image/webp,image/gif'
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
