import Avatar from '@mui/material/Avatar';
import { imageSource } from '../api/uploadImage';
import type { PickerChoice } from './pickerChoices';

/**
 * An entry's thumbnail (GET /api/image/thumb/{id}; enemies' images are served there too), or its
 * initial when it has no image. Decorative: the name stands beside it.
 */
export function ChoiceThumb({ choice, size = 40 }: { choice: PickerChoice | undefined; size?: number }) {
  if (choice?.imageId)
    return (
      <img
        src={imageSource(choice.imageId, true)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{ objectFit: 'contain', borderRadius: 4, flex: 'none' }}
      />
    );
  return (
    <Avatar variant="rounded" sx={{ width: size, height: size }} aria-hidden>
      {choice?.name.charAt(0).toUpperCase() ?? '?'}
    </Avatar>
  );
}
